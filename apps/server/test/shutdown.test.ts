import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Server, startServer } from './server-process.ts';

/**
 * Graceful shutdown of the real server: SIGTERM lets in-flight requests finish with their
 * answer, closes open realtime connections, and the process exits 0.
 */
/** Request logs tell the test when its requests are in flight on the server. */
const startLoggingServer = (dataDir: string, port: number): Server => startServer(dataDir, port, { LOG_LEVEL: 'info' });

interface Answer {
  status: number;
  body: string;
  at: number;
}

/**
 * A request whose body is sent in two parts: the headers and the first part now, the rest
 * when `finish()` is called. Until then the request is in flight on the server.
 */
function slowRequest(port: number, method: string, url: string, body: unknown, token?: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let answered: (answer: Answer) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method,
      path: url,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    },
    (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => answered({ status: response.statusCode ?? 0, body: text, at: Date.now() }));
      response.on('error', failed);
    },
  );
  request.on('error', failed);
  request.flushHeaders();
  request.write(payload.subarray(0, half));
  return { answer, finish: () => request.end(payload.subarray(half)) };
}

async function call(port: number, method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const request = slowRequest(port, method, url, body ?? {}, token);
  request.finish();
  return request.answer;
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

/** A ceiling that only bounds a hang: the waits below are for conditions, never for time. */
const HANG_MS = 240_000;

async function until(condition: () => boolean | Promise<boolean>, what: string, server: Server) {
  const deadline = Date.now() + HANG_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${HANG_MS} ms:\n${server.output()}`);
    await pause(50);
  }
}

/** How many requests to `url` the server has received (its "incoming request" log lines). */
function received(server: Server, method: string, url: string): number {
  let count = 0;
  for (const line of server.output().split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } };
      if (entry.msg === 'incoming request' && entry.req?.method === method && entry.req?.url === url) count += 1;
    } catch {
      // a line cut in the middle of a chunk: counted once it is whole
    }
  }
  return count;
}

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  let server: Server | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM lets in-flight requests finish with 200, closes sockets, and exits 0', { timeout: 2 * HANG_MS + 60_000 }, async () => {
    const port = await freePort();
    server = startLoggingServer(dataDir, port);
    await waitUntilHealthy(server, port, HANG_MS);
    const login = await call(port, 'POST', '/api/login', { login: 'admin', password: 'demo1234' });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { token: string }).token;

    // Open realtime connections (a WebSocket and a long-polling one) must not hold the shutdown up.
    const sockets = (['websocket', 'polling'] as const).map((transport) =>
      connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: [transport], reconnection: false, auth: { token } }),
    );
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
    const socketsClosed = Promise.all(
      sockets.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)))),
    );

    // Slow uploads (a write and a sign-in with its Argon2 check) in flight when SIGTERM arrives.
    const write = slowRequest(port, 'POST', '/api/webservice/hash', { link: '/after/shutdown/started' }, token);
    const signIn = slowRequest(port, 'POST', '/api/login', { login: 'manager', password: 'demo1234' });
    const running = server;
    await until(
      () => received(running, 'POST', '/api/webservice/hash') === 1 && received(running, 'POST', '/api/login') === 2,
      'both slow requests in flight',
      running,
    );
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The server is still finishing: new connections are no longer accepted.
    await until(
      () =>
        call(port, 'GET', '/api/health').then(
          () => false,
          () => true,
        ),
      'new connections refused after SIGTERM',
      running,
    );
    write.finish();
    signIn.finish();

    const [written, signedIn] = await Promise.all([write.answer, signIn.answer]);
    expect(written.status).toBe(200);
    expect(JSON.parse(written.body)).toMatchObject({ link: expect.stringContaining('/after/shutdown/started') });
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body)).toHaveProperty('token');
    expect(written.at).toBeGreaterThan(signalled);

    // Told by the server (so a client does not retry against a closing instance), not cut off.
    expect(await socketsClosed).toEqual(['io server disconnect', 'io server disconnect']);
    // Exit code 0: done before the server's own shutdown limit (which exits 1).
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
