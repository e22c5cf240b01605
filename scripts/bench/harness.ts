/**
 * The bench's measuring kit: timing, the statement recorder of each engine (every statement an
 * API call sends is recorded once and replayed raw), the plan check of list statements, and the
 * report table. Used by `scripts/bench.ts` and its suites.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/plugins/db.ts';

export interface Stats {
  p50: number;
  p99: number;
}

export const out = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => n.toFixed(2).padStart(7);
const x = (n: number) => `${n.toFixed(2)}x`.padStart(6);

export function makeMeasure(rounds: number, warmup = 30) {
  return async function measure(fn: () => Promise<unknown>): Promise<Stats> {
    for (let i = 0; i < warmup; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await fn();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] };
  };
}

export type Measure = ReturnType<typeof makeMeasure>;

/**
 * Like `makeMeasure`, for several calls at once: each round runs each call once, in turn, so
 * that the load of a shared, noisy machine falls on all of them alike (their ratios are then
 * fair even when the absolute figures drift).
 */
export async function measureInterleaved(rounds: number, fns: (() => Promise<unknown>)[], warmup = 30): Promise<Stats[]> {
  const times: number[][] = fns.map(() => []);
  for (let round = -warmup; round < rounds; round++)
    for (const [k, fn] of fns.entries()) {
      const start = performance.now();
      await fn();
      if (round >= 0) times[k].push(performance.now() - start);
    }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: list[Math.floor(list.length / 2)], p99: list[Math.min(list.length - 1, Math.ceil(list.length * 0.99) - 1)] };
  });
}

// ---------------------------------------------------------------------------
// Statement recording: the "raw SQL" side is exactly the SQL the endpoint runs, without the app.
// ---------------------------------------------------------------------------

export interface Statement {
  text: string;
  params?: unknown[];
}

export interface Recorder {
  start(): void;
  stop(): Statement[];
  /** Runs statements as recorded; a begin..commit block runs on one connection. */
  replay(statements: Statement[]): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  explain(statement: Statement): Promise<string>;
}

/** What is run between `start` and `stop`. */
function recordingSession() {
  let recording: Statement[] | null = null;
  return {
    record: (statement: Statement) => {
      recording?.push(statement);
    },
    start: () => {
      recording = [];
    },
    stop: () => {
      const r = recording ?? [];
      recording = null;
      return r;
    },
  };
}

/** Replays recorded statements: a begin..commit (or rollback) block through \`block\`, the others through \`one\`. */
async function replayBlocks(
  statements: Statement[],
  run: { one: (statement: Statement) => Promise<unknown>; block: (begin: Statement, block: Statement[]) => Promise<unknown> },
) {
  for (let i = 0; i < statements.length; i++) {
    if (/^begin/i.test(statements[i].text)) {
      const begin = statements[i];
      const block: Statement[] = [];
      for (i++; i < statements.length && !/^(commit|rollback)/i.test(statements[i].text); i++) block.push(statements[i]);
      await run.block(begin, block);
    } else {
      await run.one(statements[i]);
    }
  }
}

export function pgliteRecorder(pglite: PGlite): Recorder {
  const session = recordingSession();
  const originalQuery = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: object) => {
    session.record({ text, params });
    return originalQuery(text, params as never, options as never);
  }) as typeof pglite.query;
  // Statements inside a transaction go through the transaction object: record those too.
  const originalTransaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback: Parameters<typeof pglite.transaction>[0]) =>
    originalTransaction(async (tx) => {
      session.record({ text: 'begin' });
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: object) => {
        session.record({ text, params });
        return txQuery(text, params as never, options as never);
      }) as typeof tx.query;
      const result = await callback(tx);
      session.record({ text: 'commit' });
      return result;
    })) as typeof pglite.transaction;
  return {
    start: session.start,
    stop: session.stop,
    replay: (statements) =>
      replayBlocks(statements, {
        one: (st) => originalQuery(st.text, st.params as never),
        block: (_begin, block) =>
          originalTransaction(async (tx) => {
            for (const st of block) await tx.query(st.text, st.params as never);
          }),
      }),
    query: async <T>(text: string, params?: unknown[]) => (await originalQuery<T>(text, params as never)).rows,
    explain: async (st) =>
      (await originalQuery<{ 'QUERY PLAN': string }>(`explain ${st.text}`, st.params as never)).rows.map((r) => r['QUERY PLAN']).join('\n'),
  };
}

