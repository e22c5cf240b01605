import { locationsRegistry, nomenclatureRegistry } from '@app/contracts';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
};

/**
 * Locations (sites, bases) where goods are delivered; also the registry `locations_list` of
 * `/directory/locations` (`locationsRegistry`): system, search columns and list indexes.
 */
export const locations = pgTable(
  'locations',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    address: text('address'),
    /** An own legal entity (users module's `organizations`). */
    organization_id: integer('organization_id'),
    responsible_id: integer('responsible_id'),
    comment: text('comment'),
    ...registrySearchColumns(locationsRegistry),
  },
  (t) => registryIndexes(locationsRegistry, t),
);

/** Units of measure. */
export const units = pgTable(
  'units',
  { ...base, name: text('name').notNull(), short_name: text('short_name').notNull(), status: smallint('status').notNull().default(1) },
  (t) => [index('units_status_name_idx').on(t.status, t.name, t.id)],
);

/**
 * Nomenclature: the stock items positions of the nomenclature application type are picked
 * from (spec 1 §5 `position.notSelected`); name, article and unit come with the pick. Also the
 * registry `nomenclature` (`nomenclatureRegistry`) of `/nomenclature`, served by modules/nomenclature
 * with its groups, analogues and `properties` (values by property key of the item's groups).
 */
export const nomenclature = pgTable(
  'nomenclature',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    article: text('article'),
    group_id: integer('group_id'),
    unit_id: integer('unit_id'),
    brand: text('brand'),
    description: text('description'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    ...registrySearchColumns(nomenclatureRegistry),
  },
  (t) => registryIndexes(nomenclatureRegistry, t),
);
