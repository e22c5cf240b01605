import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';

/** The real server (apps/server/src/main.ts) as a child process on PGlite in a DATA_DIR: durability drills. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `DATA_DIR/db` from the run's migrated and seeded template (global-setup.ts) instead
 * of migrating and seeding in the child: the server then opens it as an existing database.
 */
export async function prepareDataDir(dataDir: string) {
  const template = inject('pgliteTemplate');
  if (!template) return;
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(template)]),
  });
  await pglite.close();
}

export function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Server {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const child = spawn(NODE, [MAIN], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

export interface Answer {
  status: number;
  text: string;
  json: () => unknown;
}

/** One HTTP call on its own connection (no pooled sockets survive a killed server). */
export function call(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, json: () => JSON.parse(text) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; the ceiling only bounds a hang. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await pause(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function waitUntilHealthy(server: Server, port: number, ms: number) {
  await waitFor(
    'a healthy server',
    async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
      return call(port, 'GET', '/api/health').then(
        (r) => r.status === 200,
        () => false,
      );
    },
    ms,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });
}
