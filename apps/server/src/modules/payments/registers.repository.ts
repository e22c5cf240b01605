import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { invoices } from '../invoices/index.ts';
import { partners } from '../partners/index.ts';
import { organizations, users } from '../users/index.ts';
import { invoiceIntervals, paymentRegisters } from './payments.schema.ts';

export type RegisterRow = typeof paymentRegisters.$inferSelect;

const registerColumns = {
  id: paymentRegisters.id,
  number: paymentRegisters.number,
  date: paymentRegisters.date,
  kind: paymentRegisters.kind,
  state: paymentRegisters.state,
  note: paymentRegisters.note,
  who_add: paymentRegisters.who_add,
  who_add_fio: users.fio,
  date_add: paymentRegisters.date_add,
  count: sql<number>`(select count(*)::int from ${invoiceIntervals} i where i.register_id = ${paymentRegisters.id} and i.status <> 5)`,
  total: sql<string>`(select coalesce(sum(i.sum), 0)::numeric(18,2)::text from ${invoiceIntervals} i where i.register_id = ${paymentRegisters.id} and i.status <> 5)`,
};

/** The registers, newest date first (at most `limit`). */
export const findRegisters = (db: Db, limit: number) =>
  db
    .select(registerColumns)
    .from(paymentRegisters)
    .leftJoin(users, eq(users.id, paymentRegisters.who_add))
    .orderBy(desc(paymentRegisters.date), desc(paymentRegisters.id))
    .limit(limit);

export async function findRegisterView(db: Db, id: number) {
  const [row] = await db
    .select(registerColumns)
    .from(paymentRegisters)
    .leftJoin(users, eq(users.id, paymentRegisters.who_add))
    .where(eq(paymentRegisters.id, id));
  return row ?? null;
}

export async function lockRegister(db: Db, id: number): Promise<RegisterRow | null> {
  const [row] = await db.select().from(paymentRegisters).where(eq(paymentRegisters.id, id)).for('update');
  return row ?? null;
}

export async function insertRegister(db: Db, values: typeof paymentRegisters.$inferInsert): Promise<RegisterRow> {
  const [row] = await db.insert(paymentRegisters).values(values).returning();
  return row;
}

export async function updateRegister(db: Db, id: number, patch: Partial<typeof paymentRegisters.$inferInsert>) {
  await db
    .update(paymentRegisters)
    .set({ ...patch, date_edit: new Date() })
    .where(eq(paymentRegisters.id, id));
}

/** Payments with their invoice, payer and payee (bank details for the register's document). */
const paymentColumns = {
  id: invoiceIntervals.id,
  invoice_id: invoiceIntervals.invoice_id,
  type: invoiceIntervals.type,
  date: invoiceIntervals.date,
  sum: invoiceIntervals.sum,
  condition: invoiceIntervals.condition,
  status: invoiceIntervals.status,
  invoice_number: invoices.number,
  invoice_date: invoices.date_invoice,
  partner: partners.name,
  partner_inn: partners.inn,
  partner_account: partners.account,
  partner_bank: partners.bank_name,
  partner_bik: partners.bik,
  organization: organizations.name,
  organization_inn: organizations.inn,
  organization_account: organizations.account,
};

const paymentsQuery = (db: Db) =>
  db
    .select(paymentColumns)
    .from(invoiceIntervals)
    .innerJoin(invoices, eq(invoices.id, invoiceIntervals.invoice_id))
    .leftJoin(partners, eq(partners.id, invoices.contractor_id))
    .leftJoin(organizations, eq(organizations.id, invoices.organization_id));

export type RegisterPaymentRow = Awaited<ReturnType<typeof findPaymentsOfRegister>>[number];

export const findPaymentsOfRegister = (db: Db, registerId: number) =>
  paymentsQuery(db)
    .where(and(eq(invoiceIntervals.register_id, registerId), sql`${invoiceIntervals.status} <> 5`))
    .orderBy(asc(invoiceIntervals.date), asc(invoiceIntervals.id));

/** Signed payments (status 1) of live invoices, optionally due on one day; at most `limit`. */
export const findSignedPayments = (db: Db, limit: number, day?: string) =>
  paymentsQuery(db)
    .where(
      and(
        eq(invoiceIntervals.status, 1),
        day ? eq(invoiceIntervals.date, day) : undefined,
        sql`coalesce(${invoices.state}, '') not in ('delete', 'paid')`,
      ),
    )
    .orderBy(asc(invoiceIntervals.date), asc(invoiceIntervals.id))
    .limit(limit);
