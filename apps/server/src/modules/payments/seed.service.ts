import { PAYMENT_STATUS, type PaymentType } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { invoices } from '../invoices/index.ts';
import { fromKopecks, toKopecks } from './payments.policy.ts';
import * as repo from './payments.repository.ts';
import { invoiceIntervals, paymentRegisters } from './payments.schema.ts';

const DAY = 86_400_000;
const TYPES: PaymentType[][] = [['final'], ['initial', 'final'], ['initial', 'regular', 'final']];

/** The payment status that follows the invoice's state. */
const STATUS_OF_STATE: Record<string, number> = {
  paid: PAYMENT_STATUS.paid,
  success: PAYMENT_STATUS.signed,
  active: PAYMENT_STATUS.active,
  stoped: PAYMENT_STATUS.stopped,
  refund: PAYMENT_STATUS.refund,
  delete: PAYMENT_STATUS.deleted,
};

/** Splits a sum into `n` exact parts (the last takes the rest). */
export function splitMoney(total: string, n: number): string[] {
  const all = toKopecks(total);
  const part = all / BigInt(n);
  return Array.from({ length: n }, (_, i) => fromKopecks(i === n - 1 ? all - part * BigInt(n - 1) : part));
}

/**
 * Demo payments: 1–3 for each invoice without any, adding up to its total, their status following
 * the invoice's state (paid → 2, success → 1, active or draft → 0); one preliminary register with
 * a few signed payments in it. Deterministic; does nothing when payments exist.
 */
export async function seedPayments(db: Db) {
  const [existing] = await db.select({ id: invoiceIntervals.id }).from(invoiceIntervals).limit(1);
  if (existing) return;
  const rows = await db
    .select({ id: invoices.id, sum: invoices.sum, state: invoices.state, date: invoices.date_invoice, who: invoices.who_add })
    .from(invoices)
    .orderBy(asc(invoices.id));
  const values: (typeof invoiceIntervals.$inferInsert)[] = [];
  const now = Date.now();
  for (const invoice of rows) {
    if (toKopecks(invoice.sum) <= 0n) continue;
    const n = (invoice.id % 3) + 1;
    const status = STATUS_OF_STATE[invoice.state ?? ''] ?? PAYMENT_STATUS.active;
    const start = invoice.date?.getTime() ?? now;
    splitMoney(invoice.sum, n).forEach((sum, i) => {
      values.push({
        invoice_id: invoice.id,
        type: TYPES[n - 1][i],
        date: new Date(start + (i + 1) * 10 * DAY).toISOString().slice(0, 10),
        sum,
        condition: i === 0 && n > 1 ? 'После подписания договора' : null,
        status,
        date_paid: status === PAYMENT_STATUS.paid ? new Date(start + (i + 1) * 10 * DAY) : null,
        who_add: invoice.who,
      });
    });
  }
  const created: { id: number }[] = [];
  for (let k = 0; k < values.length; k += 1000) created.push(...(await repo.insertIntervals(db, values.slice(k, k + 1000))));

  // One preliminary register: a few signed payments (of active invoices when none is signed yet).
  const signed = values.map((v, i) => ({ ...v, id: created[i].id })).filter((v) => v.status === PAYMENT_STATUS.signed);
  const pool = signed.length
    ? signed
    : values.map((v, i) => ({ ...v, id: created[i].id })).filter((v) => v.status === PAYMENT_STATUS.active);
  const chosen = pool.slice(0, 4);
  const [register] = await db
    .insert(paymentRegisters)
    .values({ number: '1', date: new Date(now).toISOString().slice(0, 10), kind: 'preliminary', note: 'Демонстрационный реестр' })
    .returning({ id: paymentRegisters.id });
  for (const payment of chosen) {
    await db
      .update(invoiceIntervals)
      .set({ status: PAYMENT_STATUS.inRegister, register_id: register.id })
      .where(eq(invoiceIntervals.id, payment.id));
  }
}
