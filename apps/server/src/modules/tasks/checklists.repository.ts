import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { checklistGroups, checklistItems } from './tasks.schema.ts';

export async function findGroupsOfTicket(db: Db, ticketId: number) {
  return db
    .select()
    .from(checklistGroups)
    .where(and(eq(checklistGroups.ticket_id, ticketId), eq(checklistGroups.status, 1)))
    .orderBy(asc(checklistGroups.position), asc(checklistGroups.id));
}

export async function findItemsOfTicket(db: Db, ticketId: number) {
  return db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.ticket_id, ticketId), eq(checklistItems.deleted, 0)))
    .orderBy(asc(checklistItems.position), asc(checklistItems.number), asc(checklistItems.id));
}

export async function findGroup(db: Db, groupId: number) {
  const [row] = await db.select().from(checklistGroups).where(eq(checklistGroups.id, groupId));
  return row ?? null;
}

export async function findItem(db: Db, itemId: number) {
  const [row] = await db.select().from(checklistItems).where(eq(checklistItems.id, itemId));
  return row ?? null;
}

export async function insertGroup(db: Db, values: typeof checklistGroups.$inferInsert) {
  const [row] = await db.insert(checklistGroups).values(values).returning({ id: checklistGroups.id });
  return row.id;
}

export async function updateGroup(db: Db, groupId: number, values: Partial<typeof checklistGroups.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(checklistGroups).set(values).where(eq(checklistGroups.id, groupId));
}

export async function insertItem(db: Db, values: typeof checklistItems.$inferInsert) {
  const [row] = await db.insert(checklistItems).values(values).returning({ id: checklistItems.id });
  return row.id;
}

export async function updateItem(db: Db, itemId: number, values: Partial<typeof checklistItems.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(checklistItems).set(values).where(eq(checklistItems.id, itemId));
}

export async function findGroupIdsOfTicket(db: Db, ticketId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: checklistGroups.id })
    .from(checklistGroups)
    .where(and(eq(checklistGroups.ticket_id, ticketId), inArray(checklistGroups.id, ids)));
  return rows.map((r) => r.id);
}
