import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { organizations } from '../users/index.ts';

/** The own legal entities' ids, in id order. */
export async function organizationIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.status, 1))
    .orderBy(asc(organizations.id));
  return rows.map((r) => r.id);
}
