import { nomenclatureGroupsRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** A property a group gives its items (`key` stays when renamed). */
export interface StoredProperty {
  key: string;
  name: string;
  type: 'text' | 'number' | 'boolean';
}

/**
 * Groups of nomenclature (`nomenclatureGroupsRegistry`): a tree by `parent_id`, and the typed
 * properties (`properties`, not a registry field) the items of the group and its sub-groups have.
 * The items themselves are the dictionaries module's `nomenclature` table.
 */
export const nomenclatureGroups = pgTable(
  'nomenclature_groups',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    parent_id: integer('parent_id'),
    comment: text('comment'),
    properties: jsonb('properties').$type<StoredProperty[]>().notNull().default([]),
    ...registrySearchColumns(nomenclatureGroupsRegistry),
  },
  (t) => registryIndexes(nomenclatureGroupsRegistry, t),
);

/** Analogous items: one row per pair, the smaller id first (the link is symmetric). */
export const nomenclatureAnalogues = pgTable(
  'nomenclature_analogues',
  {
    item_id: integer('item_id').notNull(),
    analogue_id: integer('analogue_id').notNull(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.analogue_id] }),
    index('nomenclature_analogues_analogue_idx').on(t.analogue_id, t.item_id),
    check('nomenclature_analogues_order', sql`${t.item_id} < ${t.analogue_id}`),
  ],
);
