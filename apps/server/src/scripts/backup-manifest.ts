import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MIGRATIONS_DIR } from '../plugins/db.ts';

/** What `npm run backup` writes next to the dump and the files (backup.ts), and restore checks (restore.ts). */
export interface Manifest {
  format: 1;
  created_at: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** The dump inside the backup folder: `database.tar.gz` (PGlite data directory) or `database.dump` (pg_dump custom format). */
    file: string;
    size: number;
    sha256: string;
    /** PostgreSQL `server_version` (PGlite's embedded one for PGlite). */
    engine_version: string;
  };
  /** The last applied migration (drizzle's journal tag). */
  migration: { tag: string | null; created_at: string | null; hash: string | null };
  /** Rows per table, `schema.table`, counted in the same snapshot as the dump. */
  tables: Record<string, number>;
  /** Stored files, relative to the storage folder (`DATA_DIR/files`; its `.tmp` is left out). */
  files: { path: string; size: number; sha256: string }[];
}

export const MANIFEST = 'manifest.json';
export const FILES_DIR = 'files';

/** Runs one SQL text and answers its rows: the PGlite and pg clients both fit. */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows of every table outside the system schemas (public, drizzle's journal, pg-boss), by `schema.table`. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const { rows } = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const s = String(row.s);
    const t = String(row.t);
    const [{ n }] = (await query(`select count(*)::int as n from ${quote(s)}.${quote(t)}`)).rows;
    counts[`${s}.${t}`] = Number(n);
  }
  return counts;
}

interface JournalEntry {
  when: number;
  tag: string;
}

export function journal(): JournalEntry[] {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries;
}

/** The last migration applied to the database, named by the app's journal when it knows it. */
export async function lastMigration(query: Query): Promise<Manifest['migration']> {
  const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!exists.rows[0]?.ok) return { tag: null, created_at: null, hash: null };
  const { rows } = await query(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (rows.length === 0) return { tag: null, created_at: null, hash: null };
  const createdAt = String(rows[0].created_at);
  const tag = journal().find((e) => String(e.when) === createdAt)?.tag ?? null;
  return { tag, created_at: createdAt, hash: String(rows[0].hash) };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file below `root` (relative, `/`-separated), without the upload temp folder `.tmp`. */
export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .filter((rel) => rel !== '.tmp' && !rel.startsWith('.tmp/'))
    .sort();
}

/** Copies the files named by `paths` from one storage root to another, answering each copy's size and checksum. */
export async function copyFiles(from: string, to: string, paths: string[]): Promise<Manifest['files']> {
  const out: Manifest['files'] = [];
  for (const rel of paths) {
    const source = path.join(from, rel);
    const target = path.join(to, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(source, target);
    out.push({ path: rel, size: fs.statSync(target).size, sha256: await sha256File(target) });
  }
  return out;
}

/** Differences between what the manifest says and what is there, one line each. */
export function compare(manifest: Pick<Manifest, 'tables' | 'files'>, tables: Record<string, number>, files: Manifest['files']): string[] {
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(manifest.tables), ...Object.keys(tables)])) {
    const want = manifest.tables[name];
    const got = tables[name];
    if (want !== got) problems.push(`table ${name}: ${want ?? 'absent'} rows in the backup, ${got ?? 'absent'} restored`);
  }
  const restored = new Map(files.map((f) => [f.path, f]));
  for (const f of manifest.files) {
    const got = restored.get(f.path);
    if (!got) problems.push(`file ${f.path}: missing`);
    else if (got.size !== f.size || got.sha256 !== f.sha256) problems.push(`file ${f.path}: size or checksum differs`);
    restored.delete(f.path);
  }
  for (const extra of restored.keys()) problems.push(`file ${extra}: not in the backup`);
  return problems;
}

/** The connection string without its password, and the password for `PGPASSWORD` (kept out of the process list). */
export function pgConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
