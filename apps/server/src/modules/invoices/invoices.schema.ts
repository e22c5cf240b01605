import { index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Invoices: the base table the invoices module extends (registry, intervals, approval).
 * Money is NUMERIC(18,2), read and written as a decimal string.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    /** blank (application), scheduled, autocreate, registry, contracts, contracts_income. */
    kind: text('kind').notNull().default('blank'),
    number: text('number'),
    date_invoice: timestamp('date_invoice', { withTimezone: true }),
    sum: numeric('sum', { precision: 18, scale: 2 }).notNull().default('0'),
    /** VAT rate in percent (null: without VAT). */
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2 }),
    vat_sum: numeric('vat_sum', { precision: 18, scale: 2 }),
    contractor_id: integer('contractor_id'),
    organization_id: integer('organization_id'),
    contract_id: integer('contract_id'),
    /** The note: the reason an invoice over the threshold has no contract. */
    reason: text('reason'),
    /** The application that created it (applications module), when any. */
    pack_id: integer('pack_id'),
    /** Where the invoice stands: active, success, paid, stoped, refund, delete; null = no status yet (draft). */
    state: text('state'),
    /** Superseded by `state` (migration 0023 copied it); the invoices registry makes it the engine's trash flag. */
    status: text('status'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [
    index('invoices_pack_idx').on(t.pack_id, t.id),
    index('invoices_state_idx').on(t.state, t.id),
    index('invoices_contractor_idx').on(t.contractor_id, t.id),
    index('invoices_number_idx').on(t.number),
  ],
);

/** Files of an invoice; exactly one may be the main invoice file. */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    name: text('name').notNull(),
    /** Storage key. */
    path: text('path').notNull(),
    size: integer('size').notNull().default(0),
    main: smallint('main').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('invoice_files_invoice_idx').on(t.invoice_id, t.id)],
);
