import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { documentQueue } from './document-queue.schema.ts';

export interface QueueRow {
  id: number;
  code: string;
  category_id: number | null;
  inbox: string;
  note: string | null;
  state: string;
  /** Timestamps are strings from raw statements on some drivers. */
  sent_at: Date | string;
  recognized_at: Date | string | null;
  scan_key: string | null;
  scan_name: string | null;
  document_id: number | null;
  who_add_fio: string | null;
}

const SELECT = sql`select q.id, q.code, q.category_id, q.inbox, q.note, q.state, q.sent_at, q.recognized_at, q.scan_key,
  q.scan_name, q.document_id, u.fio as who_add_fio from document_queue q left join users u on u.id = q.who_add`;

/** Queue entries in these states, newest first (at most `limit`). */
export const findQueueEntries = (db: Db, states: readonly string[], limit: number) =>
  queryRows<QueueRow>(
    db,
    sql`${SELECT} where q.state in (${sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    )}) order by q.id desc limit ${limit}`,
  );

export async function findQueueEntry(db: Db, id: number): Promise<QueueRow | undefined> {
  const [row] = await queryRows<QueueRow>(db, sql`${SELECT} where q.id = ${id}`);
  return row;
}

export async function findQueueEntryByCode(db: Db, code: string): Promise<QueueRow | undefined> {
  const [row] = await queryRows<QueueRow>(db, sql`${SELECT} where q.code = ${code}`);
  return row;
}

export async function insertQueueEntry(
  db: Db,
  values: { code: string; category_id: number | null; inbox: string; note: string | null; who_add: number },
): Promise<number> {
  const [row] = await db.insert(documentQueue).values(values).returning({ id: documentQueue.id });
  return row.id;
}

/** Attaches the scan to a waiting entry; false when it is no longer waiting. */
export async function markRecognized(db: Db, id: number, scan: { key: string; name: string }): Promise<boolean> {
  const rows = await db
    .update(documentQueue)
    .set({ state: 'recognized', recognized_at: sql`now()`, scan_key: scan.key, scan_name: scan.name })
    .where(and(eq(documentQueue.id, id), eq(documentQueue.state, 'waiting')))
    .returning({ id: documentQueue.id });
  return rows.length > 0;
}

/** Closes an open entry (registered with its document, or cancelled); false when it is closed already. */
export async function closeEntry(db: Db, id: number, state: 'registered' | 'cancelled', documentId: number | null): Promise<boolean> {
  const rows = await db
    .update(documentQueue)
    .set({ state, document_id: documentId })
    .where(and(eq(documentQueue.id, id), inArray(documentQueue.state, ['waiting', 'recognized'])))
    .returning({ id: documentQueue.id });
  return rows.length > 0;
}
