import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { equipment } from '../equipment/index.ts';
import { users } from '../users/index.ts';

/** Active machines (id, name) in id order: the demo incidents' vehicles. */
export const activeEquipment = (db: Db) =>
  db.select({ id: equipment.id, name: equipment.name }).from(equipment).where(eq(equipment.status, 1)).orderBy(asc(equipment.id)).limit(50);

/** Active staff accounts (`user<n>`) in id order: the demo incidents' drivers. */
export async function staffIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id));
  return rows.filter((r) => r.login.startsWith('user')).map((r) => r.id);
}
