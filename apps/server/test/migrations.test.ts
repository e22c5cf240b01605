import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';

/**
 * The committed migrations must match the Drizzle schema: a column, index or table added to
 * a `*.schema.ts` without `npm run db:generate` would pass type-check and lint and break only
 * at run time. The schema modules are those `drizzle.config.ts` reads; the snapshot is the
 * one of the last migration in the journal.
 */
const SERVER = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SERVER, 'src/modules');
const META = path.join(SERVER, 'drizzle/meta');

/** Every `src/modules/<module>/<name>.schema.ts`, the glob of drizzle.config.ts. */
function schemaFiles(): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(MODULES, dir.name))
        .filter((name) => name.endsWith('.schema.ts'))
        .map((name) => path.join(MODULES, dir.name, name)),
    )
    .sort();
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

function lastSnapshot(): { tag: string; snapshot: Parameters<typeof generateMigration>[0] } {
  const journal = JSON.parse(fs.readFileSync(path.join(META, '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('drizzle/meta/_journal.json lists no migration');
  const file = path.join(META, `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return { tag: last.tag, snapshot: JSON.parse(fs.readFileSync(file, 'utf8')) };
}

describe('committed migrations', () => {
  it('every journal entry has its SQL file and snapshot', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(META, '_journal.json'), 'utf8')) as Journal;
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    for (const entry of journal.entries) {
      expect(fs.existsSync(path.join(SERVER, 'drizzle', `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(fs.existsSync(path.join(META, `${String(entry.idx).padStart(4, '0')}_snapshot.json`)), entry.tag).toBe(true);
    }
    const sqlFiles = fs.readdirSync(path.join(SERVER, 'drizzle')).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`).sort());
  });

  it('match the Drizzle schema: generating a migration now would produce no statement', async () => {
    const files = schemaFiles();
    expect(files.length).toBeGreaterThan(0);
    const exports: Record<string, unknown> = {};
    for (const file of files) Object.assign(exports, await import(pathToFileURL(file).href));
    const { tag, snapshot } = lastSnapshot();
    const current = generateDrizzleJson(exports, snapshot.id);
    const statements = await generateMigration(snapshot, current);
    expect(statements, `the schema differs from migration ${tag}: run npm run db:generate and commit the result`).toEqual([]);
  });
});
