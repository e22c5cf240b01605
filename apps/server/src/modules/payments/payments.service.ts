import type { paymentCreateBody, paymentPatchBody } from '@app/contracts';
import { PAYMENT_STATUS, PAYMENT_STATUSES, PAYMENT_TYPES, type PaymentsAnswer, type PaymentView } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import { emitInvoiceUpdated } from '../invoices/index.ts';
import { firePaymentChanged, type PaymentChange } from './payments.events.ts';
import { paymentsText } from './payments.messages.ts';
import {
  addsUpToTotal,
  exceedsTotal,
  invoiceAcceptsPaymentChanges,
  paymentLive,
  paymentLocked,
  remainderOf,
  sumMoney,
  toKopecks,
} from './payments.policy.ts';
import * as repo from './payments.repository.ts';

export interface PaymentsCtx {
  db: Db;
  realtime: Realtime;
}

/** History (and registry) name of invoices: payment changes are written on their invoice. */
const INVOICES = 'invoices';

type CreateInput = z.output<typeof paymentCreateBody>;
type PatchInput = z.output<typeof paymentPatchBody>;

export const typeLabel = (code: string, lang: Lang) => PAYMENT_TYPES.find((t) => t.code === code)?.[lang] ?? code;
export const statusOf = (code: number) => PAYMENT_STATUSES.find((s) => s.code === code) ?? PAYMENT_STATUSES[0];

export function paymentView(row: repo.IntervalRow, lang: Lang): PaymentView {
  const status = statusOf(row.status);
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    type: row.type,
    type_label: typeLabel(row.type, lang),
    date: row.date,
    sum: row.sum,
    condition: row.condition,
    status: row.status,
    status_label: status[lang],
    status_color: status.color,
    register_id: row.register_id,
    date_paid: row.date_paid ? toWireMinutes(row.date_paid) : null,
    version: row.version,
  };
}

/** One line of the invoice history about a payment. */
const describe = (row: Pick<repo.IntervalRow, 'id' | 'type' | 'date' | 'sum' | 'status'>, lang: Lang) =>
  `№${row.id}: ${typeLabel(row.type, lang)}, ${row.date}, ${row.sum} (${statusOf(row.status)[lang]})`;

/** `GET invoices/:id/intervals`. */
export async function listPayments(db: Db, invoiceId: number, lang: Lang): Promise<PaymentsAnswer> {
  const invoice = await repo.findInvoiceTotals(db, invoiceId);
  if (!invoice) throw new NotFound();
  const rows = await repo.findIntervalsOfInvoice(db, invoiceId);
  const live = rows.filter((r) => paymentLive(r.status));
  return {
    invoice_id: invoice.id,
    invoice_total: invoice.sum,
    sum: sumMoney(live.map((r) => r.sum)),
    paid_sum: sumMoney(rows.filter((r) => r.status === PAYMENT_STATUS.paid).map((r) => r.sum)),
    remainder: remainderOf(
      invoice.sum,
      live.map((r) => r.sum),
    ),
    can_edit: invoiceAcceptsPaymentChanges(invoice),
    payments: rows.map((r) => paymentView(r, lang)),
  };
}

/** Locks the invoice for a payments write and checks it still accepts changes. */
async function lockOpenInvoice(tx: Db, invoiceId: number, lang: Lang) {
  const invoice = await repo.findInvoiceTotals(tx, invoiceId, true);
  if (!invoice) throw new NotFound();
  if (!invoiceAcceptsPaymentChanges(invoice)) throw new Refusal(paymentsText('invoiceClosed', lang), undefined, 409);
  return invoice;
}

/** The live payments (with `candidate` in place of its stored row) must not exceed the total. */
async function checkTotal(tx: Db, invoice: { id: number; sum: string }, candidate: { id?: number; sum: string }, lang: Lang) {
  const others = (await repo.findIntervalsOfInvoice(tx, invoice.id)).filter((r) => paymentLive(r.status) && r.id !== candidate.id);
  const sums = [...others.map((r) => r.sum), candidate.sum];
  if (exceedsTotal(invoice.sum, sums)) {
    const remainder = remainderOf(
      invoice.sum,
      others.map((r) => r.sum),
    );
    throw new ValidationFailed({ sum: [paymentsText('overTotal', lang, { remainder })] });
  }
}

export async function createPayment(ctx: PaymentsCtx, user: SessionUser, invoiceId: number, input: CreateInput, lang: Lang) {
  const row = await ctx.db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, invoiceId, lang);
    const sum = input.sum;
    await checkTotal(tx, invoice, { sum }, lang);
    const created = await repo.insertInterval(tx, {
      invoice_id: invoiceId,
      type: input.type,
      date: input.date,
      sum,
      condition: input.condition ?? null,
      status: PAYMENT_STATUS.active,
      who_add: user.id,
    });
    await recordChanges(tx, INVOICES, invoiceId, user.id, [{ field: 'payment', old_value: null, new_value: describe(created, lang) }]);
    await firePaymentChanged(tx, { intervalIds: [created.id], invoiceId, userId: user.id, change: 'created' });
    return created;
  });
  emitInvoiceUpdated(ctx.realtime, [invoiceId], user.id);
  return paymentView(row, lang);
}

