/** Roles, their permits and holders. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { rolePermits, roles, userRoles, users } from './users.schema.ts';

/** Of the given ids, the active roles, with their names. */
export async function findActiveRolesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.status, 1)));
}

export interface RoleWithPermits {
  id: number;
  name: string;
  permits: string[];
  users_count: number;
}

/** Active roles with their permits and how many users hold each, in one query. */
export async function findRolesWithPermits(db: Db): Promise<RoleWithPermits[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      permits: sql<
        string[] | null
      >`array(select ${rolePermits.permit} from ${rolePermits} where ${rolePermits.role_id} = ${roles.id} order by 1)`,
      users_count: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.role_id} = ${roles.id})`,
    })
    .from(roles)
    .where(eq(roles.status, 1))
    .orderBy(asc(roles.name), asc(roles.id));
  return rows.map((r) => ({ ...r, permits: r.permits ?? [], users_count: Number(r.users_count) }));
}

export async function findActiveRole(db: Db, roleId: number) {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.status, 1)))
    .limit(1);
  return rows[0] ?? null;
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

export async function insertRole(db: Db, name: string, whoAdd: number): Promise<number> {
  const [row] = await db.insert(roles).values({ name, who_add: whoAdd }).returning({ id: roles.id });
  return row.id;
}

export async function updateRoleColumns(db: Db, roleId: number, values: { name?: string; status?: number }) {
  await db.update(roles).set(values).where(eq(roles.id, roleId));
}

export async function replaceRolePermits(db: Db, roleId: number, permits: string[]) {
  await db.delete(rolePermits).where(eq(rolePermits.role_id, roleId));
  if (permits.length > 0) await db.insert(rolePermits).values(permits.map((permit) => ({ role_id: roleId, permit })));
}

export async function replaceRoleHolders(db: Db, roleId: number, userIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.role_id, roleId));
  if (userIds.length > 0) await db.insert(userRoles).values(userIds.map((user_id) => ({ user_id, role_id: roleId })));
}
