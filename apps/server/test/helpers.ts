import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppContext, buildApp } from '../src/app.ts';
import { type AppConfig, readConfig } from '../src/plugins/config.ts';
import { seedIfEmpty } from '../src/scripts/seed.ts';

export interface TestApp extends AppContext {
  /** Signs in through the real endpoint and answers the bearer header of that session. */
  login(login: string, password?: string): Promise<{ authorization: string; token: string }>;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database with the demo company: PGlite in memory, or, when
 * `DATABASE_URL` is set, a new PostgreSQL database created for this test file and
 * dropped afterwards.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  configure?: (app: AppContext['app']) => void | Promise<void>,
): Promise<TestApp> {
  const base = readConfig({ ...process.env, DATA_DIR: ':memory:' });
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    // The creation time in the name lets the global setup drop only databases of dead runs.
    const name = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    // A copy of the run's migrated and seeded template (see global-setup.ts).
    const template = inject('pgTemplate');
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const templateFile = databaseUrl ? undefined : inject('pgliteTemplate');
  const config: AppConfig = {
    ...base,
    pgliteTemplate: templateFile ? await loadTemplate(templateFile) : undefined,
    databaseUrl,
    redisUrl: undefined,
    logLevel: 'silent',
    jobs: false,
    webDist: undefined,
    ...overrides,
  };
  const context = await buildApp(config);
  await seedIfEmpty(context.database.db);
  await configure?.(context.app);
  await context.app.ready();
  return {
    ...context,
    async login(login, password = 'demo1234') {
      const response = await context.app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
      if (response.statusCode !== 200) throw new Error(`login ${login} failed: ${response.statusCode} ${response.body}`);
      const token = response.json().token as string;
      return { authorization: `Bearer ${token}`, token };
    },
    async close() {
      await context.app.close();
      await dropDatabase?.();
    },
  };
}

let cachedTemplate: { file: string; blob: Blob } | undefined;

/** The PGlite dump made by the global setup, read once per test worker. */
async function loadTemplate(file: string): Promise<Blob> {
  if (cachedTemplate?.file !== file) cachedTemplate = { file, blob: new Blob([fs.readFileSync(file)]) };
  return cachedTemplate.blob;
}
