import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { readConfig } from './plugins/config.ts';
import { DataDirLocked } from './plugins/data-dir-lock.ts';
import { seedIfEmpty } from './scripts/seed.ts';

/** How long a graceful shutdown may take before the process gives up and exits 1. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Reads the configuration, builds the app, seeds an empty database, listens, and closes
 * gracefully on SIGTERM/SIGINT: no new connections, in-flight requests finish, sockets are
 * told to go, jobs stop, the database closes; then the process exits 0.
 */
const config = readConfig();

/** Set once the server listens; before that, a signal is handled by the start-up sequence. */
let app: FastifyInstance | undefined;
let stopping = false;

async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => {
    process.stderr.write(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms, exiting\n`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  // A signal during start-up: the start-up sequence notices `stopping` and closes what it built.
  if (!app) return;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

// Registered before anything is opened, so that a signal during start-up still closes PGlite cleanly.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void stop(signal));
}

const context = await buildApp(config).catch((error: unknown) => {
  // Another process has the embedded database open: say so plainly, not as a stack trace.
  if (error instanceof DataDirLocked) {
    process.stderr.write(`\n  ${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
});
const { database } = context;
const seeded = stopping ? false : await seedIfEmpty(database.db, { scale: Number(process.env.SEED_SCALE ?? 1), storage: context.storage });
if (!stopping) await context.app.listen({ port: config.port, host: config.host });
if (stopping) {
  // The signal came while starting: close what was built (the timer set by stop() still guards this).
  await context.app.close();
  process.exit(0);
}
app = context.app;

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Back office is running at ${address}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ', demo company created' : ''}`,
  '  Demo accounts (password demo1234): admin (super admin), manager, employee, accountant',
  `  API docs: ${address}/api/docs`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