export function postgresRecorder(pool: pg.Pool): Recorder {
  const session = recordingSession();
  const wrapped = new WeakSet<pg.PoolClient>();
  // Every checked-out client (pool.query and drizzle's transactions both check one out)
  // records what it is asked to run; begin/commit arrive as statements of their own.
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [q, values] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof q === 'string' ? q : q.text;
      session.record({ text, params: Array.isArray(values) ? values : typeof q === 'string' ? undefined : q.values });
      return original(...args);
    };
  });
  return {
    start: session.start,
    stop: session.stop,
    replay: (statements) =>
      replayBlocks(statements, {
        one: (st) => pool.query(st.text, st.params as unknown[]),
        block: async (begin, block) => {
          const client = await pool.connect();
          try {
            await client.query(begin.text);
            for (const st of block) await client.query(st.text, st.params as unknown[]);
            await client.query('commit');
          } finally {
            client.release();
          }
        },
      }),
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    explain: async (st) =>
      ((await pool.query(`explain ${st.text}`, st.params as unknown[])).rows as { 'QUERY PLAN': string }[])
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
  };
}

// ---------------------------------------------------------------------------
// Suites and cases.
// ---------------------------------------------------------------------------

type Method = 'GET' | 'PATCH' | 'POST';

export interface Case {
  name: string;
  url: string;
  method?: Method;
  /** The demo account calling (default manager). */
  login?: string;
  /** A fresh body for each call (writes alternate their values so that each call changes something). */
  payload?: () => object;
  /** List cases: their plans must not scan or sort the suite's large tables. */
  list?: boolean;
  /**
   * The honest floor (ARCHITECTURE.md "Performance budgets"): one hand-written, indexed SQL
   * statement answering the same rows. When given, it is the "raw" side instead of the
   * endpoint's own statements replayed (those are then shown apart, as "replay"), and its
   * plan is checked too.
   */
  floor?: Statement;
}

interface FloorRow {
  id: number;
  total?: number;
  tags: unknown[] | null;
}

/**
 * A registry list's or card's floor answers what the API answers: the same ids in the same order,
 * as many tags each, and the same capped total (`1000+`).
 */
export async function checkRegistryFloor(env: Env, c: Case, response: LightMyRequestResponse) {
  const floor = c.floor!;
  const rows = await env.recorder.query<FloorRow>(floor.text, floor.params);
  const body = response.json() as { items?: { id: number; tags: unknown[] }[]; total?: number | string; id?: number; tags?: unknown[] };
  const items = body.items ?? [{ id: body.id!, tags: body.tags ?? [] }];
  const page = body.items ? rows.slice(0, 50) : rows;
  const same =
    page.length === items.length &&
    page.every((r, k) => r.id === items[k].id && (r.tags?.length ?? 0) === items[k].tags.length) &&
    (body.total === undefined || String(body.total) === (Number(rows[0]?.total ?? 0) > 1000 ? '1000+' : String(rows[0]?.total ?? 0)));
  if (!same)
    throw new Error(
      `${c.name}: the floor does not answer the API's rows (api ${items.length} rows, total ${body.total}; floor ${page.length} rows, total ${rows[0]?.total})`,
    );
}

/** What a suite works with inside one engine run. */
export interface Env {
  app: FastifyInstance;
  db: Db;
  recorder: Recorder;
  /** A bearer header of a demo account (signed in once). */
  authorization(login: string): Promise<string>;
  send(c: Case): Promise<LightMyRequestResponse>;
  /** The first `id` of a query, 0 when none. */
  pick(query: string): Promise<number>;
}

