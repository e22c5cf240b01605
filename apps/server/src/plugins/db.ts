import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

/** The one database type every repository works with, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when it is the one in use (pg-boss needs it). */
  pglite?: PGlite;
  /** The pool and its address, when PostgreSQL is in use. */
  pool?: pg.Pool;
  url?: string;
  /** Runs one raw query; used by health checks and tests. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir/db`
 * (`:memory:` keeps it in memory, for tests), then applies the committed migrations.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped
    // database) emits 'error' on the pool; unhandled, that would crash the process.
    // The pool replaces the client; queries in flight still fail and are answered as such.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
    });
    const db = drizzlePg(pool) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let unlock = () => {};
  if (options.dataDir !== ':memory:') {
    // One process at a time (data-dir-lock.ts): a second one would corrupt the files.
    unlock = lockDataDir(options.dataDir);
    dir = path.join(options.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  // `loadDataDir` starts a new database from a dump (tests clone one migrated and seeded
  // template); an existing data directory is opened as it is.
  const isNew = !dir || !fs.existsSync(path.join(dir, 'PG_VERSION'));
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: isNew ? options.loadDataDir : undefined });
    await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      await pglite.close();
      unlock();
    },
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
