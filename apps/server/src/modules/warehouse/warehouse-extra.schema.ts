import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storages } from './warehouse.schema.ts';

/**
 * Inventory markers (`ИН-000001`): one code per marked item, printed on stickers and scanned
 * back by the control and checkout screens. The code is unique; `stock_id` / `holding_id` say
 * which balance or holding it was generated for (the item itself is nomenclature + batch + serial).
 */
export const warehouseMarkers = pgTable(
  'warehouse_markers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    nomenclature_id: integer('nomenclature_id').notNull(),
    batch: text('batch').notNull().default(''),
    serial: text('serial').notNull().default(''),
    storage_id: integer('storage_id').references(() => storages.id),
    stock_id: integer('stock_id'),
    holding_id: integer('holding_id'),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    printed_at: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('warehouse_markers_code_idx').on(t.code),
    index('warehouse_markers_item_idx').on(t.nomenclature_id, t.serial),
    index('warehouse_markers_serial_idx').on(t.serial),
    index('warehouse_markers_created_idx').on(t.created_at, t.id),
  ],
);

/** Stocktakings (control): a count of one storage (and its sub-storages when `nested`). */
export const warehouseCounts = pgTable(
  'warehouse_counts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storage_id: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    nested: boolean('nested').notNull().default(false),
    /** open | closed */
    state: text('state').notNull().default('open'),
    comment: text('comment'),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closed_by: integer('closed_by'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** The correction act of the differences. */
    act_id: integer('act_id'),
  },
  (t) => [
    index('warehouse_counts_state_idx').on(t.state, t.id),
    index('warehouse_counts_storage_idx').on(t.storage_id, t.id),
    check('warehouse_counts_state', sql`${t.state} in ('open', 'closed')`),
  ],
);

/** The lines of a count: what the books expect and what was counted (null = not yet). */
export const warehouseCountLines = pgTable(
  'warehouse_count_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    count_id: integer('count_id')
      .notNull()
      .references(() => warehouseCounts.id),
    storage_id: integer('storage_id').notNull(),
    nomenclature_id: integer('nomenclature_id').notNull(),
    batch: text('batch').notNull().default(''),
    serial: text('serial').notNull().default(''),
    expected: numeric('expected', { precision: 18, scale: 3 }).notNull().default('0'),
    counted: numeric('counted', { precision: 18, scale: 3 }),
    cost: numeric('cost', { precision: 18, scale: 2 }),
  },
  (t) => [
    uniqueIndex('warehouse_count_lines_key_idx').on(t.count_id, t.storage_id, t.nomenclature_id, t.batch, t.serial),
    check('warehouse_count_lines_counted', sql`${t.counted} is null or ${t.counted} >= 0`),
  ],
);
