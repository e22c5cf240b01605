/**
 * `npm start`: builds the web app when its sources are newer than the last build, then
 * runs the server (which migrates, seeds an empty database and serves web + API).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const sources = Math.max(newestMtime(path.join(root, 'apps/web/src')), newestMtime(path.join(root, 'packages/contracts/src')));
if (sources > built) {
  process.stdout.write('Building the web app...\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// In this process, so that SIGTERM reaches the server's graceful shutdown directly.
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
