import {
  equipmentRoutesRegistry,
  expenditureItemsRegistry,
  staffRatesRegistry,
  techTypesRegistry,
  workTypesRegistry,
} from '@app/contracts';
import { date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * The directories of `/directory` on the registry engine: one table per definition of
 * packages/contracts/src/directories.ts, one column per field, plus the registry's system,
 * search columns and list indexes.
 */

export const workTypes = pgTable(
  'work_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    code: text('code'),
    category: text('category').notNull().default('other'),
    unit: text('unit'),
    price: numeric('price', { precision: 18, scale: 2 }),
    vat_included: smallint('vat_included').notNull().default(1),
    description: text('description'),
    ...registrySearchColumns(workTypesRegistry),
  },
  (t) => registryIndexes(workTypesRegistry, t),
);

export const techTypes = pgTable(
  'tech_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    code: text('code'),
    category: text('category').notNull(),
    license_category: text('license_category'),
    fuel: text('fuel'),
    fuel_norm: integer('fuel_norm'),
    description: text('description'),
    ...registrySearchColumns(techTypesRegistry),
  },
  (t) => registryIndexes(techTypesRegistry, t),
);

export const staffRates = pgTable(
  'staff_rates',
  {
    ...registryColumns(),
    post: text('post').notNull(),
    /** An own legal entity (users module's `organizations`). */
    organization_id: integer('organization_id').notNull(),
    rate: numeric('rate', { precision: 18, scale: 2 }).notNull(),
    period: text('period').notNull().default('month'),
    valid_from: date('valid_from', { mode: 'string' }),
    comment: text('comment'),
    ...registrySearchColumns(staffRatesRegistry),
  },
  (t) => registryIndexes(staffRatesRegistry, t),
);

export const equipmentRoutes = pgTable(
  'equipment_routes',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    organization_id: integer('organization_id'),
    start_point: text('start_point').notNull(),
    end_point: text('end_point').notNull(),
    distance_km: integer('distance_km'),
    norm_minutes: integer('norm_minutes'),
    /** A record of `tech_types`. */
    tech_type_id: integer('tech_type_id'),
    description: text('description'),
    ...registrySearchColumns(equipmentRoutesRegistry),
  },
  (t) => registryIndexes(equipmentRoutesRegistry, t),
);

export const expenditureItems = pgTable(
  'expenditure_items',
  {
    ...registryColumns(),
    code: text('code'),
    name: text('name').notNull(),
    /** The parent item (a record of this table); the tree never closes a cycle (directory.service). */
    parent_id: integer('parent_id'),
    /** expense, income (`EXPENDITURE_KINDS`). */
    kind: text('kind').notNull().default('expense'),
    comment: text('comment'),
    ...registrySearchColumns(expenditureItemsRegistry),
  },
  (t) => registryIndexes(expenditureItemsRegistry, t),
);
