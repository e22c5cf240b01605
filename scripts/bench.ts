/**
 * `npm run bench`: p50 latency of API endpoints through the real app (PGlite in memory,
 * demo company at `--scale`, default 20) against the raw SQL they run plus a bare Fastify
 * route. ARCHITECTURE.md's budget: each ratio at most 2.
 */
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/plugins/config.ts';
import { seedDemoCompany } from '../apps/server/src/scripts/seed.ts';

const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 20;
const ROUNDS = 300;

async function p50(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const config = {
  ...readConfig({ ...process.env, DATA_DIR: ':memory:' }),
  databaseUrl: undefined,
  redisUrl: undefined,
  logLevel: 'silent',
  jobs: false,
  webDist: undefined,
};
const { app, database } = await buildApp(config);
await seedDemoCompany(database.db, { scale });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { login: 'manager', password: 'demo1234' } });
const authorization = `Bearer ${login.json().token}`;

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.ready();
const bareP50 = await p50(() => bare.inject({ method: 'GET', url: '/bare' }));

// Every statement an API call sends is recorded once and replayed raw: the "raw SQL" side
// is exactly the SQL the endpoint runs, without the framework around it.
const pglite = database.pglite!;
const originalQuery = pglite.query.bind(pglite);
let recording: { text: string; params?: unknown[]; inTx?: boolean }[] | null = null;
pglite.query = ((text: string, params?: unknown[], options?: object) => {
  recording?.push({ text, params });
  return originalQuery(text, params as never, options as never);
}) as typeof pglite.query;
// Statements inside a transaction go through the transaction object: record those too.
const originalTransaction = pglite.transaction.bind(pglite);
pglite.transaction = ((callback: Parameters<typeof pglite.transaction>[0]) =>
  originalTransaction(async (tx) => {
    const txQuery = tx.query.bind(tx);
    tx.query = ((text: string, params?: unknown[], options?: object) => {
      recording?.push({ text, params, inTx: true });
      return txQuery(text, params as never, options as never);
    }) as typeof tx.query;
    return callback(tx);
  })) as typeof pglite.transaction;

type Method = 'GET' | 'PATCH' | 'POST';
interface Case {
  name: string;
  url: string;
  authorization: string;
  method?: Method;
  /** A fresh body for each call (writes alternate their values so that each call changes something). */
  payload?: () => object;
}

const send = (c: Case) =>
  app.inject({ method: c.method ?? 'GET', url: c.url, headers: { authorization: c.authorization }, payload: c.payload?.() });

async function recordStatements(c: Case) {
  recording = [];
  await send(c);
  const statements = recording;
  recording = null;
  return statements;
}

/** Replays recorded statements raw; a write's transactional statements run in one transaction, as the API runs them. */
async function replay(statements: { text: string; params?: unknown[]; inTx?: boolean }[]) {
  const outside = statements.filter((st) => !st.inTx);
  const inside = statements.filter((st) => st.inTx);
  for (const st of outside) await originalQuery(st.text, st.params as never);
  if (inside.length > 0) {
    await originalTransaction(async (tx) => {
      for (const st of inside) await tx.query(st.text, st.params as never);
    });
  }
}

const admin = await app.inject({ method: 'POST', url: '/api/login', payload: { login: 'admin', password: 'demo1234' } });
const adminAuth = `Bearer ${admin.json().token}`;
const employee = await app.inject({ method: 'POST', url: '/api/login', payload: { login: 'employee', password: 'demo1234' } });
const employeeAuth = `Bearer ${employee.json().token}`;
const pick = async (query: string) => ((await database.pglite!.query<{ id: number }>(query)).rows[0]?.id ?? 0) as number;
const supplyBoard = await pick(`select id from boards where name = 'Снабжение' order by id limit 1`);
const sampleTicket = await pick(`select id from tickets where board_id = ${supplyBoard} and parent_id is null order by id limit 1`);
const movedTicket = await pick(`select id from tickets where board_id = ${supplyBoard} and status = 1 order by id desc limit 1`);
const samplePack = await pick(`select id from applications where status = 'active' order by id desc limit 1`);
let flip = false;
const cases: Case[] = [
  { name: 'rights reply', url: '/api/?get_rights=1', authorization },
  { name: 'users list (50)', url: '/api/users?limit=50', authorization: adminAuth },
  { name: 'users search', url: '/api/users?limit=50&search=%D0%B8%D0%B2', authorization: adminAuth },
  { name: 'notifications list', url: '/api/notifications?limit=50', authorization },
  { name: 'boards list', url: '/api/load/boards', authorization: employeeAuth },
  { name: 'tickets board list (50)', url: `/api/load/tasks?board_id=${supplyBoard}&limit=50`, authorization },
  { name: 'tickets by priority', url: `/api/load/tasks?board_id=${supplyBoard}&sort=priority&order=desc&limit=50`, authorization },
  { name: 'tickets search', url: `/api/load/tasks?search=%D0%B7%D0%B0%D0%BA%D1%83%D0%BF&limit=50`, authorization },
  { name: 'tickets mine (employee)', url: '/api/load/tasks?limit=50', authorization: employeeAuth },
  { name: 'ticket card', url: `/api/load/tasks/${sampleTicket}`, authorization },
  { name: 'kanban (20/column)', url: `/api/load/kanban?board_id=${supplyBoard}&limit=20`, authorization },
  {
    name: 'ticket status change',
    url: `/api/load/tasks/${movedTicket}`,
    method: 'PATCH',
    authorization,
    payload: () => {
      flip = !flip;
      return { status: flip ? 3 : 1 };
    },
  },
  { name: 'applications list (50)', url: '/api/applications?limit=50', authorization },
  { name: 'applications filtered', url: '/api/applications?limit=50&status=active&urgent=1', authorization },
  { name: 'applications search', url: '/api/applications?limit=50&search=%D0%B1%D0%BE%D0%BB%D1%82', authorization },
  { name: 'applications (employee)', url: '/api/applications?limit=50', authorization: employeeAuth },
  { name: 'application card', url: `/api/applications/${samplePack}`, authorization },
];

process.stdout.write(`bench: scale ${scale}, ${ROUNDS} rounds, bare route p50 ${bareP50.toFixed(3)} ms\n`);
let failed = false;
for (const c of cases) {
  const statements = await recordStatements(c);
  const api = await p50(() => send(c));
  const raw = await p50(() => replay(statements));
  const ratio = api / (raw + bareP50);
  if (ratio > 2) failed = true;
  process.stdout.write(
    `${c.name.padEnd(24)} api ${api.toFixed(3)} ms  raw sql ${raw.toFixed(3)} ms  ratio ${ratio.toFixed(2)}${ratio > 2 ? '  OVER BUDGET' : ''}\n`,
  );
}
await app.close();
await bare.close();
process.exit(failed ? 1 : 0);
