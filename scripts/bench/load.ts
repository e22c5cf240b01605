/**
 * `npm run bench -- --load` (issue 18 "API and database"): the app over real HTTP on loopback,
 * the real server started as `npm start` runs it (demo company seeded), on PGlite (a temporary
 * DATA_DIR) and on PostgreSQL (a throwaway database `bench_load_<random>`, dropped after) side
 * by side, with a bare Fastify route in its own process as the floor.
 *  - Reads at concurrency 10: board list, ticket card, applications list, application card,
 *    drive listing; each case runs on PostgreSQL then on PGlite right after (a shared, loaded
 *    machine drifts on both alike); the bare route before and after the reads.
 *    Targets: PostgreSQL ≥ 20 % of the bare route's requests per second; PGlite ≥ 50 % of PostgreSQL.
 *  - Writes at concurrency 50: chat messages on tickets and ticket name changes (PATCH), spread
 *    over the tickets found on the boards. Targets: ≥ 200 writes/s on PostgreSQL, ≥ 100 on
 *    PGlite; nothing lost: the rows written (counted in the database after the run, PGlite once
 *    its server has stopped) equal the 2xx answers.
 * Ids, URLs and accounts come from the API (list endpoints), signed in through POST /api/login.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/plugins/db.ts';
import { out } from './harness.ts';
import { type LoadRequest, type LoadResult, load, type Started, startBare, startServer } from './http-load.ts';

export interface LoadOptions {
  /** The PostgreSQL server's maintenance database URL, when one answers. */
  adminUrl?: string;
  seconds: number;
  seedScale: number;
}

interface Engine {
  label: string;
  server: Started;
  /** Rows matching `like` in the engine's database, read after the writes. */
  count?: (text: string, params: unknown[]) => Promise<number>;
  cases: ReadCase[];
  writes: WriteCase[];
  detail: string;
}
interface ReadCase {
  name: string;
  request: LoadRequest;
}
interface WriteCase {
  name: string;
  request: LoadRequest;
  /** The rows a 2xx answer writes, counted after the run. */
  rows: { text: string; params: unknown[] };
}

const READ_CONCURRENCY = 10;
const WRITE_CONCURRENCY = 50;
const TARGET = { pgVsBare: 0.2, pgliteVsPg: 0.5, pgWrites: 200, pgliteWrites: 100 };
const run = randomBytes(4).toString('hex');

async function api<T>(port: number, url: string, init: RequestInit = {}): Promise<T> {
  const r = await fetch(`http://127.0.0.1:${port}/api${url}`, init);
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} /api${url}: HTTP ${r.status} ${(await r.text()).slice(0, 200)}`);
  return (await r.json()) as T;
}

async function signIn(port: number, login: string): Promise<Record<string, string>> {
  const { token } = await api<{ token: string }>(port, '/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo1234' }),
  });
  return { authorization: `Bearer ${token}` };
}

interface TicketRow {
  id: number;
  status: { code: string };
}

/** The cases of one engine, every id found through the API. */
async function discover(port: number): Promise<{ cases: ReadCase[]; writes: WriteCase[]; detail: string }> {
  const admin = await signIn(port, 'admin');
  // The drive is personal (the super admin has none of its own): the manager's, seeded with folders and files.
  const manager = await signIn(port, 'manager');
  const get = <T>(url: string, headers = admin) => api<T>(port, url, { headers });
  const boards = (await get<{ data: { id: number; name: string }[] }>('/load/boards')).data;
  const lists = await Promise.all(
    boards.map(async (b) => ({
      board: b,
      rows: (await get<{ data: { data: TicketRow[] } }>(`/load/tasks?board_id=${b.id}&limit=50`)).data.data,
    })),
  );
  lists.sort((a, b) => b.rows.length - a.rows.length);
  const fullest = lists[0];
  if (!fullest || fullest.rows.length === 0) throw new Error('no board lists any ticket');
  const applications = (await get<{ items: { id: number }[] }>('/applications?limit=50')).items;
  if (applications.length === 0) throw new Error('the applications list is empty');
  const drive = await get<{ folders: unknown[]; files: unknown[] }>('/disk/root', manager);

  // Write targets: open tickets the admin may rename (probed once, outside the run's rows).
  const open = lists.flatMap((l) => l.rows).filter((t) => !['finished', 'canceled', 'cancelled'].includes(t.status.code));
  const targets: number[] = [];
  for (const t of open.slice(0, 40)) {
    const r = await fetch(`http://127.0.0.1:${port}/api/load/tasks/${t.id}`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Проверка ${t.id}` }),
    });
    if (r.ok) targets.push(t.id);
    if (targets.length === 20) break;
  }
  if (targets.length === 0) throw new Error('no ticket accepts a rename from admin');
  const target = (n: number) => targets[n % targets.length];

  const cases: ReadCase[] = [
    {
      name: `board list (${fullest.board.name}, 50)`,
      request: { path: `/api/load/tasks?board_id=${fullest.board.id}&limit=50`, headers: admin },
    },
    { name: 'ticket card', request: { path: `/api/load/tasks/${fullest.rows[0].id}`, headers: admin } },
    { name: 'applications list (50)', request: { path: '/api/applications?limit=50', headers: admin } },
    { name: 'application card', request: { path: `/api/applications/${applications[0].id}`, headers: admin } },
    { name: 'drive listing (manager root)', request: { path: '/api/disk/root', headers: manager } },
  ];
  const writes: WriteCase[] = [
    {
      name: 'chat message (POST)',
      request: {
        method: 'POST',
        headers: admin,
        path: (n) => `/api/components/chat/add/tickets/${target(n)}`,
        body: (n) => ({ comment: `Нагрузка ${run} ${n}` }),
      },
      rows: {
        text: `select count(*)::int as n from chat_messages where module = 'tickets' and message like $1`,
        params: [`Нагрузка ${run} %`],
      },
    },
    {
      name: 'ticket update (PATCH name)',
      request: {
        method: 'PATCH',
        headers: admin,
        path: (n) => `/api/load/tasks/${target(n)}`,
        body: (n) => ({ name: `Нагрузка ${run} ${n}` }),
      },
      rows: {
        text: `select count(*)::int as n from object_history where module = 'tickets' and field = 'name' and new_value like $1`,
        params: [`Нагрузка ${run} %`],
      },
    },
  ];
  const detail = `${boards.length} boards, ${fullest.rows.length} tickets on the listed page, ${applications.length} applications on the page, drive root ${drive.folders.length} folders + ${drive.files.length} files, writes over ${targets.length} tickets`;
  return { cases, writes, detail };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : '-');
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '-');
const mark = (value: number, target: number) => (!Number.isFinite(value) ? '' : value >= target ? ' ok' : ' UNDER');
const failures = (r: LoadResult) =>
  Object.entries(r.failures)
    .map(([k, v]) => `${k}×${v}`)
    .join(', ');

