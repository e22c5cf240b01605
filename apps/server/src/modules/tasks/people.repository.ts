import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { ticketFavouriteUsers, ticketUserGroups } from './tasks.schema.ts';

export async function findGroupsOfOwner(db: Db, ownerId: number, type: string | undefined) {
  return db
    .select()
    .from(ticketUserGroups)
    .where(and(eq(ticketUserGroups.who_add, ownerId), eq(ticketUserGroups.status, 1), type ? eq(ticketUserGroups.type, type) : undefined))
    .orderBy(asc(ticketUserGroups.name), asc(ticketUserGroups.id));
}

export async function findGroup(db: Db, groupId: number) {
  const [row] = await db.select().from(ticketUserGroups).where(eq(ticketUserGroups.id, groupId));
  return row ?? null;
}

export async function insertGroup(db: Db, values: typeof ticketUserGroups.$inferInsert) {
  const [row] = await db.insert(ticketUserGroups).values(values).returning({ id: ticketUserGroups.id });
  return row.id;
}

export async function updateGroup(db: Db, groupId: number, values: Partial<typeof ticketUserGroups.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(ticketUserGroups).set(values).where(eq(ticketUserGroups.id, groupId));
}

export async function findBriefUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; fio: string; avatar: string | null }>(
    db,
    sql`select id, fio, avatar from users where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by fio, id`,
  );
}

export async function findFavouriteUsers(db: Db, ownerId: number) {
  return queryRows<{ id: number; fio: string; avatar: string | null }>(
    db,
    sql`select u.id, u.fio, u.avatar from ticket_favourite_users f join users u on u.id = f.user_id
        where f.who_add = ${ownerId} and u.status = 1 order by u.fio, u.id`,
  );
}

export async function insertFavouriteUser(db: Db, ownerId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(ticketFavouriteUsers)
    .values({ who_add: ownerId, user_id: userId })
    .onConflictDoNothing()
    .returning({ id: ticketFavouriteUsers.id });
  return rows.length > 0;
}

export async function deleteFavouriteUser(db: Db, ownerId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(ticketFavouriteUsers)
    .where(and(eq(ticketFavouriteUsers.who_add, ownerId), eq(ticketFavouriteUsers.user_id, userId)))
    .returning({ id: ticketFavouriteUsers.id });
  return rows.length > 0;
}
