import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { equipment } from '../equipment/index.ts';
import { users } from '../users/index.ts';
import { dtp } from './dtp.schema.ts';

export type DtpInsert = typeof dtp.$inferInsert;

export async function insertDtp(db: Db, rows: DtpInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(dtp).values(rows).returning({ id: dtp.id })).map((r) => r.id);
}

/** Active machines (id, name) in id order: the demo incidents' vehicles. */
export const activeEquipment = (db: Db) =>
  db.select({ id: equipment.id, name: equipment.name }).from(equipment).where(eq(equipment.status, 1)).orderBy(asc(equipment.id)).limit(50);

/** Active staff accounts (`user<n>`) in id order: the demo incidents' drivers. */
export async function staffIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id));
  return rows.filter((r) => r.login.startsWith('user')).map((r) => r.id);
}
