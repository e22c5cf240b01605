/**
 * `npm run backup [-- <folder>]`: the database, the stored files and a manifest into one
 * folder, by default `$BACKUP_DIR/<timestamp>` (BACKUP_DIR defaults to ./backups).
 * Reads DATA_DIR and DATABASE_URL like the server. PGlite: stop the server first.
 * See docs/decisions/011-backup-and-restore.md.
 */
import path from 'node:path';
import { readConfig } from '../apps/server/src/plugins/config.ts';
import { createBackup } from '../apps/server/src/scripts/backup.ts';

const config = readConfig();
if (config.dataDir === ':memory:') {
  process.stderr.write('DATA_DIR=:memory: has nothing to back up.\n');
  process.exit(1);
}
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replace(/:/g, '-');
const target = process.argv[2] ?? path.join(path.resolve(process.env.BACKUP_DIR || './backups'), stamp);
try {
  const { dir, manifest } = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, target });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  process.stdout.write(
    [
      `Backup written to ${dir}`,
      `  database: ${manifest.database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migration.tag ?? 'none'}`,
      `  files: ${manifest.files.length} (${bytes} bytes)`,
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
