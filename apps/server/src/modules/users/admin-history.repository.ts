/** The administration history of users and staff chains (admin_history; roles and groups write the registries' history). */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { adminHistory, users } from './users.schema.ts';

export interface HistoryEntry {
  entity: 'user' | 'staff_chain';
  entity_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  who_add: number;
}

export async function insertHistory(db: Db, entries: HistoryEntry[]) {
  if (entries.length > 0) await db.insert(adminHistory).values(entries);
}

/** The change history of one record, newest first, with the author's name. */
export async function findHistoryWithAuthors(db: Db, entity: HistoryEntry['entity'], entityId: number) {
  const author = alias(users, 'author');
  return db
    .select({
      id: adminHistory.id,
      date_add: adminHistory.date_add,
      who_add_fio: author.fio,
      field: adminHistory.field,
      old_value: adminHistory.old_value,
      new_value: adminHistory.new_value,
    })
    .from(adminHistory)
    .leftJoin(author, eq(author.id, adminHistory.who_add))
    .where(and(eq(adminHistory.entity, entity), eq(adminHistory.entity_id, entityId)))
    .orderBy(desc(adminHistory.id));
}
