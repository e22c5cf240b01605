import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { networkLinks } from './network-links.schema.ts';

export type LinkRow = typeof networkLinks.$inferSelect;

const columns = {
  id: networkLinks.id,
  name: networkLinks.name,
  link: networkLinks.link,
  object_id: networkLinks.object_id,
  module: networkLinks.module,
  status: networkLinks.status,
  date_add: networkLinks.date_add,
  who_add_avatar: users.avatar,
  who_add_fio: users.fio,
};

export async function findObjectLinks(db: Db, module: string, objectId: number) {
  return db
    .select(columns)
    .from(networkLinks)
    .leftJoin(users, eq(users.id, networkLinks.who_add))
    .where(and(eq(networkLinks.module, module), eq(networkLinks.object_id, objectId), eq(networkLinks.status, 1)))
    .orderBy(asc(networkLinks.id));
}

export async function findLinksWithAuthors(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(networkLinks)
    .leftJoin(users, eq(users.id, networkLinks.who_add))
    .where(inArray(networkLinks.id, ids))
    .orderBy(asc(networkLinks.id));
}

export async function findLink(db: Db, id: number): Promise<LinkRow | null> {
  const rows = await db.select().from(networkLinks).where(eq(networkLinks.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertLinks(db: Db, rows: (typeof networkLinks.$inferInsert)[]) {
  return db.insert(networkLinks).values(rows).returning({ id: networkLinks.id });
}

export async function updateLink(db: Db, id: number, values: Partial<typeof networkLinks.$inferInsert>) {
  await db.update(networkLinks).set(values).where(eq(networkLinks.id, id));
}

/** Purge of an object (objects' `registerObjectTraces`): its network links. */
export async function forgetObject(tx: Db, module: string, objectId: number): Promise<string[]> {
  await tx.delete(networkLinks).where(and(eq(networkLinks.module, module), eq(networkLinks.object_id, objectId)));
  return [];
}
