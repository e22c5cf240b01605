import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';

/** Active users' ids by login, in id order (the demo seed's owners). */
export async function userIdsByLogin(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id));
  return new Map(rows.map((r) => [r.login, r.id]));
}
