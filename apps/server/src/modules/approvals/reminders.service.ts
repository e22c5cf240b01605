/**
 * Reminders to the current signer (pg-boss): an invoice on approval where nothing was signed
 * for REMINDER_AFTER_HOURS notifies each signer whose turn it is, once per wait. The check
 * runs hourly as a self-rescheduling job (one per hour thanks to its singleton key).
 */
import type { Db } from '../../plugins/db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { Notifications } from '../notifications/index.ts';
import { approvalsText } from './approvals.messages.ts';
import * as repo from './approvals.repository.ts';
import { loadChains } from './chain.service.ts';

export const APPROVAL_REMINDER_QUEUE = 'approvals-reminders';
export const REMINDER_AFTER_HOURS = 24;
const HOUR = 3_600_000;

export interface RemindersDeps {
  db: Db;
  jobs: Jobs;
  notifications: Notifications;
  /**
   * The recipient's language of the reminder text (ru or en). Users keep no language yet (the web
   * sends it per request), so by default every reminder is Russian, the product's default.
   */
  langOf?: (userId: number) => Lang | Promise<Lang>;
}

const russian = () => 'ru' as const;

/** Notifies the current signers of invoices waiting too long; answers how many notifications went out. */
export async function remindSigners(
  deps: Pick<RemindersDeps, 'db' | 'notifications' | 'langOf'>,
  hours = REMINDER_AFTER_HOURS,
): Promise<number> {
  const langOf = deps.langOf ?? russian;
  let sent = 0;
  const invoices = await repo.findStaleInvoices(deps.db, hours, 500);
  const chains = await loadChains(deps.db, invoices);
  for (const [k, invoice] of invoices.entries()) {
    const chain = chains[k];
    const current = [...new Set([...chain.currentByPayment.values()].flatMap((c) => c?.users ?? []))];
    for (const userId of current) {
      const lang = await langOf(userId);
      const push = await deps.db.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, invoice.id, userId, invoice.mark))) return null;
        sent += 1;
        return deps.notifications.store(
          tx,
          [userId],
          {
            title: approvalsText('reminder', lang, { number: invoice.number ?? String(invoice.id), hours }),
            link: `/invoices/list/applications/${invoice.id}`,
            module: 'invoices',
            object_id: invoice.id,
          },
          null,
        );
      });
      push?.();
    }
  }
  return sent;
}

/** The next hourly check (a singleton per hour, so restarts do not multiply it). */
export async function scheduleNextCheck(jobs: Jobs, now = Date.now()) {
  const at = new Date(Math.floor(now / HOUR) * HOUR + HOUR);
  await jobs.send(APPROVAL_REMINDER_QUEUE, {}, { startAfter: at, singletonKey: `approvals-${at.toISOString()}` });
}

/** Registers the worker: check, then schedule the next check. */
export async function startReminders(deps: RemindersDeps) {
  await deps.jobs.work(APPROVAL_REMINDER_QUEUE, async () => {
    try {
      await remindSigners(deps);
    } finally {
      await scheduleNextCheck(deps.jobs);
    }
  });
}
