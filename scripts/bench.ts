/**
 * `npm run bench`: latency of the task endpoints through the real app against the same SQL
 * run raw and a bare Fastify route (ARCHITECTURE.md "Performance budgets": p50 of an API
 * call at most 2x raw SQL + bare route; lists as fast at 1,000,000 rows as at 10,000).
 *
 * Runs, in order:
 *  1. PGlite in memory (the embedded default) with 10,000 tickets;
 *  2. the machine's PostgreSQL (DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432),
 *     in a throwaway database dropped at the end, with 10,000 then 1,000,000 tickets.
 *     When no PostgreSQL answers, step 2 runs on PGlite instead, and says so.
 * The tickets beyond the demo company are bulk-inserted in SQL (`seedBulkTickets`:
 * insert ... select from generate_series), spread over the three shared demo boards.
 *
 * Options: --sizes 10000,1000000 (PostgreSQL step), --rounds N (default 400), --pglite (no PostgreSQL),
 * --plans (print the plans that scan or sort the tickets table).
 * Prints p50/p99 per case, the ratio to raw SQL, the ratio to raw SQL + bare route, the number
 * of statements per call (N+1 check) and any sequential scan or large sort of `tickets` in the list plans
 * (a failure from 100,000 tickets on). Exits 1 when a p50 ratio to raw SQL + bare route is over 2 or a plan fails.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { seedBulkTickets } from '../apps/server/src/modules/tasks/index.ts';
import { readConfig } from '../apps/server/src/plugins/config.ts';
import { seedDemoCompany } from '../apps/server/src/scripts/seed.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg('--rounds') ?? 400);
const WARMUP = 30;
const PG_SIZES = (arg('--sizes') ?? '10000,1000000').split(',').map(Number);
const PGLITE_SIZE = 10_000;
/** From this many tickets on, a list plan that scans or sorts the tickets table fails the bench. */
const LARGE_TABLE = 100_000;
const onlyPglite = process.argv.includes('--pglite');
const showPlans = process.argv.includes('--plans');

interface Stats {
  p50: number;
  p99: number;
}

async function measure(fn: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] };
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => n.toFixed(2).padStart(7);
const x = (n: number) => `${n.toFixed(2)}x`.padStart(6);

// ---------------------------------------------------------------------------
// The bare route: the framework floor, the same for every engine.
// ---------------------------------------------------------------------------

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.ready();
const bareStats = await measure(() => bare.inject({ method: 'GET', url: '/bare' }));

// ---------------------------------------------------------------------------
// Statement recording: every statement an API call sends is recorded once and replayed
// raw, so the "raw SQL" side is exactly the SQL the endpoint runs, without the app around it.
// ---------------------------------------------------------------------------

interface Statement {
  text: string;
  params?: unknown[];
}

interface Recorder {
  start(): void;
  stop(): Statement[];
  /** Runs statements as recorded; a begin..commit block runs on one connection. */
  replay(statements: Statement[]): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

function pgliteRecorder(pglite: PGlite): Recorder {
  let recording: Statement[] | null = null;
  const originalQuery = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: object) => {
    recording?.push({ text, params });
    return originalQuery(text, params as never, options as never);
  }) as typeof pglite.query;
  // Statements inside a transaction go through the transaction object: record those too.
  const originalTransaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback: Parameters<typeof pglite.transaction>[0]) =>
    originalTransaction(async (tx) => {
      recording?.push({ text: 'begin' });
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: object) => {
        recording?.push({ text, params });
        return txQuery(text, params as never, options as never);
      }) as typeof tx.query;
      const result = await callback(tx);
      recording?.push({ text: 'commit' });
      return result;
    })) as typeof pglite.transaction;
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const r = recording ?? [];
      recording = null;
      return r;
    },
    async replay(statements) {
      for (let i = 0; i < statements.length; i++) {
        if (/^begin/i.test(statements[i].text)) {
          const block: Statement[] = [];
          for (i++; i < statements.length && !/^(commit|rollback)/i.test(statements[i].text); i++) block.push(statements[i]);
          await originalTransaction(async (tx) => {
            for (const st of block) await tx.query(st.text, st.params as never);
          });
        } else {
          await originalQuery(statements[i].text, statements[i].params as never);
        }
      }
    },
    query: async <T>(text: string) => (await originalQuery<T>(text)).rows,
  };
}

