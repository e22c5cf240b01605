/**
 * `npm run measure:web`: the web app as a new user meets it, in Debian's Chromium against a
 * started server (`npm run build` first; a fresh demo company through scripts/e2e-server.ts on
 * MEASURE_PORT, default 3499). Prints, against the targets of ARCHITECTURE.md / issue 18:
 * the /login route's JS (bytes on the wire, compressed), the requests and JS files of the first
 * board-list visit after sign-in, and when the list's API call starts after DOMContentLoaded
 * on a warm cache. Exits 1 when a figure is over its target.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.MEASURE_PORT ?? 3499);
const base = `http://localhost:${port}`;

const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.ts')], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);

async function healthy() {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 5 minutes');
}

interface Seen {
  url: string;
  bytes: number;
  type: string;
  start: number;
}

/** Every response of the page with its encoded (wire) size, as Chromium reports it. */
function record(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    seen.push({
      url: request.url(),
      bytes: sizes ? sizes.responseBodySize : 0,
      type: request.resourceType(),
      start: request.timing().startTime,
    });
  });
  return seen;
}

await healthy();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows: [string, number, number, string][] = [];
try {
  // 1. The login route, cold.
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  let seen = record(page);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  const loginJs = seen.filter((s) => s.type === 'script').reduce((sum, s) => sum + s.bytes, 0);
  rows.push(['/login JS on the wire, KB', Math.round(loginJs / 1024), 180, 'KB']);

  // 2. Sign in, then the first board-list visit.
  await page.getByLabel('Логин', { exact: true }).fill('admin');
  await page.getByLabel('Пароль', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  seen = record(page);
  await page.goto(`${base}/tickets/board`, { waitUntil: 'networkidle' });
  const scripts = seen.filter((s) => s.type === 'script').length;
  rows.push(['first board-list visit: JS requests', scripts, 30, '']);

  // 3. Warm cache: when does the list's API call start after DOMContentLoaded?
  const started: { dcl?: number; api?: number } = {};
  page.on('request', (request) => {
    if (started.api === undefined && /\/api\/load\/tasks(\?|$)/.test(request.url())) started.api = Date.now();
  });
  page.on('domcontentloaded', () => {
    started.dcl ??= Date.now();
  });
  await page.goto(`${base}/tickets/board`, { waitUntil: 'networkidle' });
  const apiAfterDcl = started.api !== undefined && started.dcl !== undefined ? started.api - started.dcl : Number.NaN;
  rows.push(['warm board list: API call after DOMContentLoaded, ms', apiAfterDcl, 300, 'ms']);
  await context.close();
} finally {
  await browser.close();
  stopServer();
}

let over = false;
for (const [what, value, target] of rows) {
  const bad = !(value <= target);
  over ||= bad;
  process.stdout.write(`${bad ? 'OVER' : 'ok  '}  ${what}: ${value} (target ≤ ${target})\n`);
}
process.exit(over ? 1 : 0);
