import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { organizations } from '../users/index.ts';

/** The own legal entities as `{ value, label }` (the application form's "organization"). */
export async function findOrganizationOptions(db: Db, term: string | undefined, limit: number) {
  return db
    .select({ value: organizations.id, label: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.status, 1), term?.trim() ? ilike(organizations.name, likePattern(term.trim())) : undefined))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit);
}