export interface Suite {
  name: string;
  /** Tables whose sequential scan or large sort in a list plan fails the bench from `largeTable` rows on. */
  tables: string[];
  largeTable: number;
  /** Grows the suite's main table to `size` rows; answers the total and the heading's detail. */
  grow(env: Env, size: number): Promise<{ total: number; detail: string }>;
  cases(env: Env): Promise<Case[]>;
  /** Checks across cases after the table (e.g. a deep page against the first): lines to print, and whether one fails. */
  report?(env: Env, rows: Row[], tools: { measure: Measure }): Promise<{ lines: string[]; failed: boolean }>;
}

export interface Row {
  name: string;
  case: Case;
  api: Stats;
  raw: Stats;
  /** The endpoint's own statements replayed, when `raw` is a hand-written floor. */
  replay?: Stats;
  statements: number;
  /** The statements' texts (begin/commit left out). */
  texts: string[];
  plan: string;
}

/**
 * A sequential scan stopped early by its Limit may read this many rows at most (the planner's
 * estimate: the Limit's share of the scan's cost × the table's rows): a size that does not grow
 * with the table, so such a list stays as fast at 1,000,000 rows as at 10,000.
 */
const LIMITED_SCAN_ROWS = 50_000;

const costOf = (line: string) => Number(/cost=[\d.]+\.\.([\d.]+)/.exec(line)?.[1] ?? Number.NaN);
const depthOf = (line: string) => line.search(/\S/);

/**
 * Sequential scans of `table` in a plan: a failure, unless the node right above is a Limit that the
 * planner expects to stop within LIMITED_SCAN_ROWS rows (a capped count or page over a filter many
 * rows pass: reading on until enough rows match is the cheapest plan there).
 */
function seqScans(plan: string, table: string, tableRows: number): { limited: boolean; rows: number }[] {
  const lines = plan.split('\n');
  const found: { limited: boolean; rows: number }[] = [];
  lines.forEach((line, i) => {
    if (!new RegExp(`Seq Scan on ${table}\\b`).test(line)) return;
    const depth = depthOf(line);
    let parent = i - 1;
    while (parent >= 0 && depthOf(lines[parent]) >= depth) parent--;
    const above = (lines[parent] ?? '').trim().replace(/^->\s*/, '');
    const rows = Math.round((above.startsWith('Limit') ? Math.min(1, costOf(lines[parent]) / costOf(line)) : 1) * tableRows);
    found.push({ limited: above.startsWith('Limit') && rows <= LIMITED_SCAN_ROWS, rows });
  });
  return found;
}

/** The planner's row count of a table (statistics, not a count). */
async function tableRows(recorder: Recorder, table: string): Promise<number> {
  const [row] = await recorder.query<{ n: number }>(`select greatest(reltuples, 0)::bigint as n from pg_class where relname = '${table}'`);
  return Number(row?.n ?? 0);
}

