import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from '../plugins/data-dir-lock.ts';
import { BackupError, runPgTool } from './backup.ts';
import {
  compare,
  copyFiles,
  countRows,
  FILES_DIR,
  journal,
  listFiles,
  MANIFEST,
  type Manifest,
  pgConnection,
  type Query,
  sha256File,
} from './backup-manifest.ts';

/**
 * `npm run restore -- <backup folder> [--force]` (docs/decisions/011-backup-and-restore.md):
 * checks the backup against its manifest before touching anything, refuses a target that
 * holds data unless forced, restores the database and the files, then checks the result
 * against the manifest again (rows of every table, every file's checksum).
 */
export interface RestoreOptions {
  from: string;
  dataDir: string;
  databaseUrl?: string;
  /** Replace a target that holds data: PGlite's data and files are moved aside, a PostgreSQL database is emptied. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Where the replaced embedded database and files were moved (with `force`). */
  movedAside?: string;
  /** Differences between the restored data and the manifest; empty when all is well. */
  problems: string[];
}

export function readManifest(from: string): Manifest {
  const file = path.join(from, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${from} is not a complete backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

/** The backup itself must be whole before anything is replaced. */
async function checkBackup(from: string, manifest: Manifest) {
  const problems: string[] = [];
  const dump = path.join(from, manifest.database.file);
  if (!fs.existsSync(dump) || (await sha256File(dump)) !== manifest.database.sha256)
    problems.push(`${manifest.database.file}: missing or damaged`);
  for (const f of manifest.files) {
    const file = path.join(from, FILES_DIR, f.path);
    if (!fs.existsSync(file) || fs.statSync(file).size !== f.size || (await sha256File(file)) !== f.sha256)
      problems.push(`file ${f.path}: missing or damaged`);
  }
  if (problems.length > 0) throw new BackupError(`The backup in ${from} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
  if (manifest.migration.created_at && !journal().some((e) => String(e.when) === manifest.migration.created_at)) {
    throw new BackupError(
      `The backup was made by a newer version of the app (migration ${manifest.migration.tag ?? manifest.migration.created_at} is unknown here); update the app first.`,
    );
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

async function restorePglite(options: RestoreOptions, manifest: Manifest, summary: Partial<RestoreSummary>) {
  const dbDir = path.join(options.dataDir, 'db');
  const storage = path.join(options.dataDir, 'files');
  const unlock = lockDataDir(options.dataDir);
  try {
    const hasData = fs.existsSync(path.join(dbDir, 'PG_VERSION')) || listFiles(storage).length > 0;
    if (hasData && !options.force) {
      throw new BackupError(
        `${options.dataDir} already holds a database or files; add --force to replace them (they are moved aside, not deleted).`,
      );
    }
    if (fs.existsSync(dbDir) || fs.existsSync(storage)) {
      const aside = path.join(options.dataDir, `before-restore-${stamp()}`);
      fs.mkdirSync(aside, { recursive: true });
      if (fs.existsSync(dbDir)) fs.renameSync(dbDir, path.join(aside, 'db'));
      if (fs.existsSync(storage)) fs.renameSync(storage, path.join(aside, 'files'));
      summary.movedAside = aside;
    }
    fs.mkdirSync(dbDir, { recursive: true });
    const dump = new Blob([fs.readFileSync(path.join(options.from, manifest.database.file))]);
    const pglite = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm }, loadDataDir: dump });
    try {
      const query: Query = (text) => pglite.query(text) as Promise<{ rows: Record<string, unknown>[] }>;
      return await countRows(query);
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

async function restorePostgres(options: RestoreOptions, databaseUrl: string, manifest: Manifest) {
  const storage = path.join(options.dataDir, 'files');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query: Query = (text) => client.query(text);
    const schemas = (
      await client.query(
        `select distinct table_schema as s from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
      )
    ).rows.map((r) => String(r.s));
    const hasFiles = listFiles(storage).length > 0;
    if ((schemas.length > 0 || hasFiles) && !options.force) {
      throw new BackupError('The target database already holds tables (or the storage folder holds files); add --force to replace them.');
    }
    if (hasFiles) fs.renameSync(storage, path.join(options.dataDir, `files-before-restore-${stamp()}`));
    // Forced: the database is emptied (every schema of the app; public is recreated empty).
    for (const schema of schemas.filter((s) => s !== 'public')) await client.query(`drop schema "${schema.replaceAll('"', '""')}" cascade`);
    if (schemas.includes('public')) await client.query('drop schema public cascade; create schema public');
    const { url, env } = pgConnection(databaseUrl);
    await runPgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        path.join(options.from, manifest.database.file),
      ],
      env,
    );
    return await countRows(query);
  } finally {
    await client.end();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const from = path.resolve(options.from);
  const manifest = readManifest(from);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'This backup holds an embedded (PGlite) database: restore it with DATABASE_URL unset, into DATA_DIR.'
        : 'This backup holds a PostgreSQL database: restore it with DATABASE_URL set to the target database.',
    );
  }
  await checkBackup(from, manifest);
  const summary: Partial<RestoreSummary> = {};
  const opts = { ...options, from };
  const tables = options.databaseUrl
    ? await restorePostgres(opts, options.databaseUrl, manifest)
    : await restorePglite(opts, manifest, summary);
  const storage = path.join(options.dataDir, 'files');
  await copyFiles(
    path.join(from, FILES_DIR),
    storage,
    manifest.files.map((f) => f.path),
  );
  // What is now in the storage folder, read back from disk.
  const restored: Manifest['files'] = [];
  for (const rel of listFiles(storage)) {
    const file = path.join(storage, rel);
    restored.push({ path: rel, size: fs.statSync(file).size, sha256: await sha256File(file) });
  }
  const problems = compare(manifest, tables, restored);
  return {
    manifest,
    tables: Object.keys(tables).length,
    rows: Object.values(tables).reduce((sum, n) => sum + n, 0),
    files: restored.length,
    bytes: restored.reduce((sum, f) => sum + f.size, 0),
    movedAside: summary.movedAside,
    problems,
  };
}
