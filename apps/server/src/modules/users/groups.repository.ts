/** User groups and their members. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { groupMembers, groups, users } from './users.schema.ts';

/** Of the given ids, the active groups, with their names. */
export async function findActiveGroupsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(inArray(groups.id, ids), eq(groups.status, 1)));
}

/** Active groups with how many users each has. */
export async function findGroupsWithCounts(db: Db) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      users_count: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.group_id} = ${groups.id})`,
    })
    .from(groups)
    .where(eq(groups.status, 1))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function findActiveGroup(db: Db, groupId: number) {
  const rows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.status, 1)))
    .limit(1);
  return rows[0] ?? null;
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

export async function insertGroup(db: Db, name: string, whoAdd: number): Promise<number> {
  const [row] = await db.insert(groups).values({ name, who_add: whoAdd }).returning({ id: groups.id });
  return row.id;
}

export async function updateGroupColumns(db: Db, groupId: number, values: { name?: string; status?: number }) {
  await db.update(groups).set(values).where(eq(groups.id, groupId));
}

export async function replaceGroupMembers(db: Db, groupId: number, userIds: number[]) {
  await db.delete(groupMembers).where(eq(groupMembers.group_id, groupId));
  if (userIds.length > 0) await db.insert(groupMembers).values(userIds.map((user_id) => ({ group_id: groupId, user_id })));
}
