import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { documentPostalItems } from './document-postal-items.schema.ts';

export interface PostalRow {
  id: number;
  document_id: number;
  number: string;
  /** A string from raw statements on some drivers. */
  date_add: Date | string;
  who_add_fio: string | null;
}

/** The live postal items of a document, oldest first, with who added them. */
export function findPostalItemsOfDocument(db: Db, documentId: number) {
  return queryRows<PostalRow>(
    db,
    sql`select p.id, p.document_id, p.number, p.date_add, u.fio as who_add_fio
      from document_postal_items p left join users u on u.id = p.who_add
      where p.document_id = ${documentId} and p.status = 1 order by p.id`,
  );
}

/** Whether a live postal item (other than `exceptId`) already carries the number. */
export async function trackingTaken(db: Db, number: string, exceptId?: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from document_postal_items where number = ${number} and status = 1
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  return rows.length > 0;
}

/** Adds a postal item; null when the number was taken meanwhile (the unique index). */
export async function insertPostalItem(db: Db, documentId: number, number: string, whoAdd: number): Promise<number | null> {
  const rows = await db
    .insert(documentPostalItems)
    .values({ document_id: documentId, number, who_add: whoAdd })
    .onConflictDoNothing()
    .returning({ id: documentPostalItems.id });
  return rows[0]?.id ?? null;
}

/** Changes the number of a live postal item of the document; false when there is none. */
export async function updatePostalNumber(db: Db, documentId: number, id: number, number: string): Promise<boolean> {
  const rows = await db
    .update(documentPostalItems)
    .set({ number })
    .where(and(eq(documentPostalItems.id, id), eq(documentPostalItems.document_id, documentId), eq(documentPostalItems.status, 1)))
    .returning({ id: documentPostalItems.id });
  return rows.length > 0;
}

/** Deletes (status 0) a live postal item of the document; false when there is none. */
export async function deletePostalItem(db: Db, documentId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(documentPostalItems)
    .set({ status: 0 })
    .where(and(eq(documentPostalItems.id, id), eq(documentPostalItems.document_id, documentId), eq(documentPostalItems.status, 1)))
    .returning({ id: documentPostalItems.id });
  return rows.length > 0;
}
