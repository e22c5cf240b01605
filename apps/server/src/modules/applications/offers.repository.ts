import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { partners } from '../partners/index.ts';
import { applicationOffers, supplierRequests } from './applications.schema.ts';

/** Commercial offers (kp) and requests to suppliers. */

// Offers and requests ------------------------------------------------------------

export async function insertOffer(db: Db, values: typeof applicationOffers.$inferInsert) {
  const [row] = await db.insert(applicationOffers).values(values).returning();
  return row;
}

export async function findOffers(db: Db, packId: number) {
  return queryRows<{
    id: number;
    partner_id: number | null;
    partner_name: string | null;
    sum: string | null;
    comment: string | null;
    file_name: string | null;
    file_path: string | null;
    date_add: Date | string;
    who_add: number | null;
    who_add_fio: string | null;
  }>(
    db,
    sql`select o.id, o.partner_id, pr.name as partner_name, o.sum::text as sum, o.comment, o.file_name, o.file_path, o.date_add,
          o.who_add, u.fio as who_add_fio
        from application_offers o left join partners pr on pr.id = o.partner_id left join users u on u.id = o.who_add
        where o.pack_id = ${packId} and o.status = 1 order by o.id`,
  );
}

export async function findOffer(db: Db, id: number) {
  const [row] = await db.select().from(applicationOffers).where(eq(applicationOffers.id, id)).limit(1);
  return row ?? null;
}

export type RequestRow = typeof supplierRequests.$inferSelect;

export async function insertRequest(db: Db, values: typeof supplierRequests.$inferInsert) {
  const [row] = await db.insert(supplierRequests).values(values).returning();
  return row;
}

export async function updateRequest(db: Db, id: number, values: Partial<typeof supplierRequests.$inferInsert>) {
  const [row] = await db
    .update(supplierRequests)
    .set({ ...values, date_edit: new Date() })
    .where(eq(supplierRequests.id, id))
    .returning();
  return row;
}

/** A sent request becomes answered; false when it was not (already answered, or not sent). */
export async function markRequestAnswered(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(supplierRequests)
    .set({ status: 'answered', date_edit: new Date() })
    .where(and(eq(supplierRequests.id, id), eq(supplierRequests.status, 'sent'), eq(supplierRequests.state, 1)))
    .returning({ id: supplierRequests.id });
  return rows.length > 0;
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(supplierRequests).where(eq(supplierRequests.id, id)).limit(1);
  return row ?? null;
}

export async function findRequestByHash(db: Db, hash: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(supplierRequests).where(eq(supplierRequests.link_hash, hash)).limit(1);
  return row ?? null;
}

export async function findRequests(db: Db, packId: number) {
  const rows = await db
    .select({ request: supplierRequests, partner_name: partners.name })
    .from(supplierRequests)
    .leftJoin(partners, eq(partners.id, supplierRequests.partner_id))
    .where(and(eq(supplierRequests.pack_id, packId), eq(supplierRequests.state, 1)))
    .orderBy(asc(supplierRequests.id));
  return rows.map((r) => ({ ...r.request, partner_name: r.partner_name }));
}