function postgresRecorder(pool: pg.Pool): Recorder {
  let recording: Statement[] | null = null;
  const wrapped = new WeakSet<pg.PoolClient>();
  // Every checked-out client (pool.query and drizzle's transactions both check one out)
  // records what it is asked to run; begin/commit arrive as statements of their own.
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [q, values] = args as [string | { text: string; values?: unknown[] }, unknown];
      if (recording) {
        const text = typeof q === 'string' ? q : q.text;
        recording.push({ text, params: Array.isArray(values) ? values : typeof q === 'string' ? undefined : q.values });
      }
      return original(...args);
    };
  });
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const r = recording ?? [];
      recording = null;
      return r;
    },
    async replay(statements) {
      for (let i = 0; i < statements.length; i++) {
        if (/^begin/i.test(statements[i].text)) {
          const client = await pool.connect();
          try {
            await client.query(statements[i].text);
            for (i++; i < statements.length && !/^(commit|rollback)/i.test(statements[i].text); i++)
              await client.query(statements[i].text, statements[i].params as unknown[]);
            await client.query('commit');
          } finally {
            client.release();
          }
        } else {
          await pool.query(statements[i].text, statements[i].params as unknown[]);
        }
      }
    },
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
  };
}

// ---------------------------------------------------------------------------
// One engine: build the app, seed, then for each size add tickets and measure.
// ---------------------------------------------------------------------------

type Method = 'GET' | 'PATCH';
interface Case {
  name: string;
  url: string;
  method?: Method;
  /** A fresh body for each call (writes alternate their values so that each call changes something). */
  payload?: () => object;
  /** List cases: their plans must not scan or sort the whole tickets table. */
  list?: boolean;
}

interface Row {
  name: string;
  api: Stats;
  raw: Stats;
  statements: number;
  plan: string;
}

