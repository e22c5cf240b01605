import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import type { ResidentElsewhere } from './bases.policy.ts';
import { baseHouses, baseResidents, baseRooms, bases } from './bases.schema.ts';

/** The room, locked for the write (concurrent residents changes of one room queue up). */
export async function lockRoom(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: baseRooms.id, status: baseRooms.status, max_places: baseRooms.max_places, house_id: baseRooms.house_id })
    .from(baseRooms)
    .where(eq(baseRooms.id, id))
    .for('update');
  return row;
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

/** Frees a deleted room's places. */
export async function clearResidents(db: Db, roomId: number) {
  await db.delete(baseResidents).where(eq(baseResidents.room_id, roomId));
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
