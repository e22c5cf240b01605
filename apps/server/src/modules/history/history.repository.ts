import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { objectHistory } from './history.schema.ts';

export type HistoryInsert = typeof objectHistory.$inferInsert;

export async function insertHistory(db: Db, rows: HistoryInsert[]) {
  if (rows.length > 0) await db.insert(objectHistory).values(rows);
}

/** Newest first, `limit` rows after the id `beforeId`. */
export async function findHistoryPage(db: Db, module: string, objectId: number, beforeId: number | undefined, limit: number) {
  return db
    .select({
      id: objectHistory.id,
      date_add: objectHistory.date_add,
      field: objectHistory.field,
      old_value: objectHistory.old_value,
      new_value: objectHistory.new_value,
      who_add_fio: users.fio,
      who_add_avatar: users.avatar,
    })
    .from(objectHistory)
    .leftJoin(users, eq(users.id, objectHistory.who_add))
    .where(
      and(eq(objectHistory.module, module), eq(objectHistory.object_id, objectId), beforeId ? lt(objectHistory.id, beforeId) : undefined),
    )
    .orderBy(desc(objectHistory.id))
    .limit(limit);
}
