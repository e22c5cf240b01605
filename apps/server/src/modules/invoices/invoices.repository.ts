import type { InvoicePosition } from '@app/contracts';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { partners } from '../partners/index.ts';
import { invoiceFiles, invoices } from './invoices.schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
/** A write: a missing number may come as null (stored as ''). */
export type InvoiceInsert = Omit<typeof invoices.$inferInsert, 'number'> & { number?: string | null };

/** '20.00' → '20': the registry's VAT options are whole percents (applications send decimals). */
const rate = (v: string | null | undefined) => (typeof v === 'string' && v.includes('.') ? v.replace(/\.?0+$/, '') : v);

export async function insertInvoice(db: Db, values: InvoiceInsert): Promise<InvoiceRow> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, number: values.number ?? '', vat_rate: rate(values.vat_rate) })
    .returning();
  return row;
}

export async function updateInvoice(db: Db, id: number, values: Partial<InvoiceInsert>): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, number: values.number === null ? '' : values.number, vat_rate: rate(values.vat_rate), date_edit: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row ?? null;
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** Invoices by id with the contractor's name, in one query. */
export async function findInvoicesWithContractor(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ invoice: invoices, contractor: partners.name })
    .from(invoices)
    .leftJoin(partners, eq(partners.id, invoices.contractor_id))
    .where(inArray(invoices.id, [...new Set(ids)]))
    .orderBy(desc(invoices.id));
}

export async function findFiles(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceFiles)
    .where(and(inArray(invoiceFiles.invoice_id, [...new Set(invoiceIds)]), eq(invoiceFiles.status, 1)))
    .orderBy(asc(invoiceFiles.id));
}

export async function insertFiles(db: Db, rows: (typeof invoiceFiles.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(invoiceFiles).values(rows).returning();
}

/** Autocomplete: invoices whose number or contractor matches, limited to `ids` when given. */
export async function searchInvoices(db: Db, term: string | undefined, restrictTo: number[] | null, limit: number) {
  const t = term?.trim();
  const pattern = t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  if (restrictTo && restrictTo.length === 0) return [];
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      sum: invoices.sum,
      contractor: partners.name,
      date_invoice: invoices.date_invoice,
      pack_id: invoices.pack_id,
    })
    .from(invoices)
    .leftJoin(partners, eq(partners.id, invoices.contractor_id))
    .where(
      and(
        sql`coalesce(${invoices.state}, '') <> 'delete'`,
        restrictTo ? inArray(invoices.id, restrictTo) : undefined,
        pattern ? or(ilike(invoices.number, pattern), ilike(partners.name, pattern), sql`${invoices.id}::text = ${t}`) : undefined,
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(limit);
}

export async function findInvoiceIdsOfPack(db: Db, packId: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.pack_id, packId), ne(invoices.kind, 'autocreate')));
  return rows.map((r) => r.id);
}

export async function findFile(db: Db, id: number) {
  const [row] = await db.select().from(invoiceFiles).where(eq(invoiceFiles.id, id)).limit(1);
  return row ?? null;
}

/** Payments of the invoice that count (not deleted, status 5). */
export async function countPayments(db: Db, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invoice_intervals where invoice_id = ${invoiceId} and status <> 5`,
  );
  return Number(row?.n ?? 0);
}

/** Active invoices per kind (and the urgent ones), for the lists' counters. */
export async function countByKind(db: Db, kinds: readonly string[]) {
  if (kinds.length === 0) return [];
  return db
    .select({
      kind: invoices.kind,
      count: sql<number>`count(*)::int`,
      urgent: sql<number>`count(*) filter (where ${invoices.urgent} = 1)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.status, 1), inArray(invoices.kind, [...kinds])))
    .groupBy(invoices.kind);
}

/** The invoice's kind and trash flag, when it exists. */
export async function findKind(db: Db, id: number) {
  const [row] = await db.select({ kind: invoices.kind, status: invoices.status }).from(invoices).where(eq(invoices.id, id));
  return row;
}

/** Application positions linked to the invoice (applications' table, read-only). */
export async function findPositions(db: Db, invoiceId: number) {
  return queryRows<InvoicePosition>(
    db,
    sql`select id, pack_id, number, coalesce(nullif(info, ''), article) as name, quantity::text as quantity, cost::text as cost, status
        from application_positions where invoice_id = ${invoiceId} and status <> 'delete' order by pack_id, number, id`,
  );
}

/** Marks one file main (the others not), in the caller's transaction. */
export async function setMainFile(tx: Db, invoiceId: number, fileId: number) {
  await tx
    .update(invoiceFiles)
    .set({ main: sql`case when ${invoiceFiles.id} = ${fileId} then 1 else 0 end` })
    .where(and(eq(invoiceFiles.invoice_id, invoiceId), eq(invoiceFiles.status, 1)));
}

/** Removes a file (status 0); answers it as it was. */
export async function removeFile(tx: Db, fileId: number) {
  const [row] = await tx.update(invoiceFiles).set({ status: 0, main: 0 }).where(eq(invoiceFiles.id, fileId)).returning();
  return row;
}
