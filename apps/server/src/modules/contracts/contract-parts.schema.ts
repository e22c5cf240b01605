import { date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The parts of a contract (issue 14): works and services, acts of completed work with their
 * lines, signers in order, attached equipment. Each row points at `contracts.id` by
 * `contract_id` (no foreign keys between modules' tables, but these are the same module's; kept
 * without them so a purge of a contract is the engine's business). Periods are computed months
 * (id yyyymm), not a table.
 */

/** A work (type 1) or a service (type 2); status 0 deleted (`PATCH … status: 0`). `sum` = quantity × price, VAT included. */
export const contractWorks = pgTable(
  'contract_works',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
    contract_id: integer('contract_id').notNull(),
    type: smallint('type').notNull().default(1),
    name: text('name').notNull(),
    unit: text('unit'),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    sum: numeric('sum', { precision: 18, scale: 2 }).notNull(),
    /** VAT rate, %; null «Без НДС». */
    vat: smallint('vat'),
    /** A month, yyyymm (optional planning period). */
    period_id: integer('period_id'),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('contract_works_contract_idx').on(t.contract_id, t.status, t.id)],
);

/** An act of completed work for one month; `state` draft → signed (frozen). Deleting a draft removes it and its lines. */
export const contractActs = pgTable(
  'contract_acts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
    contract_id: integer('contract_id').notNull(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    period_id: integer('period_id').notNull(),
    comment: text('comment'),
    state: text('state').notNull().default('draft'),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    date_sign: timestamp('date_sign', { withTimezone: true }),
    who_sign: integer('who_sign'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('contract_acts_contract_idx').on(t.contract_id, t.period_id, t.id)],
);

/** A line of an act: a work and the quantity done; price copied from the work when the line was written. */
export const contractActLines = pgTable(
  'contract_act_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    act_id: integer('act_id').notNull(),
    work_id: integer('work_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    sum: numeric('sum', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [index('contract_act_lines_act_idx').on(t.act_id, t.id), index('contract_act_lines_work_idx').on(t.work_id)],
);

/** A contract's signer: signing goes in `position` order; state waiting, signed or refused. */
export const contractSigners = pgTable(
  'contract_signers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    contract_id: integer('contract_id').notNull(),
    user_id: integer('user_id').notNull(),
    position: integer('position').notNull(),
    state: text('state').notNull().default('waiting'),
    date_sign: timestamp('date_sign', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('contract_signers_contract_user_uq').on(t.contract_id, t.user_id),
    index('contract_signers_contract_idx').on(t.contract_id, t.position),
    index('contract_signers_user_idx').on(t.user_id, t.state),
  ],
);

/** Equipment attached to a contract from `start_date` (required) to `end_date` (open when null). */
export const contractEquipment = pgTable(
  'contract_equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
    contract_id: integer('contract_id').notNull(),
    equipment_id: integer('equipment_id').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    comment: text('comment'),
  },
  (t) => [index('contract_equipment_contract_idx').on(t.contract_id, t.id), index('contract_equipment_equipment_idx').on(t.equipment_id)],
);
