import { equipmentRegistry } from '@app/contracts';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * The company's vehicles and machines: one column per field of `equipmentRegistry`
 * (packages/contracts), the registry's system, search columns and list indexes, and two
 * columns of the task boards' mileage form (`run_photo`) and the hover card (`photo`).
 */
export const equipment = pgTable(
  'equipment',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    board_number: text('board_number'),
    /** VIN / serial number. */
    s_n: text('s_n'),
    /** tech_types (the `/directory/types-tech` directory). */
    type_id: integer('type_id'),
    /** work, repair, idle, written_off (`EQUIPMENT_STATES`). */
    state: text('state').notNull().default('work'),
    location: text('location'),
    /** The own legal entities (users module's organizations). */
    organization_id: integer('organization_id'),
    tenant_id: integer('tenant_id'),
    driver_id: integer('driver_id'),
    /** Odometer, km. */
    run: integer('run').notNull().default(0),
    run_photo: text('run_photo'),
    photo: text('photo'),
    ...registrySearchColumns(equipmentRegistry),
  },
  (t) => registryIndexes(equipmentRegistry, t),
);
