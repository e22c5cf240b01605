import {
  type BaseHouseRooms,
  baseHouseRoomsSchema,
  baseHousesRegistry,
  baseRoomSchema,
  baseRoomsRegistry,
  basesRegistry,
  baseTypesRegistry,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
  roomResidentsInputSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { idParams } from '../../shared/wire.ts';
import { recordChanges } from '../history/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { basesText } from './bases.messages.ts';
import { freePlaces, placesProblems, residentsProblems } from './bases.policy.ts';
import * as repo from './bases.repository.ts';
import { baseHouses, baseRooms, bases, baseTypes } from './bases.schema.ts';

/** The rooms of a house with who lives where and the free places, per room and in total. */
async function roomsOfHouse(db: Db, houseId: number): Promise<BaseHouseRooms> {
  const { rooms, residents } = await repo.houseRooms(db, houseId);
  const out = rooms.map((room) => {
    const places = residents.filter((r) => r.room_id === room.id).map(({ user_id, fio }) => ({ user_id, fio }));
    return { ...room, taken: places.length, free: freePlaces(room.max_places, places.length), places_array: places };
  });
  const sum = (pick: (r: (typeof out)[number]) => number) => out.reduce((n, r) => n + pick(r), 0);
  return { rooms: out, max_places: sum((r) => r.max_places), taken: sum((r) => r.taken), free: sum((r) => r.free) };
}

/** A room's residents as its history shows them: names by the alphabet, or null for nobody. */
const residentsValue = (names: readonly string[] | undefined) => (names?.length ? names.join(', ') : null);

/**
 * Frees the places of a deleted room, or of the rooms of a deleted house or base (rooms
 * locked, so a residents change in flight ends first): each inhabited room's history gets
 * `residents` → nobody. Restoring the room, house or base brings nobody back.
 */
async function evict(db: Db, userId: number, scope: Parameters<typeof repo.lockRoomsOf>[1]) {
  await db.transaction(async (tx) => {
    const names = await repo.residentNames(tx, await repo.lockRoomsOf(tx, scope));
    const inhabited = [...names].filter(([, list]) => list.length);
    await repo.clearResidents(
      tx,
      inhabited.map(([id]) => id),
    );
    for (const [id, list] of inhabited)
      await recordChanges(tx, baseRoomsRegistry.name, id, userId, [
        { field: 'residents', old_value: residentsValue(list), new_value: null },
      ]);
  });
}

/**
 * The bases registries (issue 12): types, bases, houses (of a base) and rooms (of a house) on
 * the engine, plus the residents of a room: set as a whole within its places, one room per user.
 */
export async function basesRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: baseTypesRegistry, table: baseTypes });
  // A deleted base or house frees the places of its rooms (as a deleted room does).
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: basesRegistry,
    table: bases,
    hooks: { written: async (user, id, action) => (action === 'delete' ? evict(db, user.id, { base: id }) : undefined) },
  });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: baseHousesRegistry,
    table: baseHouses,
    hooks: { written: async (user, id, action) => (action === 'delete' ? evict(db, user.id, { house: id }) : undefined) },
  });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: baseRoomsRegistry,
    table: baseRooms,
    hooks: {
      // Fewer places than residents would leave someone without a place.
      validate: async (tx, record, id) =>
        id !== undefined && typeof record.max_places === 'number'
          ? placesProblems(record.max_places, await repo.countResidents(tx, id))
          : {},
      // A deleted room frees its places (a restored one comes back empty).
      written: async (user, id, action) => (action === 'delete' ? evict(db, user.id, { room: id }) : undefined),
    },
  });

  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/base_houses/:id/rooms',
    {
      config: { access: 'bases_view' },
      schema: {
        tags: ['bases'],
        summary: 'Bases: the rooms of a house with their residents (places_array) and free places',
        params: idParams,
        response: { 200: baseHouseRoomsSchema },
      },
    },
    async (request) => {
      if (!(await repo.houseExists(db, request.params.id))) throw new NotFound();
      return roomsOfHouse(db, request.params.id);
    },
  );
  typed.put(
    '/base_rooms/:id/residents',
    {
      config: { access: 'bases_view' },
      schema: {
        tags: ['bases'],
        summary: 'Bases: who lives in the room, as a whole (at most its places; a user lives in one room)',
        params: idParams,
        body: roomResidentsInputSchema,
        response: { 200: baseRoomSchema },
      },
    },
    async (request) => {
      const roomId = request.params.id;
      const userIds = [...new Set(request.body.user_ids)];
      const houseId = await db.transaction(async (tx) => {
        const room = await repo.lockRoom(tx, roomId);
        if (!room) throw new NotFound();
        const [known, elsewhere] = await Promise.all([repo.activeUserIds(tx, userIds), repo.residentsElsewhere(tx, roomId, userIds)]);
        if (room.status !== 1) throw new ValidationFailed({ user_ids: [basesText('roomDeleted', request.lang)] });
        const problems = residentsProblems({ userIds, maxPlaces: room.max_places, known, elsewhere }, request.lang);
        if (Object.keys(problems).length) throw new ValidationFailed(problems);
        const before = (await repo.residentNames(tx, [roomId])).get(roomId);
        await repo.replaceResidents(tx, roomId, userIds);
        const after = (await repo.residentNames(tx, [roomId])).get(roomId);
        await recordChanges(tx, baseRoomsRegistry.name, roomId, request.user!.id, [
          { field: 'residents', old_value: residentsValue(before), new_value: residentsValue(after) },
        ]);
        return room.house_id;
      });
      const event = { action: 'update' as const, id: roomId, fields: {}, user_id: request.user!.id };
      realtime.emit(registryRecordRoom(baseRoomsRegistry.name, roomId), registryChannel(baseRoomsRegistry.name), event);
      realtime.emit(registryListRoom(baseRoomsRegistry.name), registryChannel(baseRoomsRegistry.name), event);
      const answer = (await roomsOfHouse(db, houseId)).rooms.find((r) => r.id === roomId);
      if (!answer) throw new NotFound();
      return answer;
    },
  );
}
