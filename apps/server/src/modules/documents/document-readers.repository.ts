import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { documentReaders } from './document-readers.schema.ts';
import { documents } from './documents.schema.ts';

export interface ReaderRow {
  user_id: number;
  fio: string;
  avatar: string | null;
  status: number;
  /** Timestamps come back as strings from raw statements on some drivers. */
  date_read: Date | string | null;
  date_add: Date | string;
}

/** The readers of a document with their names, in the order they were added. */
export function findReadersOfDocument(db: Db, documentId: number) {
  return queryRows<ReaderRow>(
    db,
    sql`select r.user_id, u.fio, u.avatar, r.status, r.date_read, r.date_add
      from document_readers r join users u on u.id = r.user_id
      where r.document_id = ${documentId} order by r.id`,
  );
}

/** Adds the users not yet readers of the document; answers the ids that were added. */
export async function insertReaders(tx: Db, documentId: number, userIds: number[], whoAdd: number): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(documentReaders)
    .values(userIds.map((user_id) => ({ document_id: documentId, user_id, who_add: whoAdd })))
    .onConflictDoNothing()
    .returning({ user_id: documentReaders.user_id });
  return rows.map((r) => r.user_id);
}

/** Marks the user's reading of the document (once: the first date stays); false when not a reader. */
export async function markReaderRead(db: Db, documentId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(documentReaders)
    .set({ status: 1, date_read: sql`coalesce(${documentReaders.date_read}, now())` })
    .where(and(eq(documentReaders.document_id, documentId), eq(documentReaders.user_id, userId)))
    .returning({ id: documentReaders.id });
  return rows.length > 0;
}

export async function deleteReader(db: Db, documentId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(documentReaders)
    .where(and(eq(documentReaders.document_id, documentId), eq(documentReaders.user_id, userId)))
    .returning({ id: documentReaders.id });
  return rows.length > 0;
}

/** Number and subject of a document (the readers' notification). */
export async function findDocumentTitle(db: Db, documentId: number) {
  const [row] = await db
    .select({ number: documents.number, subject: documents.subject })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row;
}
