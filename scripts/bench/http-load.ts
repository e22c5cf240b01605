/**
 * The load scenario's tools (`npm run bench -- --load`): a bounded HTTP load client over
 * node:http keep-alive sockets (a fixed number of workers, each sending its next request when
 * the last one answered, for a fixed time, as autocannon does), and the servers it loads: the
 * real server (apps/server/src/main.ts, as `npm start` runs it) and a bare Fastify route, each
 * in a child process listening on loopback.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '../..');

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PATCH';
  /** The path, or one per request (`n` counts the requests of the run from 0). */
  path: string | ((n: number) => string);
  headers?: Record<string, string>;
  /** A fresh JSON body for each request (`n` counts the requests of the run from 0). */
  body?: (n: number) => object;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  /** Status code (or `error`, `timeout`) -> count, for the answers that were not 2xx. */
  failures: Record<string, number>;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))];

/** One request; answers its status (0 for a socket error) once the whole body has arrived. */
function send(agent: http.Agent, port: number, request: LoadRequest, n: number, timeoutMs: number): Promise<number | 'timeout'> {
  const payload = request.body ? Buffer.from(JSON.stringify(request.body(n))) : undefined;
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method ?? 'GET',
        path: typeof request.path === 'string' ? request.path : request.path(n),
        headers: {
          ...request.headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

/**
 * `concurrency` workers send `request` back to back for `durationMs` (none starts after the
 * deadline; one in flight then may take up to `timeoutMs`), after `warmupMs` of the same
 * load that is not counted.
 */
export async function load(
  port: number,
  request: LoadRequest,
  options: { concurrency: number; durationMs: number; warmupMs?: number; timeoutMs?: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const timeoutMs = options.timeoutMs ?? 30_000;
  let n = 0;
  const run = async (durationMs: number, record: boolean) => {
    const latencies: number[] = [];
    const failures: Record<string, number> = {};
    let ok = 0;
    const start = performance.now();
    const deadline = start + durationMs;
    const worker = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await send(agent, port, request, n++, timeoutMs);
        if (!record) continue;
        latencies.push(performance.now() - t0);
        if (typeof status === 'number' && status >= 200 && status < 300) ok++;
        else {
          const key = status === 0 ? 'error' : String(status);
          failures[key] = (failures[key] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    return { latencies, failures, ok, seconds: (performance.now() - start) / 1000 };
  };
  try {
    if (options.warmupMs) await run(options.warmupMs, false);
    const { latencies, failures, ok, seconds } = await run(options.durationMs, true);
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      perSecond: latencies.length / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      ok,
      non2xx: latencies.length - ok,
      failures,
    };
  } finally {
    agent.destroy();
  }
}

/** A port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Started {
  port: number;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (main.ts closes its database cleanly on SIGTERM). */
  stop(): Promise<void>;
}

function started(child: ChildProcess, port: number): Started {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return {
    port,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitFor(server: Started, url: string, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
}

/**
 * The real server as `npm start` runs it (demo company seeded into the empty database), on
 * loopback: PGlite in `dataDir` when `databaseUrl` is undefined, else that PostgreSQL database.
 */
export async function startServer(options: { dataDir: string; databaseUrl?: string; seedScale: number }): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_SCALE: String(options.seedScale),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = started(child, port);
  await waitFor(server, `http://127.0.0.1:${port}/api/health`, 300_000);
  return server;
}

/** A bare Fastify route (`GET /bare` -> `{ ok: true }`) in its own process: the framework's floor. */
export async function startBare(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = started(child, port);
  await waitFor(server, `http://127.0.0.1:${port}/bare`, 60_000);
  return server;
}
