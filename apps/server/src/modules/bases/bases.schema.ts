import { baseHousesRegistry, baseRoomsRegistry, basesRegistry, baseTypesRegistry } from '@app/contracts';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Base types (camp, field base, dormitory...): one column per field of `baseTypesRegistry`. */
export const baseTypes = pgTable(
  'base_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    comment: text('comment'),
    ...registrySearchColumns(baseTypesRegistry),
  },
  (t) => registryIndexes(baseTypesRegistry, t),
);

/** The company's field bases: `type_id` a base type, `location_id` a location (dictionaries), `responsible_id` a user. */
export const bases = pgTable(
  'bases',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    type_id: integer('type_id'),
    location_id: integer('location_id'),
    address: text('address'),
    responsible_id: integer('responsible_id'),
    comment: text('comment'),
    ...registrySearchColumns(basesRegistry),
  },
  (t) => registryIndexes(basesRegistry, t),
);

/** Houses of a base. */
export const baseHouses = pgTable(
  'base_houses',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    base_id: integer('base_id').notNull(),
    floors: integer('floors').default(1),
    comment: text('comment'),
    ...registrySearchColumns(baseHousesRegistry),
  },
  (t) => registryIndexes(baseHousesRegistry, t),
);

/** Rooms of a house. */
export const baseRooms = pgTable(
  'base_rooms',
  {
    ...registryColumns(),
    number: text('number').notNull(),
    house_id: integer('house_id').notNull(),
    max_places: integer('max_places').notNull().default(2),
    comment: text('comment'),
    ...registrySearchColumns(baseRoomsRegistry),
  },
  (t) => registryIndexes(baseRoomsRegistry, t),
);

/**
 * Who lives in which room (the rooms' `places_array`). A user lives in one room at most: the
 * unique index keeps it even against concurrent writes; a deleted room frees its places.
 */
export const baseResidents = pgTable(
  'base_residents',
  {
    room_id: integer('room_id').notNull(),
    user_id: integer('user_id').notNull(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.room_id, t.user_id] }), uniqueIndex('base_residents_user_idx').on(t.user_id)],
);
