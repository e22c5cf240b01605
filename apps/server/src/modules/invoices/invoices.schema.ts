import { invoicesRegistry } from '@app/contracts';
import { index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Invoices: the base table the invoices module extends (registry, intervals, approval).
 * Money is NUMERIC(18,2), read and written as a decimal string. A registry of the engine
 * (`invoicesRegistry`): `status` is the trash flag, `state` the business status.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...registryColumns(),
    /** blank (application), scheduled, autocreate, registry, contracts, contracts_income. */
    kind: text('kind').notNull().default('blank'),
    /** '' when it has none yet (the registry's title: not null). */
    number: text('number').notNull().default(''),
    date_invoice: timestamp('date_invoice', { withTimezone: true }),
    sum: numeric('sum', { precision: 18, scale: 2 }).notNull().default('0'),
    /** VAT rate in percent as text ('20'; null: without VAT): an enum of the registry. */
    vat_rate: text('vat_rate'),
    vat_sum: numeric('vat_sum', { precision: 18, scale: 2 }),
    term_days: integer('term_days'),
    paid_type: text('paid_type'),
    purpose: text('purpose'),
    urgent: smallint('urgent').notNull().default(0),
    /** Payee (partners). */
    contractor_id: integer('contractor_id'),
    /** Payer: an own legal entity (organizations). */
    organization_id: integer('organization_id'),
    bank_account: text('bank_account'),
    /** No contracts registry yet: the number of the contract. */
    contract_id: integer('contract_id'),
    /** The note: the reason an invoice over the threshold has no contract. */
    reason: text('reason'),
    expenditure_id: integer('expenditure_id'),
    project_id: integer('project_id'),
    /** The application that created it (applications module), when any. */
    pack_id: integer('pack_id'),
    /** Where the invoice stands: active, success, paid, stoped, refund, delete; null = no status yet (draft). */
    state: text('state'),
    ...registrySearchColumns(invoicesRegistry),
  },
  (t) => [
    ...registryIndexes(invoicesRegistry, t),
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
