/** Organizations. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { organizations } from './users.schema.ts';

/** Of the given ids, the active organizations, with their names. */
export async function findActiveOrganizationsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(inArray(organizations.id, ids), eq(organizations.status, 1)));
}

export async function findActiveOrganizationList(db: Db) {
  return db
    .select({ id: organizations.id, name: organizations.name, inn: organizations.inn })
    .from(organizations)
    .where(eq(organizations.status, 1))
    .orderBy(asc(organizations.name));
}
