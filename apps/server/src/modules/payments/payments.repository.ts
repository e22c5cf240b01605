import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { invoices } from '../invoices/index.ts';
import { invoiceIntervals } from './payments.schema.ts';

export type IntervalRow = typeof invoiceIntervals.$inferSelect;

/** The invoice fields the payments rules need; locked for the write's transaction when asked. */
export async function findInvoiceTotals(db: Db, invoiceId: number, lock = false) {
  const query = db
    .select({ id: invoices.id, sum: invoices.sum, state: invoices.state, status: invoices.status, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const findIntervalsOfInvoice = (db: Db, invoiceId: number) =>
  db
    .select()
    .from(invoiceIntervals)
    .where(eq(invoiceIntervals.invoice_id, invoiceId))
    .orderBy(asc(invoiceIntervals.date), asc(invoiceIntervals.id));

export async function findInterval(db: Db, id: number, lock = false): Promise<IntervalRow | null> {
  const query = db.select().from(invoiceIntervals).where(eq(invoiceIntervals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findIntervals(db: Db, ids: readonly number[], lock = false): Promise<IntervalRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(invoiceIntervals)
    .where(inArray(invoiceIntervals.id, [...ids]))
    .orderBy(asc(invoiceIntervals.id));
  return lock ? query.for('update') : query;
}

export async function insertInterval(db: Db, values: typeof invoiceIntervals.$inferInsert): Promise<IntervalRow> {
  const [row] = await db.insert(invoiceIntervals).values(values).returning();
  return row;
}

export async function insertIntervals(db: Db, values: (typeof invoiceIntervals.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(invoiceIntervals).values(values).returning({ id: invoiceIntervals.id, invoice_id: invoiceIntervals.invoice_id });
}

/** Applies a change when the row still has `version`; answers the new row, or null when it is stale. */
export async function updateIntervalAt(
  db: Db,
  id: number,
  version: number,
  patch: Partial<typeof invoiceIntervals.$inferInsert>,
): Promise<IntervalRow | null> {
  const [row] = await db
    .update(invoiceIntervals)
    .set({ ...patch, date_edit: new Date(), version: sql`${invoiceIntervals.version} + 1` })
    .where(and(eq(invoiceIntervals.id, id), eq(invoiceIntervals.version, version)))
    .returning();
  return row ?? null;
}

export async function updateIntervalsStatus(
  db: Db,
  ids: readonly number[],
  patch: Partial<Pick<typeof invoiceIntervals.$inferInsert, 'status' | 'register_id' | 'extract_line_id' | 'date_paid'>>,
) {
  if (ids.length === 0) return;
  await db
    .update(invoiceIntervals)
    .set({ ...patch, date_edit: new Date(), version: sql`${invoiceIntervals.version} + 1` })
    .where(inArray(invoiceIntervals.id, [...ids]));
}