/** Plan problems of a list call's statements on the suite's tables: a sequential scan or a sort of many rows. */
async function planIssues(recorder: Recorder, suite: Suite, statements: Statement[], showPlans: boolean): Promise<string> {
  const issues = new Set<string>();
  const notes = new Set<string>();
  // Drizzle quotes table names (`from "partners"`), hand-written SQL does not.
  const mentions = new RegExp(`\\bfrom "?(${suite.tables.join('|')})\\b`, 'i');
  for (const st of statements) {
    if (!mentions.test(st.text) || /^(begin|commit)/i.test(st.text)) continue;
    const plan = await recorder.explain(st);
    const before = issues.size;
    for (const table of suite.tables)
      for (const scan of seqScans(plan, table, await tableRows(recorder, table))) {
        const about = `~${scan.rows.toLocaleString('en-US')} rows`;
        if (scan.limited) notes.add(`limited seq scan of ${table} (${about})`);
        else issues.add(`seq scan of ${table}${scan.rows < (await tableRows(recorder, table)) ? ` (limited, ${about})` : ''}`);
      }
    for (const m of plan.matchAll(/Sort {2}\(cost=[\d.]+\.\.[\d.]+ rows=(\d+)/g))
      if (Number(m[1]) > 5000) issues.add(`sort of ${m[1]} rows`);
    if (showPlans && issues.size > before) out(`\n${st.text}\n${JSON.stringify(st.params)}\n${plan}\n`);
  }
  if (issues.size > 0) return [...issues].join(', ');
  return notes.size > 0 ? `indexes; ${[...notes].join(', ')}` : 'indexes';
}

/**
 * Measures every case of a suite at one size and prints its table. Answers whether a case is
 * over budget (api p50 > 2 × (raw + bare)) or a list plan fails.
 */
export async function runCases(
  env: Env,
  suite: Suite,
  size: number,
  options: { measure: Measure; bare: Stats; rounds: number; showPlans: boolean },
): Promise<boolean> {
  const { measure, bare } = options;
  const t0 = performance.now();
  const { total, detail } = await suite.grow(env, size);
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  const rows: Row[] = [];
  for (const c of await suite.cases(env)) {
    const check = await env.send(c);
    if (check.statusCode !== 200) throw new Error(`${c.name}: HTTP ${check.statusCode} ${check.body.slice(0, 200)}`);
    env.recorder.start();
    await env.send(c);
    const statements = env.recorder.stop();
    const floor = c.floor;
    // With a floor: api, replay and floor interleaved round by round (a fair ratio on a loaded machine).
    const [api, replay, raw] = floor
      ? await measureInterleaved(options.rounds, [
          () => env.send(c),
          () => env.recorder.replay(statements),
          () => env.recorder.replay([floor]),
        ])
      : // Without one, the endpoint's own statements replayed are the raw side.
        [await measure(() => env.send(c)), undefined, await measure(() => env.recorder.replay(statements))];
    // On a small table a sequential scan is the planner's right choice; from largeTable rows on it is a missing index.
    const issues = c.list ? await planIssues(env.recorder, suite, floor ? [...statements, floor] : statements, options.showPlans) : '';
    const plan = issues && !issues.startsWith('indexes') && total < suite.largeTable ? `${issues} (small table: fine)` : issues;
    rows.push({
      name: c.name,
      case: c,
      api,
      raw,
      replay: floor ? replay : undefined,
      statements: statements.filter((s) => !/^(begin|commit)/i.test(s.text)).length,
      texts: statements.filter((s) => !/^(begin|commit)/i.test(s.text)).map((s) => s.text),
      plan,
    });
  }
  out(
    `\n### ${total.toLocaleString('en-US')} ${suite.name} (${detail}seeded in ${seeded} s), ${options.rounds} rounds; bare route p50 ${bare.p50.toFixed(2)} ms, p99 ${bare.p99.toFixed(2)} ms\n`,
  );
  const floors = rows.some((r) => r.replay);
  if (floors)
    out(
      "raw = the honest floor: one hand-written indexed SQL statement answering the same rows (and capped total, tags), through the driver; replay = the endpoint's own statements run raw; api, replay and raw measured interleaved, round by round.\n",
    );
  out(
    `| case | api p50 | api p99 | raw p50 | raw p99 | api/raw p50 | api/(raw+bare) p50 | api/(raw+bare) p99 |${floors ? ' replay p50 |' : ''} sql | plan |`,
  );
  out(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${floors ? ' ---: |' : ''} ---: | --- |`);
  let failed = false;
  for (const r of rows) {
    const budget = r.api.p50 / (r.raw.p50 + bare.p50);
    const over = budget > 2;
    if (over || (r.plan && !r.plan.startsWith('indexes') && !r.plan.endsWith('(small table: fine)'))) failed = true;
    out(
      `| ${r.name} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${ms(r.raw.p50)} | ${ms(r.raw.p99)} | ${x(r.api.p50 / r.raw.p50)} | ${x(budget)}${over ? ' OVER' : ''} | ${x(r.api.p99 / (r.raw.p99 + bare.p99))} |${floors ? ` ${r.replay ? ms(r.replay.p50) : '-'} |` : ''} ${r.statements} | ${r.plan || '-'} |`,
    );
  }
  if (suite.report) {
    const report = await suite.report(env, rows, { measure });
    for (const line of report.lines) out(line);
    failed = report.failed || failed;
  }
  return failed;
}
