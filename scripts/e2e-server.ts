/**
 * The server the end-to-end journeys run against: a fresh demo company each run, on
 * PGlite in .tmp/e2e-data, or on a new PostgreSQL database when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3199';
// A run on another port gets its own data: two runs in one checkout must not share a database.
const dataDir = path.join(root, port === '3199' ? '.tmp/e2e-data' : `.tmp/e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
process.env.LOG_LEVEL = 'warn';
// Journeys sign in many times from one address; the limit itself has API tests.
process.env.LOGIN_ATTEMPTS = '1000';

if (process.env.DATABASE_URL) {
  const name = `e2e_${port}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // Databases of earlier runs on this port (a killed run cannot drop its own) go first; a
  // run on another port, perhaps going on right now, keeps its own.
  const stale = await admin.query(
    // (and those named before databases carried their port)
    "select datname from pg_database where datname like $1 or datname ~ '^e2e_[0-9a-f]{8}$'",
    [`e2e\\_${port}\\_%`],
  );
  for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
