/**
 * The contracts' daily job (pg-boss, a self-rescheduling singleton per day): reminders of an
 * expiry in 30 / 7 / 1 days to the responsible and the lawyer (once per contract, threshold and
 * expiry date), automatic prolongation of signed contracts past their expiry, and `expired` for
 * the others. `runContractsDaily` is the work itself, for a given day.
 */
import type { Db } from '../../plugins/db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { recordChanges } from '../history/index.ts';
import type { Notifications } from '../notifications/index.ts';
import { notifyContract } from './contract-parts.service.ts';
import { contractsText } from './contracts.messages.ts';
import { addDays, prolongedExpiry, REMINDER_DAYS } from './contracts.policy.ts';
import * as repo from './contracts.repository.ts';

export const CONTRACTS_DAILY_QUEUE = 'contracts-daily';
const DAY = 86_400_000;
/** The check runs at 03:00 UTC (06:00 Moscow). */
const AT_HOUR_UTC = 3;

export interface ContractsJobDeps {
  db: Db;
  notifications: Notifications;
  /** Open cards and lists refresh after a prolongation or an expiry. */
  realtime?: Realtime;
}

const display = (iso: string) => iso.split('-').reverse().join('.');
const people = (c: { lawyer_id: number | null; responsible_id: number | null }) =>
  [c.responsible_id, c.lawyer_id].filter((id): id is number => typeof id === 'number');

/** Runs the daily work for `today` (yyyy-MM-dd); answers what it did. */
export async function runContractsDaily(deps: ContractsJobDeps, today: string) {
  let reminded = 0;
  let prolonged = 0;
  let expired = 0;
  for (const days of REMINDER_DAYS) {
    for (const c of await repo.findExpiringUnreminded(deps.db, addDays(today, days), days)) {
      const push = await deps.db.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, c.id, days, c.expiry_date))) return null;
        reminded += 1;
        const title = contractsText('reminder', 'ru', { number: c.number, days, date: display(c.expiry_date) });
        return deps.notifications.store(tx, people(c), { title, link: `/contracts/${c.id}`, module: 'contracts', object_id: c.id }, null);
      });
      push?.();
    }
  }
  for (const found of await repo.findPastExpiry(deps.db, today)) {
    const changed: Record<string, unknown> = {};
    const push = await deps.db.transaction(async (tx) => {
      const c = await repo.lockContract(tx, found.id);
      if (c?.status !== 1 || c.state !== 'signed' || !c.expiry_date || c.expiry_date >= today) return null;
      let expiry = c.expiry_date;
      let count = c.prolongation_count ?? 0;
      const term = c.prolongation_term ?? 0;
      if (c.prolongation_auto === 1 && term > 0) {
        while (count > 0 && expiry < today) {
          expiry = prolongedExpiry(expiry, term, c.prolongation_unit);
          count -= 1;
        }
      }
      if (expiry !== c.expiry_date) {
        await repo.setContractColumns(tx, c.id, { expiry_date: expiry, prolongation_count: count });
        await recordChanges(tx, 'contracts', c.id, null, [
          { field: 'expiry_date', old_value: c.expiry_date, new_value: expiry },
          { field: 'prolongation_count', old_value: c.prolongation_count, new_value: count },
        ]);
        prolonged += 1;
        Object.assign(changed, { expiry_date: expiry, prolongation_count: count });
        const title = contractsText('prolonged', 'ru', { number: c.number, date: display(expiry) });
        if (expiry >= today) {
          return deps.notifications.store(tx, people(c), { title, link: `/contracts/${c.id}`, module: 'contracts', object_id: c.id }, null);
        }
      }
      if (expiry < today) {
        await repo.setContractColumns(tx, c.id, { state: 'expired' });
        await recordChanges(tx, 'contracts', c.id, null, [{ field: 'state', old_value: c.state, new_value: 'expired' }]);
        expired += 1;
        changed.state = 'expired';
      }
      return null;
    });
    if (Object.keys(changed).length && deps.realtime) notifyContract(deps.realtime, found.id, null, changed);
    push?.();
  }
  return { reminded, prolonged, expired };
}

/** Today in UTC, yyyy-MM-dd. */
const todayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The next daily check (a singleton per day, so restarts do not multiply it). */
export async function scheduleNextDaily(jobs: Jobs, now = Date.now()) {
  let at = Math.floor(now / DAY) * DAY + AT_HOUR_UTC * 3_600_000;
  if (at <= now) at += DAY;
  const start = new Date(at);
  await jobs.send(CONTRACTS_DAILY_QUEUE, {}, { startAfter: start, singletonKey: `contracts-${start.toISOString()}` });
}

/** Registers the worker: the day's work, then the next day's check. */
export async function startContractsDaily(deps: ContractsJobDeps & { jobs: Jobs }) {
  await deps.jobs.work(CONTRACTS_DAILY_QUEUE, async () => {
    try {
      await runContractsDaily(deps, todayOf(Date.now()));
    } finally {
      await scheduleNextDaily(deps.jobs);
    }
  });
}
