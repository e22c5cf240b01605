import { storagesRegistry, type WarehouseSignature } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Storages (a tree: warehouse → zone → shelf): one column per field of `storagesRegistry`. */
export const storages = pgTable(
  'storages',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('warehouse'),
    parent_id: integer('parent_id'),
    code: text('code'),
    responsible_id: integer('responsible_id'),
    deputy_id: integer('deputy_id'),
    address: text('address'),
    comment: text('comment'),
    ...registrySearchColumns(storagesRegistry),
  },
  (t) => [...registryIndexes(storagesRegistry, t), index('storages_parent_idx').on(t.parent_id)],
);

/**
 * A balance: one line per storage, nomenclature item, batch and serial ('' = none). The check
 * keeps it from going below zero whatever the code does; acts subtract with a guarded update.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storage_id: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    nomenclature_id: integer('nomenclature_id').notNull(),
    batch: text('batch').notNull().default(''),
    serial: text('serial').notNull().default(''),
    unit_id: integer('unit_id'),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull().default('0'),
    /** Unit price, roubles (the weighted average of the receipts). */
    cost: numeric('cost', { precision: 18, scale: 2 }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_stock_key_idx').on(t.storage_id, t.nomenclature_id, t.batch, t.serial),
    index('warehouse_stock_nomenclature_idx').on(t.nomenclature_id),
    check('warehouse_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Acts (receipt, issue, clothes, transfer, return, write-off, correction); `kind`, `state` of the contracts' vocabularies. */
export const warehouseActs = pgTable(
  'warehouse_acts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `ПР-000123`: the kind's prefix and the id. */
    number: text('number').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('done'),
    storage_id: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    target_storage_id: integer('target_storage_id').references(() => storages.id),
    recipient_id: integer('recipient_id'),
    project_id: integer('project_id'),
    application_id: integer('application_id'),
    /** The stocktaking a correction act closes. */
    count_id: integer('count_id'),
    comment: text('comment'),
    signatures: jsonb('signatures').$type<WarehouseSignature[]>().notNull().default([]),
    received_by: integer('received_by'),
    received_at: timestamp('received_at', { withTimezone: true }),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
  },
  (t) => [
    index('warehouse_acts_date_idx').on(t.date, t.id),
    index('warehouse_acts_kind_idx').on(t.kind, t.date, t.id),
    index('warehouse_acts_storage_idx').on(t.storage_id, t.date),
    index('warehouse_acts_target_idx').on(t.target_storage_id, t.state),
    index('warehouse_acts_recipient_idx').on(t.recipient_id),
  ],
);

/** The positions of an act. */
export const warehouseActLines = pgTable(
  'warehouse_act_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    act_id: integer('act_id')
      .notNull()
      .references(() => warehouseActs.id),
    nomenclature_id: integer('nomenclature_id').notNull(),
    batch: text('batch').notNull().default(''),
    serial: text('serial').notNull().default(''),
    unit_id: integer('unit_id'),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    cost: numeric('cost', { precision: 18, scale: 2 }),
    /** A supply application position this receipt received. */
    position_id: integer('position_id'),
    /** A holding this return gave back. */
    holding_id: integer('holding_id'),
    size: text('size'),
    wear_months: integer('wear_months'),
    return_date: date('return_date', { mode: 'string' }),
  },
  (t) => [index('warehouse_act_lines_act_idx').on(t.act_id, t.id), index('warehouse_act_lines_position_idx').on(t.position_id)],
);

/**
 * Movements: every change of a balance, signed (+ in, − out). The movement report and the
 * stock on a date read them (1,000,000 rows in the bench).
 */
export const warehouseMovements = pgTable(
  'warehouse_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    act_id: integer('act_id'),
    storage_id: integer('storage_id').notNull(),
    nomenclature_id: integer('nomenclature_id').notNull(),
    batch: text('batch').notNull().default(''),
    serial: text('serial').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    cost: numeric('cost', { precision: 18, scale: 2 }),
    /** The person the goods went to or came back from. */
    holder_id: integer('holder_id'),
    project_id: integer('project_id'),
    /** Who wrote it. */
    user_id: integer('user_id'),
  },
  (t) => [
    index('warehouse_movements_date_idx').on(t.date, t.id),
    index('warehouse_movements_storage_idx').on(t.storage_id, t.date),
    index('warehouse_movements_item_idx').on(t.nomenclature_id, t.date),
    index('warehouse_movements_act_idx').on(t.act_id),
  ],
);

/**
 * What a person or a project holds: one row per issued line; `returned` grows with return acts.
 * The debts list is the rows with `quantity > returned`.
 */
export const warehouseHoldings = pgTable(
  'warehouse_holdings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id'),
    project_id: integer('project_id'),
    act_id: integer('act_id')
      .notNull()
      .references(() => warehouseActs.id),
    line_id: integer('line_id').notNull(),
    storage_id: integer('storage_id').notNull(),
    nomenclature_id: integer('nomenclature_id').notNull(),
    batch: text('batch').notNull().default(''),
    serial: text('serial').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    returned: numeric('returned', { precision: 18, scale: 3 }).notNull().default('0'),
    size: text('size'),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    return_date: date('return_date', { mode: 'string' }),
    /** When the return reminder went out (once). */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('warehouse_holdings_user_idx').on(t.user_id),
    index('warehouse_holdings_project_idx').on(t.project_id),
    index('warehouse_holdings_return_idx').on(t.return_date),
    check('warehouse_holdings_returned', sql`${t.returned} >= 0 and ${t.returned} <= ${t.quantity}`),
  ],
);
