import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/plugins/config.ts';
import { createBackup } from '../src/scripts/backup.ts';
import { countRows, listFiles, type Query, sha256File } from '../src/scripts/backup-manifest.ts';
import { restoreBackup } from '../src/scripts/restore.ts';
import { seedIfEmpty } from '../src/scripts/seed.ts';
import { multipart, PDF, PNG } from './collab-helpers.ts';

/**
 * `npm run backup` / `npm run restore` (docs/decisions/011-backup-and-restore.md): a company
 * with real uploaded files is backed up, restored into a fresh place, and every table's rows
 * and every file's checksum are compared with the original.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Seeds the demo company into `dataDir` (or the database at `databaseUrl`) and uploads three files to the drive through the API. */
async function seedCompany(dataDir: string, databaseUrl?: string) {
  const template = databaseUrl ? undefined : inject('pgliteTemplate');
  const context = await buildApp({
    ...readConfig({ DATA_DIR: dataDir }),
    databaseUrl,
    pgliteTemplate: template ? new Blob([fs.readFileSync(template)]) : undefined,
    logLevel: 'silent',
    jobs: false,
    webDist: undefined,
  });
  try {
    await seedIfEmpty(context.database.db);
    const login = await context.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'admin', password: 'demo1234' } });
    const body = multipart([
      ['files[0]', { filename: 'photo.png', content: PNG }],
      ['files[1]', { filename: 'contract.pdf', content: PDF }],
      ['files[2]', { filename: 'notes.txt', content: randomBytes(300_000).toString('base64') }],
    ]);
    const upload = await context.app.inject({
      method: 'POST',
      url: '/api/disk/folders/0/files',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${login.json().token}` },
    });
    expect(upload.statusCode, upload.body).toBe(201);
  } finally {
    await context.app.close();
  }
}

async function pgliteCounts(dataDir: string) {
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    return await countRows((text) => pglite.query(text) as ReturnType<Query>);
  } finally {
    await pglite.close();
  }
}

async function postgresCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countRows((text) => client.query(text));
  } finally {
    await client.end();
  }
}

async function checksums(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const out: Record<string, string> = {};
  for (const rel of listFiles(root)) out[rel] = await sha256File(path.join(root, rel));
  return out;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore on PGlite', () => {
  const source = path.join(tmp, 'source');
  const backup = path.join(tmp, 'backups', 'one');

  it('restores into a fresh data directory the same rows in every table and the same files', async () => {
    await seedCompany(source);
    const { manifest } = await createBackup({ dataDir: source, target: backup });
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.files.filter((f) => f.path.startsWith('disk/'))).toHaveLength(3);
    expect(fs.existsSync(`${backup}.partial`)).toBe(false);

    const target = path.join(tmp, 'restored');
    const summary = await restoreBackup({ from: backup, dataDir: target });
    expect(summary.problems).toEqual([]);

    const [before, after] = [await pgliteCounts(source), await pgliteCounts(target)];
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(after).toEqual(before);
    expect(after).toEqual(manifest.tables);
    expect(before['public.drive_files']).toBeGreaterThanOrEqual(3);
    expect(await checksums(target)).toEqual(await checksums(source));
    expect(Object.keys(await checksums(target))).toHaveLength(manifest.files.length);
  });

  it('refuses a target that holds data without --force, and moves it aside with it', async () => {
    const target = path.join(tmp, 'restored');
    await expect(restoreBackup({ from: backup, dataDir: target })).rejects.toThrow(/already holds a database or files.*--force/);
    const summary = await restoreBackup({ from: backup, dataDir: target, force: true });
    expect(summary.problems).toEqual([]);
    expect(fs.existsSync(path.join(summary.movedAside!, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('refuses a damaged backup before touching the target', async () => {
    const damaged = path.join(tmp, 'damaged');
    fs.cpSync(backup, damaged, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damaged, 'manifest.json'), 'utf8'));
    const victim = path.join(damaged, 'files', manifest.files[0].path);
    const bytes = fs.readFileSync(victim);
    bytes[0] ^= 0xff;
    fs.writeFileSync(victim, bytes);
    const target = path.join(tmp, 'untouched');
    await expect(restoreBackup({ from: damaged, dataDir: target })).rejects.toThrow(/damaged; nothing was restored[\s\S]*file /);
    expect(fs.existsSync(path.join(target, 'db'))).toBe(false);
  });

  it('refuses to back up while another process has the embedded database open', async () => {
    // The lock names a live process other than this one: the parent of the test worker.
    fs.writeFileSync(path.join(source, 'db.lock'), `${process.ppid}\n`);
    try {
      await expect(createBackup({ dataDir: source, target: path.join(tmp, 'backups', 'two') })).rejects.toThrow(
        new RegExp(`in use by process ${process.ppid}.*Stop that process first`),
      );
      expect(fs.existsSync(path.join(tmp, 'backups', 'two'))).toBe(false);
    } finally {
      fs.rmSync(path.join(source, 'db.lock'));
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('backup and restore on PostgreSQL', () => {
  const name = `backup_test_${randomBytes(4).toString('hex')}`;
  const urlOf = (db: string) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${db}`;
    return url.toString();
  };
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    await admin(`drop database if exists ${name}_src with (force)`);
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores into a fresh database the same rows in every table and the same files', async () => {
    const template = inject('pgTemplate');
    await admin(template ? `create database ${name}_src template ${template}` : `create database ${name}_src`);
    await admin(`create database ${name}`);
    const source = path.join(tmp, 'pg-source');
    await seedCompany(source, urlOf(`${name}_src`));
    const backup = path.join(tmp, 'pg-backup');
    const { manifest } = await createBackup({ dataDir: source, databaseUrl: urlOf(`${name}_src`), target: backup });
    expect(manifest.database.kind).toBe('postgres');

    const target = path.join(tmp, 'pg-restored');
    const summary = await restoreBackup({ from: backup, dataDir: target, databaseUrl: urlOf(name) });
    expect(summary.problems).toEqual([]);
    const before = await postgresCounts(urlOf(`${name}_src`));
    expect(await postgresCounts(urlOf(name))).toEqual(before);
    expect(before['public.drive_files']).toBeGreaterThanOrEqual(3);
    expect(await checksums(target)).toEqual(await checksums(source));

    // A database that holds tables is replaced only with force.
    await expect(restoreBackup({ from: backup, dataDir: path.join(tmp, 'pg-again'), databaseUrl: urlOf(name) })).rejects.toThrow(/--force/);
    const forced = await restoreBackup({ from: backup, dataDir: path.join(tmp, 'pg-again'), databaseUrl: urlOf(name), force: true });
    expect(forced.problems).toEqual([]);
  });
});
