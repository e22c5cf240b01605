/**
 * `npm run bench`: latency of list and card endpoints through the real app against the same SQL
 * run raw and a bare Fastify route (ARCHITECTURE.md "Performance budgets": p50 of an API call at
 * most 2x raw SQL + bare route; lists as fast at 1,000,000 rows as at 10,000).
 *
 * Suites (`scripts/bench/`): tasks (tickets on the shared boards), applications (issue 7:
 * "fast with 100k applications") and registry (issue 11 "Speed and proof": the registry engine
 * over partners, each case against a hand-written floor; page 200 within 1.2x of page 1) and invoices
 * (issue 13: the section's lists, menu and card over 100,000 invoices with payments) and contracts
 * (issue 14: the list, the lawyers' registry, the card and its parts over 100,000 contracts) and documents
 * (issue 15: the list with a text search in subjects and files' text, a category and a reader filter over
 * 100,000 documents, each against a hand-written floor) and warehouse (issue 16: a storage's stock list, the stock on a
 * date and the movement report at 1,000,000 movements, each against a hand-written floor). Each
 * runs, in order:
 *  1. PGlite in memory (the embedded default): 10,000 tickets, 100,000 applications, 100,000 partners, 100,000 invoices;
 *  2. the machine's PostgreSQL (DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432),
 *     in a throwaway database dropped at the end: 10,000 then 1,000,000 tickets; 100,000 then
 *     1,000,000 applications; 100,000 partners and invoices (`--sizes 1000000` for more). When no PostgreSQL
 *     answers, step 2 runs on PGlite instead, and says so.
 * The rows beyond the demo company are bulk-inserted in SQL (insert ... select from generate_series).
 *
 * `--load` runs instead the HTTP load scenario (scripts/bench/load.ts, issue 18): a started server on
 * PGlite and on PostgreSQL side by side with a bare Fastify route, reads at concurrency 10 and writes
 * at concurrency 50, over real HTTP on loopback; `--load-seconds N` per case (default 6),
 * `--load-scale N` (SEED_SCALE of the demo company, default 1). It takes about 3 minutes, so it is
 * not part of the default run.
 *
 * Options: --suite tasks|applications|registry|invoices|contracts|documents|contacts|tech-acts|warehouse|budgeting (comma-separated; default all), --sizes 10000,1000000 (PostgreSQL step),
 * --pglite-sizes N,.. (PGlite step), --rounds N (default 400), --pglite (no PostgreSQL), --postgres-only (no PGlite step),
 * --plans (print the plans that scan or sort a large table).
 * Prints p50/p99 per case, the ratio to raw SQL, the ratio to raw SQL + bare route, the number
 * of statements per call (N+1 check) and any sequential scan or large sort of the suite's tables in
 * the list plans (a failure from 100,000 rows on). Exits 1 when a p50 ratio to raw SQL + bare
 * route is over 2 or a plan fails.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/plugins/config.ts';
import { seedDemoCompany } from '../apps/server/src/scripts/seed.ts';
import { applicationsSuite } from './bench/applications.ts';
import { budgetingSuite } from './bench/budgeting.ts';
import { contactsSuite } from './bench/contacts.ts';
import { contractsSuite } from './bench/contracts.ts';
import { documentsSuite } from './bench/documents.ts';
import { type Env, makeMeasure, out, pgliteRecorder, postgresRecorder, runCases, type Suite } from './bench/harness.ts';
import { invoicesSuite } from './bench/invoices.ts';
import { runLoad } from './bench/load.ts';
import { registrySuite } from './bench/registry.ts';
import { tasksSuite } from './bench/tasks.ts';
import { techActsSuite } from './bench/tech-acts.ts';
import { warehouseSuite } from './bench/warehouse.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizesArg = (name: string) => arg(name)?.split(',').map(Number);
const ROUNDS = Number(arg('--rounds') ?? 400);
const measure = makeMeasure(ROUNDS);
const onlyPglite = process.argv.includes('--pglite');
const showPlans = process.argv.includes('--plans');
const skipPglite = process.argv.includes('--postgres-only');

interface Plan {
  suite: Suite;
  pglite: number[];
  postgres: number[];
}
const PLANS: Record<string, Plan> = {
  tasks: { suite: tasksSuite, pglite: [10_000], postgres: [10_000, 1_000_000] },
  applications: { suite: applicationsSuite, pglite: [100_000], postgres: [100_000, 1_000_000] },
  registry: { suite: registrySuite, pglite: [100_000], postgres: [100_000] },
  invoices: { suite: invoicesSuite, pglite: [100_000], postgres: [100_000] },
  contracts: { suite: contractsSuite, pglite: [100_000], postgres: [100_000] },
  documents: { suite: documentsSuite, pglite: [100_000], postgres: [100_000] },
  contacts: { suite: contactsSuite, pglite: [100_000], postgres: [100_000] },
  'tech-acts': { suite: techActsSuite, pglite: [100_000], postgres: [100_000] },
  warehouse: { suite: warehouseSuite, pglite: [1_000_000], postgres: [1_000_000] },
  budgeting: { suite: budgetingSuite, pglite: [100_000], postgres: [100_000] },
};
const chosen = (arg('--suite') ?? Object.keys(PLANS).join(',')).split(',').map((name) => {
  const plan = PLANS[name.trim()];
  if (!plan) throw new Error(`unknown suite ${name}; known: ${Object.keys(PLANS).join(', ')}`);
  return {
    ...plan,
    pglite: sizesArg('--pglite-sizes') ?? plan.pglite,
    postgres: sizesArg('--sizes') ?? plan.postgres,
  };
});

if (process.argv.includes('--load')) {
  const admin = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  admin.pathname = '/postgres';
  const answers = !onlyPglite && (await reachable(admin.toString()));
  out(`# bench --load ${new Date().toISOString()} (node ${process.version})`);
  if (!answers) out(`\nNOTE: no PostgreSQL answered at ${admin.host}${onlyPglite ? ' (--pglite)' : ''}: PGlite only.`);
  const failed = await runLoad({
    adminUrl: answers ? admin.toString() : undefined,
    seconds: Number(arg('--load-seconds') ?? 6),
    seedScale: Number(arg('--load-scale') ?? 1),
  });
  out(failed ? '\nSome load figure is under its target (or an answer was not 2xx, or a write was lost).' : '\nAll load targets met.');
  process.exit(failed ? 1 : 0);
}

// The bare route: the framework floor, the same for every engine.
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.ready();
const bareStats = await measure(() => bare.inject({ method: 'GET', url: '/bare' }));

/** One engine: build the app, seed the demo company, then each suite at each of its sizes. */
async function runEngine(label: string, databaseUrl: string | undefined, sizesOf: (plan: Plan) => number[]) {
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
  const tokens = new Map<string, string>();
  const authorization = async (login: string) => {
    if (!tokens.has(login)) {
      const r = await app.inject({ method: 'POST', url: '/api/login', payload: { login, password: 'demo1234' } });
      tokens.set(login, `Bearer ${r.json().token}`);
    }
    return tokens.get(login)!;
  };
  const env: Env = {
    app,
    db: database.db,
    recorder,
    authorization,
    send: async (c) =>
      app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        headers: { authorization: await authorization(c.login ?? 'manager') },
        payload: c.payload?.(),
      }),
    pick: async (query) => (await recorder.query<{ id: number }>(query))[0]?.id ?? 0,
  };

  out(`\n## ${label}`);
  let failed = false;
  for (const plan of chosen) {
    out(`\n### Suite: ${plan.suite.name}`);
    for (const size of sizesOf(plan))
      failed = (await runCases(env, plan.suite, size, { measure, bare: bareStats, rounds: ROUNDS, showPlans })) || failed;
  }
  await app.close();
  return failed;
}

// PostgreSQL: a throwaway database on the machine's server, when one answers.
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
let failed = skipPglite ? false : await runEngine('PGlite (embedded, in memory)', undefined, (plan) => plan.pglite);

if (usePostgres) {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${name}`;
  try {
    const v = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
    failed =
      (await runEngine(`PostgreSQL ${v} (${adminUrl.host}, throwaway database ${name})`, benchUrl.toString(), (plan) => plan.postgres)) ||
      failed;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  out(
    `\nNOTE: no PostgreSQL answered at ${adminUrl.host}${onlyPglite ? ' (--pglite)' : ''}; the large runs use PGlite in memory instead (slower to seed, single-connection WASM engine).`,
  );
  failed = (await runEngine('PGlite (embedded, in memory), large sizes', undefined, (plan) => plan.postgres)) || failed;
}
await bare.close();
out(
  failed
    ? '\nSome case is over budget or has a plan that scans/sorts a large table.'
    : '\nAll cases within budget; list plans use indexes.',
);
process.exit(failed ? 1 : 0);
