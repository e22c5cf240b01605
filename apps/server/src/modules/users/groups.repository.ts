/** User groups as the user card reads them (their administration is the access module's). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { groups } from './users.schema.ts';

/** Of the given ids, the active groups, with their names. */
export async function findActiveGroupsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(inArray(groups.id, ids), eq(groups.status, 1)));
}
