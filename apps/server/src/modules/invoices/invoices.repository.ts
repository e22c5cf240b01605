import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { partners } from '../partners/index.ts';
import { invoiceFiles, invoices } from './invoices.schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

export async function insertInvoice(db: Db, values: InvoiceInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row;
}

export async function updateInvoice(db: Db, id: number, values: Partial<InvoiceInsert>): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, date_edit: new Date() })
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