export async function changePayment(ctx: PaymentsCtx, user: SessionUser, intervalId: number, input: PatchInput, lang: Lang) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findInterval(tx, intervalId);
    if (!current || current.status === PAYMENT_STATUS.deleted) throw new NotFound();
    const invoice = await lockOpenInvoice(tx, current.invoice_id, lang);
    const before = await repo.findInterval(tx, intervalId, true);
    if (!before || before.status === PAYMENT_STATUS.deleted) throw new NotFound();
    if (before.version !== input.version) throw new Conflict();
    if (paymentLocked(before.status)) throw new Refusal(paymentsText('locked', lang), undefined, 409);
    const dateChanged = input.date !== undefined && input.date !== before.date;
    const sumChanged = input.sum !== undefined && toKopecks(input.sum) !== toKopecks(before.sum);
    if (sumChanged) await checkTotal(tx, invoice, { id: before.id, sum: input.sum as string }, lang);
    const patch = {
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.date !== undefined ? { date: input.date } : {}),
      ...(input.sum !== undefined ? { sum: input.sum } : {}),
      ...(input.condition !== undefined ? { condition: input.condition } : {}),
      ...(dateChanged || sumChanged ? { status: PAYMENT_STATUS.active } : {}),
    };
    const after = await repo.updateIntervalAt(tx, intervalId, before.version, patch);
    if (!after) throw new Conflict();
    const old = describe(before, lang);
    const now = describe(after, lang);
    const conditionNote =
      (before.condition ?? '') !== (after.condition ?? '')
        ? [{ field: `payment ${after.id} condition`, old_value: before.condition, new_value: after.condition }]
        : [];
    await recordChanges(tx, INVOICES, after.invoice_id, user.id, [{ field: 'payment', old_value: old, new_value: now }, ...conditionNote]);
    const changes: PaymentChange['change'][] = [...(dateChanged ? (['date'] as const) : []), ...(sumChanged ? (['sum'] as const) : [])];
    for (const change of changes)
      await firePaymentChanged(tx, { intervalIds: [after.id], invoiceId: after.invoice_id, userId: user.id, change });
    return after;
  });
  emitInvoiceUpdated(ctx.realtime, [row.invoice_id], user.id);
  return paymentView(row, lang);
}

/** `DELETE invoices/intervals/:id`: status 5 (soft), unless paid or in a register. */
export async function deletePayment(ctx: PaymentsCtx, user: SessionUser, intervalId: number, lang: Lang) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findInterval(tx, intervalId);
    if (!current) throw new NotFound();
    await lockOpenInvoice(tx, current.invoice_id, lang);
    const before = await repo.findInterval(tx, intervalId, true);
    if (!before) throw new NotFound();
    if (before.status === PAYMENT_STATUS.deleted) throw new Refusal(paymentsText('alreadyInStatus', lang), undefined, 409);
    if (paymentLocked(before.status)) throw new Refusal(paymentsText('locked', lang), undefined, 409);
    const after = await repo.updateIntervalAt(tx, intervalId, before.version, { status: PAYMENT_STATUS.deleted });
    if (!after) throw new Conflict();
    await recordChanges(tx, INVOICES, after.invoice_id, user.id, [
      { field: 'payment', old_value: describe(before, lang), new_value: describe(after, lang) },
    ]);
    await firePaymentChanged(tx, { intervalIds: [after.id], invoiceId: after.invoice_id, userId: user.id, change: 'deleted' });
    return after;
  });
  emitInvoiceUpdated(ctx.realtime, [row.invoice_id], user.id);
  return paymentView(row, lang);
}

/** The payments of an invoice, oldest date first (every status). */
export const paymentsOfInvoice = (db: Db, invoiceId: number) => repo.findIntervalsOfInvoice(db, invoiceId);

/** Whether the live payments of an invoice exist and add up to its total exactly. */
export async function paymentsSumMatchesTotal(db: Db, invoiceId: number): Promise<boolean> {
  const invoice = await repo.findInvoiceTotals(db, invoiceId);
  if (!invoice) return false;
  const live = (await repo.findIntervalsOfInvoice(db, invoiceId)).filter((r) => paymentLive(r.status));
  return addsUpToTotal(
    invoice.sum,
    live.map((r) => r.sum),
  );
}

/**
 * Sets the status of payments (approval, registry, extracts call it in their transaction); `extra`
 * sets the register, the extract line or the paid date with it. Bumps each payment's version.
 */
export async function setPaymentStatus(
  tx: Db,
  ids: readonly number[],
  status: number,
  extra: { register_id?: number | null; extract_line_id?: number | null; date_paid?: Date | null } = {},
) {
  await repo.updateIntervalsStatus(tx, ids, { status, ...extra });
}
