/** A user's roles, groups, organizations and personal permits. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { groupMembers, groups, organizations, roles, userOrganizations, userPermits, userRoles } from './users.schema.ts';

export interface UserLink {
  user_id: number;
  id: number;
  name: string;
}

/** Active roles of the given users, in one query. */
export async function findRolesOfUsers(db: Db, userIds: number[]): Promise<UserLink[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.status, 1)))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(asc(roles.name), asc(roles.id));
}

/** Active groups of the given users, in one query. */
export async function findGroupsOfUsers(db: Db, userIds: number[]): Promise<UserLink[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: groupMembers.user_id, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.group_id), eq(groups.status, 1)))
    .where(inArray(groupMembers.user_id, userIds))
    .orderBy(asc(groups.name), asc(groups.id));
}

/** Organizations of the given users, in one query. */
export async function findOrganizationsOfUsers(db: Db, userIds: number[]): Promise<UserLink[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: userOrganizations.user_id, id: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(inArray(userOrganizations.user_id, userIds))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** Permits given to the user personally (value 1), by name. */
export async function findOwnPermitNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ permit: userPermits.permit })
    .from(userPermits)
    .where(and(eq(userPermits.user_id, userId), eq(userPermits.value, 1)))
    .orderBy(asc(userPermits.permit));
  return rows.map((r) => r.permit);
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
}

export async function replaceUserGroups(db: Db, userId: number, groupIds: number[]) {
  await db.delete(groupMembers).where(eq(groupMembers.user_id, userId));
  if (groupIds.length > 0) await db.insert(groupMembers).values(groupIds.map((group_id) => ({ user_id: userId, group_id })));
}

export async function replaceUserOrganizations(db: Db, userId: number, organizationIds: number[]) {
  await db.delete(userOrganizations).where(eq(userOrganizations.user_id, userId));
  if (organizationIds.length > 0) {
    await db.insert(userOrganizations).values(organizationIds.map((organization_id) => ({ user_id: userId, organization_id })));
  }
}

/** Gives (value 1) or takes away a personal permit. */
export async function saveUserPermit(db: Db, userId: number, permit: string, value: 0 | 1) {
  if (value === 1) {
    await db
      .insert(userPermits)
      .values({ user_id: userId, permit, value: 1 })
      .onConflictDoUpdate({ target: [userPermits.user_id, userPermits.permit], set: { value: 1 } });
  } else {
    await db.delete(userPermits).where(and(eq(userPermits.user_id, userId), eq(userPermits.permit, permit)));
  }
}
