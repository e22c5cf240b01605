import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freePort, prepareDataDir, type Server, startServer, waitFor, waitUntilHealthy } from './server-process.ts';

/**
 * Durability drill (issue 18): the real server on PGlite on disk (DATABASE_URL unset) is
 * killed with SIGKILL in the middle of acknowledged writes, during transactions, during an
 * upload and while jobs run, then restarted on the same DATA_DIR. Every write that got a 2xx
 * answer must be there, no record may be half-written, and the server must start cleanly.
 * The invariants are then read straight from the database files (the server stopped).
 */
const HANG_MS = 240_000;
/** The drill is about the embedded database on disk: the PostgreSQL pass of the suite skips it. */
const onPglite = !process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const servers: Server[] = [];
let port = 0;

/** Ids the drills need, read before the first server starts. */
const ids = { tmc: 0, manager: 0, board: 0 };

beforeAll(async () => {
  if (!onPglite) return;
  await prepareDataDir(dataDir);
  port = await freePort();
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  const one = async (text: string) => Number((await pglite.query<{ id: number }>(text)).rows[0].id);
  ids.tmc = await one(`select id from application_types where code = 'tmc'`);
  ids.manager = await one(`select id from users where login = 'manager'`);
  ids.board = await one(`select id from boards where name = 'Снабжение' order by id limit 1`);
  await pglite.close();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<Server> {
  const server = startServer(dataDir, port);
  servers.push(server);
  await waitUntilHealthy(server, port, HANG_MS);
  expect(server.output()).not.toContain('demo company created');
  return server;
}

async function kill(server: Server) {
  server.child.kill('SIGKILL');
  expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
}

/** Stops the server gracefully (it must exit 0), then reads the database files directly. */
async function stopAndQuery<T>(
  server: Server,
  read: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    return await read(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
  } finally {
    await pglite.close();
  }
}

async function login(name: string): Promise<string> {
  const res = await call(port, 'POST', '/api/login', { login: name, password: 'demo1234' });
  expect(res.status, res.text).toBe(200);
  return (res.json() as { token: string }).token;
}

/**
 * Runs `write(n)` in `writers` parallel loops until `stop()`; `write` answers what the server
 * acknowledged (undefined: refused). Answers the acknowledged writes and, from `stop()`, how
 * many were in flight.
 */
function writeLoop<T>(writers: number, write: (n: number) => Promise<T | undefined>) {
  const acked: { n: number; value: T }[] = [];
  let next = 0;
  let inFlight = 0;
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const n = next++;
      inFlight++;
      try {
        const value = await write(n);
        if (value !== undefined) acked.push({ n, value });
        else if (!stopped) throw new Error(`write ${n} was refused`);
      } catch (error) {
        if (!stopped) throw error;
      } finally {
        inFlight--;
      }
    }
  };
  const loops = Array.from({ length: writers }, loop);
  return {
    acked,
    stop() {
      stopped = true;
      return inFlight;
    },
    done: () => Promise.all(loops),
  };
}

const form = (fields: [string, string | number][]) => Buffer.from(new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString());
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const positionsOf = (n: number) => (n % 4) + 1;
const uploadContentOf = (n: number) => `durable upload ${n}\n${'x'.repeat(20_000 + n)}\n`;
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function createApplication(token: string, name: string, positions: number) {
  const fields: [string, string | number][] = [
    ['pack[type]', ids.tmc],
    ['pack[name]', name],
  ];
  for (let i = 0; i < positions; i++)
    fields.push([`snabs[${i}][info]`, `${name}/${i}`], [`snabs[${i}][quantity]`, 2], [`snabs[${i}][cost]`, '10.50']);
  return call(port, 'POST', '/api/applications', form(fields), token, FORM);
}

function upload(token: string, n: number) {
  const boundary = `----durable${n}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="durable-${n}.txt"\r\nContent-Type: text/plain\r\n\r\n${uploadContentOf(n)}\r\n--${boundary}--\r\n`,
  );
  return call(port, 'POST', '/api/disk/folders/0/files', body, token, { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

/** A large upload whose body stops half way: the server is writing its temp file when it is killed. */
async function startHalfUpload(token: string, half: number) {
  const boundary = '----durablebig';
  const big = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/disk/folders/0/files',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 2 * half + 200,
    },
  });
  big.on('error', () => undefined);
  big.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const chunk = randomBytes(1024 * 1024);
  for (let sent = 0; sent < half; sent += chunk.length) if (!big.write(chunk)) await new Promise((resolve) => big.once('drain', resolve));
  return big;
}

