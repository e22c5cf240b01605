import { date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Payments of an invoice ("intervals", spec 3 §3–4): each has a type, a date, a sum NUMERIC(18,2)
 * and a condition; its status follows the spec's codes 0 active (on review), 1 signed, 2 paid,
 * 3 refund / reconciliation, 4 in the payment registry, 5 deleted, 6 stopped. The payments of a
 * live invoice add up to its total. `register_id` is the payment registry it was put in (4),
 * `extract_line_id` the bank extract line that paid it (2).
 */
export const invoiceIntervals = pgTable(
  'invoice_intervals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    /** The invoice (invoices module; modules keep no foreign keys to each other's tables). */
    invoice_id: integer('invoice_id').notNull(),
    /** initial, final, monthly, regular, complex, auto, priority, urgent. */
    type: text('type').notNull().default('initial'),
    /** The planned payment date (yyyy-MM-dd). */
    date: date('date', { mode: 'string' }).notNull(),
    sum: numeric('sum', { precision: 18, scale: 2 }).notNull(),
    condition: text('condition'),
    /** 0 active, 1 signed, 2 paid, 3 refund, 4 in the registry, 5 deleted, 6 stopped. */
    status: smallint('status').notNull().default(0),
    register_id: integer('register_id'),
    extract_line_id: integer('extract_line_id'),
    date_paid: timestamp('date_paid', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('invoice_intervals_invoice_idx').on(t.invoice_id, t.id),
    index('invoice_intervals_status_date_idx').on(t.status, t.date, t.id),
    index('invoice_intervals_register_idx').on(t.register_id, t.id),
  ],
);

/**
 * Payment registers (spec 1 §2 `/invoices/list/register`): a batch of signed payments gathered
 * for the bank and the director's signature. Kind preliminary or additional; state draft →
 * signed (`registry_paid_sign`) → sent. Its payments point here by `invoice_intervals.register_id`.
 */
export const paymentRegisters = pgTable(
  'payment_registers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    number: text('number').notNull(),
    /** The register's payment day (yyyy-MM-dd). */
    date: date('date', { mode: 'string' }).notNull(),
    /** preliminary, additional. */
    kind: text('kind').notNull().default('preliminary'),
    /** draft, signed, sent. */
    state: text('state').notNull().default('draft'),
    who_sign: integer('who_sign'),
    date_sign: timestamp('date_sign', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [index('payment_registers_date_idx').on(t.date, t.id)],
);
