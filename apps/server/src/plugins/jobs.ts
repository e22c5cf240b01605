import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from './db.ts';

export interface Jobs {
  /** Schedules a job; `startAfter` delays it to a moment. */
  send(queue: string, data: object, options?: { startAfter?: Date; singletonKey?: string }): Promise<string | null>;
  /** Registers a worker for a queue (creates the queue). Does nothing when workers are off. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Stops the workers (waiting up to 5 s for running jobs) and pg-boss's own timers and pool. */
  stop(): Promise<void>;
}

/**
 * pg-boss on the same database as everything else: PGlite through `fromPglite` (it shares the
 * app's single connection, which PGlite queues), or PostgreSQL through pg-boss's own small pool.
 * pg-boss starts on first use; queues are created on first use; workers poll every second so
 * that short delays stay short. With `start: false` (JOBS=0, most tests) the instance only
 * enqueues: no workers, no maintenance or cron loops; another instance runs the jobs.
 */
export async function createJobs(database: Database, log: FastifyBaseLogger, options: { start: boolean }): Promise<Jobs> {
  const roles = options.start ? {} : { supervise: false, schedule: false };
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss', ...roles })
      : new PgBoss({ connectionString: database.url, max: 3, schema: 'pgboss', ...roles });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  // Promises rather than flags, so that concurrent first uses start pg-boss (and create a
  // queue) once, and stop() also waits for a start that is still under way.
  let starting: Promise<void> | undefined;
  let stopped = false;
  const queues = new Map<string, Promise<void>>();
  function ensureStarted(): Promise<void> {
    if (stopped) return Promise.reject(new Error('jobs are stopped'));
    starting ??= boss.start().then(() => undefined);
    return starting;
  }
  function ensureQueue(queue: string): Promise<void> {
    let created = queues.get(queue);
    if (!created) {
      created = ensureStarted().then(() => boss.createQueue(queue));
      created.catch(() => queues.delete(queue));
      queues.set(queue, created);
    }
    return created;
  }
  if (options.start) await ensureStarted();

  return {
    async send(queue, data, sendOptions) {
      await ensureQueue(queue);
      return boss.send(queue, data, { startAfter: sendOptions?.startAfter, singletonKey: sendOptions?.singletonKey });
    },
    async work(queue, handler) {
      if (!options.start) return;
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      // A start that failed left nothing running; one under way must finish before it can stop.
      if (
        await starting.then(
          () => true,
          () => false,
        )
      )
        await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
