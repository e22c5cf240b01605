import { and, desc, eq, inArray, lt } from 'drizzle-orm';
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

/** The newest change of `field` of an object to one of `values` (who, when, the value before), if recorded. */
export async function findLastChangeTo(db: Db, module: string, objectId: number, field: string, values: readonly string[]) {
  const [row] = await db
    .select({ who_add: objectHistory.who_add, date_add: objectHistory.date_add, old_value: objectHistory.old_value })
    .from(objectHistory)
    .where(
      and(
        eq(objectHistory.module, module),
        eq(objectHistory.object_id, objectId),
        eq(objectHistory.field, field),
        inArray(objectHistory.new_value, [...values]),
      ),
    )
    .orderBy(desc(objectHistory.id))
    .limit(1);
  return row ?? null;
}
