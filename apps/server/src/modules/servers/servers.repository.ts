import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { servers } from './servers.schema.ts';

export type ServerInsert = typeof servers.$inferInsert;

export async function insertServers(db: Db, rows: ServerInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(servers).values(rows).returning({ id: servers.id })).map((r) => r.id);
}

/** Active users' ids by login, in id order (the demo seed's owners). */
export async function userIdsByLogin(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id));
  return new Map(rows.map((r) => [r.login, r.id]));
}
