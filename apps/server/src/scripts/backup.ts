import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from '../plugins/data-dir-lock.ts';
import {
  copyFiles,
  countRows,
  FILES_DIR,
  lastMigration,
  listFiles,
  MANIFEST,
  type Manifest,
  pgConnection,
  type Query,
  sha256File,
} from './backup-manifest.ts';

/**
 * `npm run backup` (docs/decisions/011-backup-and-restore.md): one folder holding the
 * database dump, the stored files and manifest.json. It is written as `<target>.partial`
 * and renamed when complete, so a folder without that suffix is a whole backup.
 * PGlite: the server must be stopped (the data directory's lock says whether it runs).
 * PostgreSQL: pg_dump runs beside the running server, in the snapshot the rows are counted in.
 */
export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The backup folder to create (must not exist or be empty). */
  target: string;
}

export class BackupError extends Error {}

/** Runs a PostgreSQL client program, failing with its own message (or a clear one when it is not installed). */
export function runPgTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client programs (Debian: apt-get install postgresql-client) of the server's major version or newer.`
            : `${program} failed to start: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function dumpPglite(dataDir: string, into: string): Promise<Omit<Manifest, 'format' | 'created_at' | 'files'>> {
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dbDir}.`);
  // Refuses (DataDirLocked) while the server or another tool has the database open.
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
    try {
      const query: Query = (text) => pglite.query(text) as Promise<{ rows: Record<string, unknown>[] }>;
      const tables = await countRows(query);
      const migration = await lastMigration(query);
      const dump = await pglite.dumpDataDir('gzip');
      const file = path.join(into, 'database.tar.gz');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      const version = String((await query('show server_version')).rows[0].server_version);
      return {
        database: {
          kind: 'pglite',
          file: 'database.tar.gz',
          size: fs.statSync(file).size,
          sha256: await sha256File(file),
          engine_version: `PGlite, PostgreSQL ${version}`,
        },
        migration,
        tables,
      };
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

async function dumpPostgres(databaseUrl: string, into: string): Promise<Omit<Manifest, 'format' | 'created_at' | 'files'>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One snapshot for the counts and pg_dump: the manifest describes exactly what is dumped.
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query('select pg_export_snapshot() as snapshot')).rows;
    const query: Query = (text) => client.query(text);
    const tables = await countRows(query);
    const migration = await lastMigration(query);
    const [{ server_version }] = (await client.query('show server_version')).rows;
    const file = path.join(into, 'database.dump');
    const { url, env } = pgConnection(databaseUrl);
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`], env);
    await client.query('commit');
    return {
      database: {
        kind: 'postgres',
        file: 'database.dump',
        size: fs.statSync(file).size,
        sha256: await sha256File(file),
        engine_version: server_version,
      },
      migration,
      tables,
    };
  } finally {
    await client.end();
  }
}

export async function createBackup(options: BackupOptions): Promise<{ dir: string; manifest: Manifest }> {
  const target = path.resolve(options.target);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new BackupError(`${target} already exists and is not empty.`);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const createdAt = new Date().toISOString();
    const db = options.databaseUrl ? await dumpPostgres(options.databaseUrl, partial) : await dumpPglite(options.dataDir, partial);
    const storage = path.join(options.dataDir, 'files');
    const files = await copyFiles(storage, path.join(partial, FILES_DIR), listFiles(storage));
    const manifest: Manifest = { format: 1, created_at: createdAt, ...db, files };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(partial, target);
    return { dir: target, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
