import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/plugins/db.ts';
import { seedIfEmpty } from '../src/scripts/seed.ts';

/** Test databases older than this belong to runs that were killed before they could drop them. */
const STALE_AFTER_SECONDS = 2 * 60 * 60;

/**
 * Migrates and seeds the demo company once per run; every test file then starts from a
 * copy (a PGlite dump, or a PostgreSQL `create database … template …`), which is much
 * faster than migrating and seeding in each file.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return setupPostgres(project, process.env.DATABASE_URL);
  const database = await openDatabase({ dataDir: ':memory:' });
  await seedIfEmpty(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, baseUrl: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  // Drop what killed runs left behind (test files drop their own copies).
  const stale = await admin.query("select datname from pg_database where datname like 'test\\_%'");
  const now = Math.floor(Date.now() / 1000);
  for (const { datname } of stale.rows as { datname: string }[]) {
    const created = Number(/^test_(?:tmpl_)?(\d+)_/.exec(datname)?.[1] ?? 0);
    if (now - created > STALE_AFTER_SECONDS) await admin.query(`drop database if exists ${datname} with (force)`);
  }
  const template = `test_tmpl_${now}_${process.pid}`;
  await admin.query(`create database ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  await seedIfEmpty(database.db);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    pgTemplate?: string;
  }
}