async function runEngine(label: string, databaseUrl: string | undefined, sizes: number[]) {
  const config = {
    ...readConfig({ ...process.env, DATA_DIR: ':memory:' }),
    databaseUrl,
    redisUrl: undefined,
    logLevel: 'silent',
    jobs: false,
    webDist: undefined,
  };
  const { app, database } = await buildApp(config);
  await seedDemoCompany(database.db, { scale: 1 });
  await app.ready();
  const recorder = database.pglite ? pgliteRecorder(database.pglite) : postgresRecorder(database.pool!);
  const login = async (name: string) => {
    const r = await app.inject({ method: 'POST', url: '/api/login', payload: { login: name, password: 'demo1234' } });
    return `Bearer ${r.json().token}`;
  };
  const authorization = await login('manager');
  const pick = async (query: string) => (await recorder.query<{ id: number }>(query))[0]?.id ?? 0;
  const supplyBoard = await pick(`select id from boards where name = 'Снабжение' order by id limit 1`);
  const send = (c: Case) => app.inject({ method: c.method ?? 'GET', url: c.url, headers: { authorization }, payload: c.payload?.() });

  /** Plan problems of a list call's statements on `tickets`: a sequential scan or a sort of many rows. */
  async function planIssues(statements: Statement[]): Promise<string> {
    const issues = new Set<string>();
    for (const st of statements) {
      if (!/\bfrom tickets\b/i.test(st.text) || /^(begin|commit)/i.test(st.text)) continue;
      const explained =
        database.pglite !== undefined
          ? (await database.pglite.query<{ 'QUERY PLAN': string }>(`explain ${st.text}`, st.params as never)).rows
          : ((await database.pool!.query(`explain ${st.text}`, st.params as unknown[])).rows as { 'QUERY PLAN': string }[]);
      const plan = explained.map((r) => r['QUERY PLAN']).join('\n');
      const before = issues.size;
      if (/Seq Scan on tickets/.test(plan)) issues.add('seq scan of tickets');
      for (const m of plan.matchAll(/Sort {2}\(cost=[\d.]+\.\.[\d.]+ rows=(\d+)/g))
        if (Number(m[1]) > 5000) issues.add(`sort of ${m[1]} rows`);
      if (showPlans && issues.size > before) out(`\n${st.text}\n${JSON.stringify(st.params)}\n${plan}\n`);
    }
    return issues.size > 0 ? [...issues].join(', ') : 'indexes';
  }

  out(`\n## ${label}`);
  let failed = false;
  let total = 0;
  for (const size of sizes) {
    const t0 = performance.now();
    const existing = Number((await recorder.query<{ n: number }>('select count(*)::int as n from tickets'))[0].n);
    total = size > existing ? await seedBulkTickets(database.db, size - existing) : existing;
    const seeded = ((performance.now() - t0) / 1000).toFixed(0);
    const onBoard = Number(
      (await recorder.query<{ n: number }>(`select count(*)::int as n from tickets where board_id = ${supplyBoard}`))[0].n,
    );

    const sampleTicket = await pick(
      `select t.id from tickets t where t.board_id = ${supplyBoard} and t.parent_id is null and t.status = 2
         and exists (select 1 from tag_links l where l.module = 'tickets' and l.object_id = t.id) order by t.id desc limit 1`,
    );
    const movedTicket = await pick(`select id from tickets where board_id = ${supplyBoard} and status = 1 order by id desc limit 1`);
    // A keyset page 20 pages deep into the default order (end descending).
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: LightMyRequestResponse = await app.inject({
        url: `/api/load/tasks?board_id=${supplyBoard}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization },
      });
      cursor = r.json().data.next_cursor;
    }
    let flip = false;
    const cases: Case[] = [
      { name: 'board list, first page', url: `/api/load/tasks?board_id=${supplyBoard}&limit=50`, list: true },
      {
        name: 'board list, keyset page 21',
        url: `/api/load/tasks?board_id=${supplyBoard}&limit=50&cursor=${encodeURIComponent(cursor ?? '')}`,
        list: true,
      },
      { name: 'board list by priority', url: `/api/load/tasks?board_id=${supplyBoard}&sort=priority&order=desc&limit=50`, list: true },
      { name: 'board list, status filter', url: `/api/load/tasks?board_id=${supplyBoard}&status[]=3&limit=50`, list: true },
      { name: 'kanban (20/column)', url: `/api/load/kanban?board_id=${supplyBoard}&limit=20`, list: true },
      { name: 'ticket card', url: `/api/load/tasks/${sampleTicket}` },
      {
        name: 'status change',
        url: `/api/load/tasks/${movedTicket}`,
        method: 'PATCH',
        payload: () => {
          flip = !flip;
          return { status: flip ? 3 : 1 };
        },
      },
    ];

    const rows: Row[] = [];
    for (const c of cases) {
      const check = await send(c);
      if (check.statusCode !== 200) throw new Error(`${c.name}: HTTP ${check.statusCode} ${check.body.slice(0, 200)}`);
      recorder.start();
      await send(c);
      const statements = recorder.stop();
      const api = await measure(() => send(c));
      const raw = await measure(() => recorder.replay(statements));
      // On a small table a sequential scan is the planner's right choice; from LARGE_TABLE rows on it is a missing index.
      const issues = c.list ? await planIssues(statements) : '';
      const plan = issues && issues !== 'indexes' && total < LARGE_TABLE ? `${issues} (small table: fine)` : issues;
      rows.push({ name: c.name, api, raw, statements: statements.filter((s) => !/^(begin|commit)/i.test(s.text)).length, plan });
    }

    out(
      `\n### ${total.toLocaleString('en-US')} tickets (${onBoard.toLocaleString('en-US')} on the board; seeded in ${seeded} s), ${ROUNDS} rounds; bare route p50 ${bareStats.p50.toFixed(2)} ms, p99 ${bareStats.p99.toFixed(2)} ms\n`,
    );
    out('| case | api p50 | api p99 | raw p50 | raw p99 | api/raw p50 | api/(raw+bare) p50 | api/(raw+bare) p99 | sql | plan |');
    out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      const budget = r.api.p50 / (r.raw.p50 + bareStats.p50);
      const over = budget > 2;
      if (over || (r.plan && r.plan !== 'indexes' && !r.plan.endsWith('(small table: fine)'))) failed = true;
      out(
        `| ${r.name} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${ms(r.raw.p50)} | ${ms(r.raw.p99)} | ${x(r.api.p50 / r.raw.p50)} | ${x(budget)}${over ? ' OVER' : ''} | ${x(r.api.p99 / (r.raw.p99 + bareStats.p99))} | ${r.statements} | ${r.plan || '-'} |`,
      );
    }
  }
  await app.close();
  return failed;
}

// ---------------------------------------------------------------------------
// PostgreSQL: a throwaway database on the machine's server, when one answers.
// ---------------------------------------------------------------------------

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const usePostgres = !onlyPglite && (await reachable(adminUrl.toString()));

out(`# bench ${new Date().toISOString()} (node ${process.version})`);
let failed = await runEngine(`PGlite (embedded, in memory)`, undefined, [PGLITE_SIZE]);

if (usePostgres) {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${name}`;
  try {
    const v = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
    failed = (await runEngine(`PostgreSQL ${v} (${adminUrl.host}, throwaway database ${name})`, benchUrl.toString(), PG_SIZES)) || failed;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  out(
    `\nNOTE: no PostgreSQL answered at ${adminUrl.host}${onlyPglite ? ' (--pglite)' : ''}; the ${PG_SIZES.join(' / ')} runs use PGlite in memory instead (slower to seed, single-connection WASM engine).`,
  );
  failed = (await runEngine('PGlite (embedded, in memory), large sizes', undefined, PG_SIZES)) || failed;
}
await bare.close();
out(failed ? '\nSome case is over budget or has a plan that scans/sorts tickets.' : '\nAll cases within budget; list plans use indexes.');
process.exit(failed ? 1 : 0);