export async function runLoad(options: LoadOptions): Promise<boolean> {
  const begun = Date.now();
  const seconds = options.seconds;
  const durationMs = seconds * 1000;
  const warmupMs = 1000;
  out(
    `\n## HTTP load over loopback (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at start: a shared, loaded machine, so the absolute figures are low and noisy; the ratios are taken side by side)`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const dbName = `bench_load_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client | undefined;
  let benchPool: pg.Pool | undefined;
  const servers: Started[] = [];
  let failed = false;
  try {
    let pgUrl: string | undefined;
    let pgVersion = '';
    if (options.adminUrl) {
      admin = new pg.Client({ connectionString: options.adminUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version.split(' ')[0];
      const url = new URL(options.adminUrl);
      url.pathname = `/${dbName}`;
      pgUrl = url.toString();
    }
    const t0 = Date.now();
    const [bare, pglite, postgres] = await Promise.all([
      startBare(),
      startServer({ dataDir: path.join(dataDir, 'pglite'), seedScale: options.seedScale }),
      pgUrl ? startServer({ dataDir: path.join(dataDir, 'postgres'), databaseUrl: pgUrl, seedScale: options.seedScale }) : undefined,
    ]);
    servers.push(bare, pglite, ...(postgres ? [postgres] : []));
    out(`\nServers started and seeded (SEED_SCALE=${options.seedScale}) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`);

    const engines: Engine[] = [];
    if (postgres && pgUrl) {
      benchPool = new pg.Pool({ connectionString: pgUrl, max: 1 });
      const pool = benchPool;
      engines.push({
        label: `PostgreSQL ${pgVersion}`,
        server: postgres,
        count: async (text, params) => Number((await pool.query(text, params)).rows[0].n),
        ...(await discover(postgres.port)),
      });
    }
    engines.push({ label: 'PGlite', server: pglite, ...(await discover(pglite.port)) });
    for (const e of engines) out(`- ${e.label}: ${e.detail}`);

    // Reads.
    const bareRequest = { path: '/bare' };
    const bareBefore = await load(bare.port, bareRequest, { concurrency: READ_CONCURRENCY, durationMs, warmupMs });
    const reads = engines[0].cases.map((c, i) => ({ name: c.name, results: [] as LoadResult[], index: i }));
    for (const row of reads)
      for (const e of engines)
        row.results.push(await load(e.server.port, e.cases[row.index].request, { concurrency: READ_CONCURRENCY, durationMs, warmupMs }));
    const bareAfter = await load(bare.port, bareRequest, { concurrency: READ_CONCURRENCY, durationMs, warmupMs });
    const bareRps = (bareBefore.perSecond + bareAfter.perSecond) / 2;

    const hasPg = engines.length === 2;
    out(
      `\n### Reads at concurrency ${READ_CONCURRENCY}, ${seconds} s per case (after 1 s of warm-up); bare Fastify route ${fmt(bareBefore.perSecond)} req/s before the reads, ${fmt(bareAfter.perSecond)} after (mean ${fmt(bareRps)}; p50 ${bareBefore.p50.toFixed(2)} / ${bareAfter.p50.toFixed(2)} ms, p99 ${bareBefore.p99.toFixed(2)} / ${bareAfter.p99.toFixed(2)} ms)\n`,
    );
    const heads = engines.map((e) => e.label.split(' ')[0]);
    out(
      `| case | ${heads.map((h) => `${h} req/s | ${h} p50 ms | ${h} p99 ms | ${h} non-2xx`).join(' | ')} | ${hasPg ? `PostgreSQL / bare (≥ ${pct(TARGET.pgVsBare)}) | PGlite / PostgreSQL (≥ ${pct(TARGET.pgliteVsPg)})` : 'PGlite / bare'} |`,
    );
    out(`| --- | ${heads.map(() => '---: | ---: | ---: | ---:').join(' | ')} | ${hasPg ? '---: | ---:' : '---:'} |`);
    for (const row of reads) {
      const cells = row.results.map((r) => `${fmt(r.perSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.non2xx}`).join(' | ');
      const first = row.results[0].perSecond / bareRps;
      let ratios: string;
      if (hasPg) {
        const lite = row.results[1].perSecond / row.results[0].perSecond;
        ratios = `${pct(first)}${mark(first, TARGET.pgVsBare)} | ${pct(lite)}${mark(lite, TARGET.pgliteVsPg)}`;
        failed ||= !(first >= TARGET.pgVsBare) || !(lite >= TARGET.pgliteVsPg);
      } else ratios = pct(first);
      failed ||= row.results.some((r) => r.non2xx > 0);
      out(`| ${row.name} | ${cells} | ${ratios} |`);
    }
    for (const row of reads)
      row.results.forEach((r, k) => {
        if (r.non2xx > 0) out(`- ${row.name} on ${engines[k].label}: not 2xx: ${failures(r)}`);
      });

    // Writes.
    const writes: { engine: Engine; name: string; result: LoadResult; index: number }[] = [];
    for (const [index, w] of engines[0].writes.entries())
      for (const e of engines)
        writes.push({
          engine: e,
          name: w.name,
          index,
          result: await load(e.server.port, e.writes[index].request, { concurrency: WRITE_CONCURRENCY, durationMs }),
        });
    // Count the rows: PostgreSQL now, PGlite once its server has closed the data directory.
    const rows = new Map<(typeof writes)[number], number>();
    for (const w of writes)
      if (w.engine.count) rows.set(w, await w.engine.count(w.engine.writes[w.index].rows.text, w.engine.writes[w.index].rows.params));
    await pglite.stop();
    const lite = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      for (const w of writes)
        if (!w.engine.count) {
          const q = w.engine.writes[w.index].rows;
          rows.set(w, Number((await lite.pglite!.query<{ n: number }>(q.text, q.params)).rows[0].n));
        }
    } finally {
      await lite.close();
    }

    out(
      `\n### Writes at concurrency ${WRITE_CONCURRENCY}, ${seconds} s each, spread over open tickets; targets ≥ ${TARGET.pgWrites}/s on PostgreSQL, ≥ ${TARGET.pgliteWrites}/s on PGlite; rows counted in the database after the run\n`,
    );
    out('| engine | write | 2xx/s | p50 ms | p99 ms | 2xx | non-2xx | rows written | lost (2xx − rows) |');
    out('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const w of writes) {
      const target = w.engine.count ? TARGET.pgWrites : TARGET.pgliteWrites;
      const perSecond = (w.result.ok / w.result.requests) * w.result.perSecond;
      const written = rows.get(w) ?? Number.NaN;
      const lost = w.result.ok - written;
      failed ||= !(perSecond >= target) || lost !== 0 || w.result.non2xx > 0;
      out(
        `| ${w.engine.label} | ${w.name} | ${fmt(perSecond)}${mark(perSecond, target)} | ${fmt(w.result.p50, 1)} | ${fmt(w.result.p99, 1)} | ${w.result.ok} | ${w.result.non2xx} | ${written} | ${lost}${lost === 0 ? ' ok' : ' LOST'} |`,
      );
    }
    for (const w of writes) if (w.result.non2xx > 0) out(`- ${w.name} on ${w.engine.label}: not 2xx: ${failures(w.result)}`);
    out(`\nLoad scenario done in ${((Date.now() - begun) / 1000).toFixed(0)} s.`);
    return failed;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await benchPool?.end();
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
