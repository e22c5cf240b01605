/**
 * After `vite build`: writes `.br` and `.gz` beside every text asset of `dist/` worth
 * compressing, once, at the highest levels. The server sends them to browsers that accept
 * them (`@fastify/static` `preCompressed`), so no request pays for compression.
 * `node apps/web/scripts/precompress.ts`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || file.includes(`${join(dist, '.vite')}`)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  raw += body.length;
  brotli += br.length;
  count += 1;
}
process.stdout.write(`precompress: ${count} files, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli\n`);
