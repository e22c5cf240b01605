/**
 * Bundle budget of ARCHITECTURE.md: the login route loads at most 180 KB of gzipped JS
 * (the entry, its static imports, the login route chunk and the lazy pieces every page
 * loads), and each lazy route chunk (with the chunks only it needs) stays under 100 KB. Run after `vite build`:
 * `node apps/web/scripts/bundle-budget.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  for (const k of keys) walk(k);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const find = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const loginRoute = [entry, find('features/session/components/login-page.tsx'), find('app/banners/banners.tsx')].filter(Boolean) as string[];
const login = closure(loginRoute);
const loginBytes = [...login].reduce((sum, k) => sum + gz(manifest[k].file), 0);

let failed = false;
console.log(`login route: ${kb(loginBytes)} gzipped JS in ${login.size} chunks (budget 180 KB)`);
if (loginBytes > 180 * 1024) failed = true;

// A lazy route chunk: its own file plus the chunks only it needs. Chunks several lazy routes
// share (antd, TanStack Query) load once for all of them and are listed on their own.
const dynamicEntries = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && manifest[k].file.endsWith('.js'));
const reachedBy = new Map<string, number>();
for (const key of dynamicEntries) for (const k of closure([key])) if (!login.has(k)) reachedBy.set(k, (reachedBy.get(k) ?? 0) + 1);
/**
 * Not route chunks: libraries a page loads only on a user's action inside it (pdf.js when a
 * document file's preview opens, features/documents/model/pdf-engine.ts). No route waits for
 * them; each has its own ceiling, printed on its own line.
 */
const ON_DEMAND: Record<string, number> = { 'src/features/documents/model/pdf-engine.ts': 130 };
for (const key of dynamicEntries) {
  const own = [...closure([key])]
    .filter((k) => !login.has(k) && (k === key || reachedBy.get(k) === 1))
    .reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const ceiling = ON_DEMAND[key];
  if (ceiling !== undefined) {
    const over = own > ceiling * 1024;
    if (over) failed = true;
    console.log(`${over ? 'OVER ' : ''}on demand ${key}: ${kb(own)} (budget ${ceiling} KB)`);
    continue;
  }
  const over = own > 100 * 1024;
  if (over) failed = true;
  if (process.argv.includes('--all') || over) console.log(`${over ? 'OVER ' : ''}${key}: ${kb(own)}`);
}
const shared = [...reachedBy].filter(([k, n]) => n > 1 && !dynamicEntries.includes(k)).reduce((sum, [k]) => sum + gz(manifest[k].file), 0);
console.log(`chunks shared by lazy routes: ${kb(shared)}`);
process.exit(failed ? 1 : 0);
