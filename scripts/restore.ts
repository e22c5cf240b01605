/**
 * `npm run restore -- <backup folder> [--force]`: restores a backup made by `npm run backup`
 * into DATA_DIR (PGlite) or the DATABASE_URL database, and the files into DATA_DIR/files,
 * then checks rows and checksums against the manifest. Exit code 1 on any refusal or
 * mismatch. See docs/decisions/011-backup-and-restore.md.
 */
import { readConfig } from '../apps/server/src/plugins/config.ts';
import { restoreBackup } from '../apps/server/src/scripts/restore.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.find((a) => !a.startsWith('--'));
const config = readConfig();
if (!from || config.dataDir === ':memory:') {
  process.stderr.write('Usage: npm run restore -- <backup folder> [--force]   (DATA_DIR and DATABASE_URL name the target)\n');
  process.exit(1);
}
try {
  const summary = await restoreBackup({ from, dataDir: config.dataDir, databaseUrl: config.databaseUrl, force });
  const { manifest } = summary;
  const lines = [
    `Restored the backup of ${manifest.created_at} (${manifest.database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, migration ${manifest.migration.tag ?? 'none'})`,
    `  database: ${summary.tables} tables, ${summary.rows} rows`,
    `  files: ${summary.files} (${summary.bytes} bytes) in ${config.dataDir}/files`,
  ];
  if (summary.movedAside) lines.push(`  the data it replaced was moved to ${summary.movedAside}`);
  if (summary.problems.length > 0) {
    lines.push(`  CHECK FAILED, ${summary.problems.length} difference(s) from the manifest:`, ...summary.problems.map((p) => `    ${p}`));
    process.stderr.write(`${lines.join('\n')}\n`);
    process.exit(1);
  }
  lines.push("  checked against the manifest: every table's rows and every file's checksum match");
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
