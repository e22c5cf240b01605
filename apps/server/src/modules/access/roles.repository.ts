/** Roles (the `roles` registry's table), their permits and holders. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { rolePermits, roles, userRoles, users } from '../users/index.ts';

/** Whether the role exists and is not in the trash. */
export async function isActiveRole(db: Db, roleId: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.status, 1)))
    .limit(1);
  return rows.length > 0;
}

export async function findRolePermitNames(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ permit: rolePermits.permit })
    .from(rolePermits)
    .where(eq(rolePermits.role_id, roleId))
    .orderBy(asc(rolePermits.permit));
  return rows.map((r) => r.permit);
}

export async function findRoleHolders(db: Db, roleId: number) {
  return db
    .select({ id: users.id, fio: users.fio })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(userRoles.role_id, roleId))
    .orderBy(asc(users.fio), asc(users.id));
}

/** The id of an active role with this name (case-insensitive), other than `exceptId`. */
export async function findActiveRoleIdByName(db: Db, name: string, exceptId?: number): Promise<number | null> {
  const conditions = [eq(roles.status, 1), sql`lower(${roles.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(roles.id, exceptId));
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conditions))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function replaceRolePermits(db: Db, roleId: number, permits: string[]) {
  await db.delete(rolePermits).where(eq(rolePermits.role_id, roleId));
  if (permits.length > 0) await db.insert(rolePermits).values(permits.map((permit) => ({ role_id: roleId, permit })));
}

export async function replaceRoleHolders(db: Db, roleId: number, userIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.role_id, roleId));
  if (userIds.length > 0) await db.insert(userRoles).values(userIds.map((user_id) => ({ user_id, role_id: roleId })));
}
