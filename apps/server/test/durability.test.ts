import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server on PGlite on disk (DATABASE_URL unset), killed with SIGKILL in the middle
 * of a stream of acknowledged writes, then restarted on the same DATA_DIR: every write that
 * got a 2xx answer must still be there.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(dataDir: string, port: number): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(NODE, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** One HTTP call on its own connection (no pooled sockets survive a killed server). */
function call(port: number, method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function waitUntilHealthy(server: Server, port: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const ok = await call(port, 'GET', '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${ms} ms:\n${server.output()}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('durability of PGlite on disk', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across a SIGKILL and restarts on the same DATA_DIR', { timeout: 600_000 }, async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    servers.push(first);
    await waitUntilHealthy(first, port, 240_000);

    const login = await call(port, 'POST', '/api/login', { login: 'admin', password: 'demo1234' });
    expect(login.status).toBe(200);
    const token = (login.json() as { token: string }).token;

    // Four writers in parallel; the process is killed while they are still writing.
    const acked: { n: number; hash: string }[] = [];
    let next = 0;
    let inFlight = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const n = next++;
        inFlight++;
        try {
          const res = await call(port, 'POST', '/api/webservice/hash', { link: `/durable/${n}` }, token);
          if (res.status >= 200 && res.status < 300) acked.push({ n, hash: (res.json() as { hash: string }).hash });
          else if (!killed) throw new Error(`write ${n} answered ${res.status}`);
        } catch (error) {
          if (!killed) throw error;
        } finally {
          inFlight--;
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (acked.length < 60) await pause(10);
    const inFlightAtKill = inFlight;
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = startServer(dataDir, port);
    servers.push(second);
    await waitUntilHealthy(second, port, 240_000);
    expect(second.output()).not.toContain('demo company created');

    // The session created before the kill was acknowledged too.
    const rights = await call(port, 'GET', '/api/?get_rights=1', undefined, token);
    expect(rights.status).toBe(200);

    const missing: number[] = [];
    for (let i = 0; i < acked.length; i += 8) {
      await Promise.all(
        acked.slice(i, i + 8).map(async ({ n, hash }) => {
          const res = await call(port, 'POST', '/api/webservice/hash/validate', { hash });
          if (res.status !== 200 || (res.json() as { link: string }).link !== `/durable/${n}`) missing.push(n);
        }),
      );
    }
    expect({ acknowledged: acked.length, missing }).toEqual({ acknowledged: acked.length, missing: [] });

    // The restarted server keeps writing.
    const after = await call(port, 'POST', '/api/webservice/hash', { link: '/durable/after' }, token);
    expect(after.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
