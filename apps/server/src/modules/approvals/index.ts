/**
 * Approval of invoices (their payments) by chains of signers: submission, chains from approval
 * rules or by hand, signing in order or in parallel (N of M), refusal, substitutes, the
 * "awaiting my signature" list, reminders. Public: the routes, `restartApproval`, the seed.
 */
import type { FastifyInstance } from 'fastify';
import { onInvoiceChanged } from '../invoices/index.ts';
import { onPaymentChanged } from '../payments/index.ts';
import { type ApprovalsDeps, approvalsRoutes as routes } from './approvals.routes.ts';
import { scheduleNextCheck, startReminders } from './reminders.service.ts';
import { restartApproval } from './sign.service.ts';

export * from './approvals.schema.ts';
export { APPROVAL_REMINDER_QUEUE, remindSigners } from './reminders.service.ts';
export { seedApprovals } from './seed.service.ts';
export type { ApprovalsDeps };
export { restartApproval };

/**
 * Registers the routes, restarts approval when an invoice's total changes or its main file is
 * deleted (`onInvoiceChanged`) and a payment's date or sum (`onPaymentChanged`), and runs the hourly reminder check when workers run.
 */
export async function approvalsRoutes(fastify: FastifyInstance, deps: ApprovalsDeps) {
  const off = onInvoiceChanged((tx, change) => restartApproval(tx, change.invoiceId, undefined, change.userId).then(() => undefined));
  // A payment's new date or sum restarts its own approval; a new payment reopens an approved invoice.
  const offPayments = onPaymentChanged(async (tx, change) => {
    if (change.change !== 'deleted') await restartApproval(tx, change.invoiceId, change.intervalIds, change.userId);
  });
  fastify.addHook('onClose', async () => {
    off();
    offPayments();
  });
  await startReminders(deps);
  if (deps.startJobs) fastify.addHook('onReady', async () => scheduleNextCheck(deps.jobs));
  await fastify.register(routes, deps);
}
