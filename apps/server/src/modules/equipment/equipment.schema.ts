import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export interface EquipmentDriver {
  user_id: number | null;
  fio: string;
  post: string | null;
  status_name: string;
  avatar: string | null;
  contacts: string | null;
}

/**
 * The text the registry's search looks in: name, board number and VIN, lower-cased (the
 * same expression as `equipment_search_trgm_idx`, so `like '%term%'` uses the index).
 */
export function equipmentSearchText(t: { name: AnyPgColumn; board_number: AnyPgColumn; s_n: AnyPgColumn }) {
  return sql`lower(${t.name} || ' ' || coalesce(${t.board_number}, '') || ' ' || coalesce(${t.s_n}, ''))`;
}

/** A minimal equipment registry (vehicles and machines) for the mileage form of task boards. */
export const equipment = pgTable(
  'equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    name: text('name').notNull(),
    board_number: text('board_number'),
    /** VIN / serial number. */
    s_n: text('s_n'),
    photo: text('photo'),
    /** Operating state shown on the card ("В работе", "На ремонте"...). */
    state: text('state').notNull().default('В работе'),
    location: text('location'),
    organization: text('organization'),
    tenant: text('tenant'),
    /** Odometer, km. */
    run: integer('run').notNull().default(0),
    run_photo: text('run_photo'),
    drivers: jsonb('drivers').$type<EquipmentDriver[]>().notNull().default([]),
    /** 1 active, 0 deleted. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    index('equipment_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The registry table's search (name, board number, VIN) and its keyset order (name, id).
    index('equipment_search_trgm_idx').using('gin', sql`${equipmentSearchText(t)} gin_trgm_ops`),
    index('equipment_status_idx').on(t.status, t.name, t.id),
  ],
);
