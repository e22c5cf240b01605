import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/**
 * The company's field bases and camps where staff live (spec 1 §2 `/bases [bases_view]`: list,
 * types, `{id}` with houses, `houses/{houseId}` with rooms; issue 12). Four registries of the
 * engine, all under `bases_view`: base types (a small directory), bases (type, location of the
 * locations directory, address, responsible, comment), houses (of a base: name or number,
 * floors) and rooms (of a house: number, max places). Who lives in a room is not a column: the
 * residents are set as a whole by `PUT /api/base_rooms/:id/residents` (at most max places, no
 * user in two rooms at once) and read with the rooms of a house (`GET /api/base_houses/:id/rooms`).
 */
const BASES_PERMITS = { view: 'bases_view', create: 'bases_view', edit: 'bases_view', delete: 'bases_view' } as const;

export const baseTypesRegistry = defineRegistry({
  name: 'base_types',
  path: '/bases/types',
  label: { ru: 'Типы баз', en: 'Base types' },
  permits: BASES_PERMITS,
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 100, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, list: true, search: 'C' },
  ],
});

export const basesRegistry = defineRegistry({
  name: 'bases',
  label: { ru: 'Базы', en: 'Bases' },
  permits: BASES_PERMITS,
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'type_id', kind: 'remote', registry: 'base_types', label: { ru: 'Тип базы', en: 'Base type' }, list: true, filter: true },
    {
      name: 'location_id',
      kind: 'remote',
      registry: 'locations_list',
      label: { ru: 'Локация', en: 'Location' },
      list: true,
      filter: true,
    },
    { name: 'address', kind: 'longText', max: 500, label: { ru: 'Адрес', en: 'Address' }, list: true, search: 'B' },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

export const baseHousesRegistry = defineRegistry({
  name: 'base_houses',
  path: '/bases/houses',
  label: { ru: 'Дома', en: 'Houses' },
  permits: BASES_PERMITS,
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    {
      name: 'name',
      kind: 'text',
      max: 100,
      label: { ru: 'Название / номер', en: 'Name / number' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    { name: 'base_id', kind: 'remote', registry: 'bases', label: { ru: 'База', en: 'Base' }, required: true, list: true, filter: true },
    { name: 'floors', kind: 'number', min: 1, max: 100, default: 1, label: { ru: 'Этажей', en: 'Floors' }, list: true, sort: true },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, list: true, search: 'C' },
  ],
});

/** The most places a room may have. */
export const ROOM_MAX_PLACES = 50;

export const baseRoomsRegistry = defineRegistry({
  name: 'base_rooms',
  path: '/bases/rooms',
  label: { ru: 'Комнаты', en: 'Rooms' },
  permits: BASES_PERMITS,
  lookup: 'session',
  title: 'number',
  defaultSort: { field: 'number', order: 'asc' },
  fields: [
    {
      name: 'number',
      kind: 'text',
      max: 50,
      label: { ru: 'Номер комнаты', en: 'Room number' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    {
      name: 'house_id',
      kind: 'remote',
      registry: 'base_houses',
      label: { ru: 'Дом', en: 'House' },
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'max_places',
      kind: 'number',
      min: 1,
      max: ROOM_MAX_PLACES,
      default: 2,
      label: { ru: 'Мест всего', en: 'Places' },
      required: true,
      list: true,
      sort: true,
    },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, list: true, search: 'C' },
  ],
});

/** `PUT /api/base_rooms/:id/residents`: who lives in the room, as a whole (an empty list frees it). */
export const roomResidentsInputSchema = z.object({
  user_ids: z.array(z.number().int().positive()).max(ROOM_MAX_PLACES),
});
export type RoomResidentsInput = z.infer<typeof roomResidentsInputSchema>;

/** A room with its places (`places_array`: who lives where) and the free places count (max − taken). */
export const baseRoomSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  max_places: z.number().int(),
  comment: z.string().nullable(),
  version: z.number().int(),
  taken: z.number().int(),
  free: z.number().int(),
  places_array: z.array(z.object({ user_id: z.number().int(), fio: z.string() })),
});
export type BaseRoom = z.infer<typeof baseRoomSchema>;

/** `GET /api/base_houses/:id/rooms`: the house's active rooms by number, with their totals. */
export const baseHouseRoomsSchema = z.object({
  rooms: z.array(baseRoomSchema),
  max_places: z.number().int(),
  taken: z.number().int(),
  free: z.number().int(),
});
export type BaseHouseRooms = z.infer<typeof baseHouseRoomsSchema>;
