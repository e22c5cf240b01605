/** Roles as the user card reads them (their administration is the access module's). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { rolePermits, roles } from './users.schema.ts';

/** Of the given ids, the active roles, with their names. */
export async function findActiveRolesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.status, 1)));
}

export async function findRolePermitNames(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ permit: rolePermits.permit })
    .from(rolePermits)
    .where(eq(rolePermits.role_id, roleId))
    .orderBy(asc(rolePermits.permit));
  return rows.map((r) => r.permit);
}
