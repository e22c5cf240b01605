import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import type { ResidentElsewhere } from './bases.policy.ts';
import { baseHouses, baseResidents, baseRooms, bases } from './bases.schema.ts';

/** The room, locked for the write (concurrent residents changes of one room queue up); status 0 also when its house or base is deleted. */
export async function lockRoom(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: baseRooms.id, status: baseRooms.status, max_places: baseRooms.max_places, house_id: baseRooms.house_id })
    .from(baseRooms)
    .where(eq(baseRooms.id, id))
    .for('update');
  if (!row) return row;
  // A room of a deleted house or base takes nobody in either (their deletion freed it).
  const [home] = await tx
    .select({ house: baseHouses.status, base: bases.status })
    .from(baseHouses)
    .innerJoin(bases, eq(bases.id, baseHouses.base_id))
    .where(eq(baseHouses.id, row.house_id));
  return { ...row, status: row.status === 1 && home?.house === 1 && home.base === 1 ? 1 : 0 };
}

/** Which of the ids are active users. */
export async function activeUserIds(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** Those of the users who live in another room than `roomId`, with where they live. */
export function residentsElsewhere(tx: Db, roomId: number, ids: readonly number[]): Promise<ResidentElsewhere[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select({ user_id: baseResidents.user_id, fio: users.fio, room: baseRooms.number, house: baseHouses.name, base: bases.name })
    .from(baseResidents)
    .innerJoin(users, eq(users.id, baseResidents.user_id))
    .innerJoin(baseRooms, eq(baseRooms.id, baseResidents.room_id))
    .innerJoin(baseHouses, eq(baseHouses.id, baseRooms.house_id))
    .innerJoin(bases, eq(bases.id, baseHouses.base_id))
    .where(and(inArray(baseResidents.user_id, [...ids]), ne(baseResidents.room_id, roomId)))
    .orderBy(asc(users.fio));
}

/** How many people live in the room. */
export async function countResidents(tx: Db, roomId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(baseResidents).where(eq(baseResidents.room_id, roomId));
  return row?.n ?? 0;
}

/** Sets the room's residents as a whole (kept rows keep their move-in date). */
export async function replaceResidents(tx: Db, roomId: number, ids: readonly number[]) {
  const stay = [...ids];
  await tx
    .delete(baseResidents)
    .where(
      stay.length
        ? and(eq(baseResidents.room_id, roomId), sql`${baseResidents.user_id} <> all(${sql.param(stay)}::int[])`)
        : eq(baseResidents.room_id, roomId),
    );
  if (stay.length)
    await tx
      .insert(baseResidents)
      .values(stay.map((user_id) => ({ room_id: roomId, user_id })))
      .onConflictDoNothing();
}

/**
 * The rooms (any status) of a room id, a house or a base, locked: a residents change of one
 * of them in flight ends first, a later one then sees the deletion.
 */
export async function lockRoomsOf(tx: Db, scope: { room: number } | { house: number } | { base: number }): Promise<number[]> {
  const where =
    'room' in scope
      ? eq(baseRooms.id, scope.room)
      : 'house' in scope
        ? eq(baseRooms.house_id, scope.house)
        : sql`${baseRooms.house_id} in (select ${baseHouses.id} from ${baseHouses} where ${baseHouses.base_id} = ${scope.base})`;
  const rows = await tx.select({ id: baseRooms.id }).from(baseRooms).where(where).orderBy(asc(baseRooms.id)).for('update');
  return rows.map((r) => r.id);
}

/** Who lives in each of the rooms, by name (the history's `residents` values). */
export async function residentNames(tx: Db, roomIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(roomIds.map((id) => [id, []]));
  if (!roomIds.length) return names;
  const rows = await tx
    .select({ room_id: baseResidents.room_id, fio: users.fio })
    .from(baseResidents)
    .innerJoin(users, eq(users.id, baseResidents.user_id))
    .where(inArray(baseResidents.room_id, [...roomIds]))
    .orderBy(asc(users.fio), asc(users.id));
  for (const r of rows) names.get(r.room_id)?.push(r.fio);
  return names;
}

/** Frees the places of the rooms (a deleted room, or the rooms of a deleted house or base). */
export async function clearResidents(tx: Db, roomIds: readonly number[]) {
  if (roomIds.length) await tx.delete(baseResidents).where(inArray(baseResidents.room_id, [...roomIds]));
}

/** Whether the house is active (status 1). */
export async function houseExists(db: Db, houseId: number): Promise<boolean> {
  const [row] = await db.select({ id: baseHouses.id }).from(baseHouses).where(eq(baseHouses.id, houseId));
  return Boolean(row);
}

/** The house's active rooms by number, and who lives in each (by name). */
export async function houseRooms(db: Db, houseId: number) {
  const rooms = await db
    .select({
      id: baseRooms.id,
      number: baseRooms.number,
      max_places: baseRooms.max_places,
      comment: baseRooms.comment,
      version: baseRooms.version,
    })
    .from(baseRooms)
    .where(and(eq(baseRooms.house_id, houseId), eq(baseRooms.status, 1)))
    .orderBy(asc(baseRooms.number), asc(baseRooms.id));
  const residents = rooms.length
    ? await db
        .select({ room_id: baseResidents.room_id, user_id: baseResidents.user_id, fio: users.fio })
        .from(baseResidents)
        .innerJoin(users, eq(users.id, baseResidents.user_id))
        .where(
          inArray(
            baseResidents.room_id,
            rooms.map((r) => r.id),
          ),
        )
        .orderBy(asc(baseResidents.date_add), asc(users.fio))
    : [];
  return { rooms, residents };
}