async function reminderTitles(token: string) {
  const titles: string[] = [];
  let cursor: number | null = null;
  do {
    const res = await call(port, 'GET', `/api/notifications?limit=200${cursor ? `&cursor=${cursor}` : ''}`, undefined, token);
    const page = res.json() as { items: { title: string }[]; next_cursor: number | null };
    titles.push(...page.items.map((i) => i.title).filter((t) => t.includes('durable-job-')));
    cursor = page.next_cursor;
  } while (cursor);
  return titles;
}

/**
 * One kill in the middle of every kind of write at once (fewer restarts keep the drill short):
 * plain acknowledged writes (link hashes), multi-row transactions (applications with
 * positions), uploads (small ones acknowledged, a large one cut half way) and jobs (reminders
 * due at once, delivered while more are added).
 */
describe.skipIf(!onPglite)('durability of PGlite on disk: SIGKILL in the middle of every kind of write', () => {
  const tokens = { admin: '', employee: '', manager: '' };
  let hashes: ReturnType<typeof writeLoop<string>>;
  let applications: ReturnType<typeof writeLoop<true>>;
  let uploads: ReturnType<typeof writeLoop<true>>;
  let reminders: ReturnType<typeof writeLoop<true>>;
  const inFlight = { hashes: 0, applications: 0 };
  let second: Server;
  const storage = () => path.join(dataDir, 'files');
  let rows: { applications: Record<string, unknown>[]; files: Record<string, unknown>[]; reminders: Record<string, unknown>[] };

  beforeAll(async () => {
    if (!onPglite) return;
    const first = await start();
    tokens.admin = await login('admin');
    tokens.employee = await login('employee');
    tokens.manager = await login('manager');
    const ticket = await call(port, 'POST', '/api/load/tasks', { name: 'Durable reminders', board_id: ids.board }, tokens.manager);
    expect(ticket.status, ticket.text).toBe(200);
    const ticketId = (ticket.json() as { ticket: { id: number } }).ticket.id;

    hashes = writeLoop(4, async (n) => {
      const res = await call(port, 'POST', '/api/webservice/hash', { link: `/durable/${n}` }, tokens.admin);
      return res.status >= 200 && res.status < 300 ? (res.json() as { hash: string }).hash : undefined;
    });
    applications = writeLoop(3, async (n) =>
      (await createApplication(tokens.employee, `Durable ${n}`, positionsOf(n))).status === 200 ? true : undefined,
    );
    uploads = writeLoop(2, async (n) => ((await upload(tokens.manager, n)).status === 201 ? true : undefined));
    reminders = writeLoop(2, async (n) => {
      const reminder = { ticket_id: ticketId, comment: `durable-job-${n}`, user_id: ids.manager, time: new Date().toISOString() };
      return (await call(port, 'POST', '/api/load/reminders', reminder, tokens.manager)).status === 200 ? true : undefined;
    });
    const half = 24 * 1024 * 1024;
    const big = await startHalfUpload(tokens.manager, half);
    const tmp = path.join(storage(), '.tmp');
    const tempSize = () => (fs.existsSync(tmp) ? fs.readdirSync(tmp).map((f) => fs.statSync(path.join(tmp, f)).size) : []);
    await waitFor('the large upload half written to its temp file', () => tempSize().some((size) => size >= half / 2), HANG_MS);
    await waitFor(
      '60 hashes, 30 applications, 10 uploads and 10 reminders acknowledged',
      () => hashes.acked.length >= 60 && applications.acked.length >= 30 && uploads.acked.length >= 10 && reminders.acked.length >= 10,
      HANG_MS,
    );
    await waitFor('reminders delivered while more are added', async () => (await reminderTitles(tokens.manager)).length >= 3, HANG_MS);

    inFlight.hashes = hashes.stop();
    inFlight.applications = applications.stop();
    uploads.stop();
    reminders.stop();
    await kill(first);
    await Promise.all([hashes.done(), applications.done(), uploads.done(), reminders.done()]);
    big.destroy();
    second = await start();
  }, 600_000);

  it('was killed with writes in flight', () => {
    expect(inFlight.hashes, 'hash writes in flight at the kill').toBeGreaterThan(0);
    expect(inFlight.applications, 'transactions in flight at the kill').toBeGreaterThan(0);
  });

  it('restarts on the same DATA_DIR with every acknowledged write and session', async () => {
    // The session created before the kill was acknowledged too.
    expect((await call(port, 'GET', '/api/?get_rights=1', undefined, tokens.admin)).status).toBe(200);
    const missing: number[] = [];
    for (const { n, value: hash } of hashes.acked) {
      const res = await call(port, 'POST', '/api/webservice/hash/validate', { hash });
      if (res.status !== 200 || (res.json() as { link: string }).link !== `/durable/${n}`) missing.push(n);
    }
    expect({ acknowledged: hashes.acked.length, missing }).toEqual({ acknowledged: hashes.acked.length, missing: [] });
    expect((await call(port, 'POST', '/api/webservice/hash', { link: '/durable/after' }, tokens.admin)).status).toBe(200);
    expect((await createApplication(tokens.employee, 'After the kill', 1)).status).toBe(200);
  });

  it('delivers every acknowledged reminder after the restart', async () => {
    const expected = reminders.acked.map(({ n }) => `durable-job-${n}`);
    const delivered = () =>
      reminderTitles(tokens.manager).then((titles) => expected.every((c) => titles.some((t) => t.endsWith(`— ${c}`))));
    await waitFor('every acknowledged reminder delivered', delivered, HANG_MS);
  });

  it('stops cleanly, and its files are read back', async () => {
    rows = await stopAndQuery(second, async (query) => ({
      applications: await query(`select a.name, count(p.id)::int as positions from applications a
             left join application_positions p on p.pack_id = a.id where a.name like 'Durable %' group by a.id, a.name`),
      files: await query('select name, size::bigint::text as size, storage_key from drive_files'),
      reminders: await query(`select r.comment, r.notified_at is not null as notified,
               (select count(*)::int from notifications n where n.user_id = r.user_id and n.title like '%— ' || r.comment) as notifications
             from ticket_reminders r where r.comment like 'durable-job-%'`),
    }));
  });

  it('killed during transactions: every acknowledged application has all its positions, none is half-written', () => {
    const found = new Map(rows.applications.map((r) => [Number(String(r.name).slice('Durable '.length)), Number(r.positions)]));
    expect(found.size, 'one application per write').toBe(rows.applications.length);
    expect(applications.acked.filter(({ n }) => !found.has(n)).map(({ n }) => n)).toEqual([]);
    expect([...found].filter(([n, count]) => count !== positionsOf(n))).toEqual([]);
  });

  it('killed during uploads: acknowledged files are stored whole, a cut upload leaves no row', () => {
    const byName = new Map(rows.files.map((r) => [String(r.name), r]));
    // Every row has its whole file.
    const broken = rows.files.filter((r) => {
      const file = path.join(storage(), String(r.storage_key));
      return !fs.existsSync(file) || fs.statSync(file).size !== Number(r.size);
    });
    expect(broken.map((r) => r.name)).toEqual([]);
    // Every acknowledged upload has its row and its exact content.
    for (const { n } of uploads.acked) {
      const row = byName.get(`durable-${n}.txt`);
      expect(row, `upload ${n}`).toBeDefined();
      expect(sha(fs.readFileSync(path.join(storage(), String(row!.storage_key))))).toBe(sha(uploadContentOf(n)));
    }
    expect(byName.has('big.bin')).toBe(false);
    // A stored file without a row can only be one whose upload was never acknowledged: the
    // drive stores the file, then inserts its row (drive-uploads.service.ts).
    const keys = new Set(rows.files.map((r) => String(r.storage_key)));
    const orphans = fs
      .readdirSync(path.join(storage(), 'disk'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(storage(), path.join(d.parentPath, d.name)))
      .filter((key) => !keys.has(key));
    const acked = new Set(uploads.acked.map(({ n }) => n));
    for (const key of orphans) {
      const n = Number(/^durable upload (\d+)\n/.exec(fs.readFileSync(path.join(storage(), key), 'utf8').slice(0, 40))?.[1]);
      expect(Number.isInteger(n) && !acked.has(n), `orphan ${key} is an unacknowledged upload`).toBe(true);
    }
  });

  it('killed while jobs run: every acknowledged reminder notified exactly once', () => {
    // Claimed exactly when notified, and never twice.
    expect(rows.reminders.filter((r) => (r.notified ? 1 : 0) !== Number(r.notifications))).toEqual([]);
    const notified = new Set(rows.reminders.filter((r) => r.notified).map((r) => String(r.comment)));
    expect(reminders.acked.map(({ n }) => `durable-job-${n}`).filter((c) => !notified.has(c))).toEqual([]);
  });
});
