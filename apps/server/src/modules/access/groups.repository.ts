/** User groups (the `user_groups` registry's table) and their members. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { groupMembers, groups, users } from '../users/index.ts';

/** Whether the group exists and is not in the trash. */
export async function isActiveGroup(db: Db, groupId: number): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.status, 1)))
    .limit(1);
  return rows.length > 0;
}

export async function findGroupMembers(db: Db, groupId: number) {
  return db
    .select({ id: users.id, fio: users.fio, post: users.post })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.user_id))
    .where(eq(groupMembers.group_id, groupId))
    .orderBy(asc(users.fio), asc(users.id));
}

/** The id of an active group with this name (case-insensitive), other than `exceptId`. */
export async function findActiveGroupIdByName(db: Db, name: string, exceptId?: number): Promise<number | null> {
  const conditions = [eq(groups.status, 1), sql`lower(${groups.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(groups.id, exceptId));
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(...conditions))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function replaceGroupMembers(db: Db, groupId: number, userIds: number[]) {
  await db.delete(groupMembers).where(eq(groupMembers.group_id, groupId));
  if (userIds.length > 0) await db.insert(groupMembers).values(userIds.map((user_id) => ({ group_id: groupId, user_id })));
}
