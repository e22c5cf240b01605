import { banksRegistry } from '@app/contracts';
import { date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * One imported 1C extract file (`1CClientBankExchange`): its name, the SHA-256 of its bytes,
 * the accounts and period of its header, how many documents it held and how many became new
 * lines (the rest were already known).
 */
export const bankExtracts = pgTable(
  'bank_extracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    name: text('name').notNull(),
    sha256: text('sha256').notNull(),
    version: text('version').notNull(),
    /** Windows or DOS, as the file's `Кодировка` line says. */
    encoding: text('encoding').notNull(),
    sender: text('sender'),
    /** The accounts of the file, comma-separated. */
    accounts: text('accounts').notNull().default(''),
    date_from: date('date_from', { mode: 'string' }),
    date_to: date('date_to', { mode: 'string' }),
    documents: integer('documents').notNull().default(0),
    added: integer('added').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
  },
  (t) => [index('bank_extracts_date_idx').on(t.date_add, t.id), index('bank_extracts_sha_idx').on(t.sha256)],
);

/**
 * A document of an extract: number, date, sum, direction (`in` received / `out` written off
 * from `account`, our account), payer and payee, purpose, and its match to a payment
 * (`invoice_intervals`): `unmatched`, `proposed` (found by number, partner INN and sum, or
 * linked by hand), `confirmed` (the payment is paid by it) or `ignored`. A document is known by
 * (account, number, date, sum, payer account, payee account): a re-import adds no duplicate.
 */
export const bankExtractLines = pgTable(
  'bank_extract_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
    /** The extract that first brought the line. */
    extract_id: integer('extract_id')
      .notNull()
      .references(() => bankExtracts.id),
    account: text('account').notNull().default(''),
    kind: text('kind').notNull().default(''),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    sum: numeric('sum', { precision: 18, scale: 2 }).notNull(),
    /** `in` or `out`. */
    direction: text('direction').notNull(),
    payer_name: text('payer_name').notNull().default(''),
    payer_inn: text('payer_inn').notNull().default(''),
    payer_kpp: text('payer_kpp').notNull().default(''),
    payer_account: text('payer_account').notNull().default(''),
    payer_bik: text('payer_bik').notNull().default(''),
    payer_bank: text('payer_bank').notNull().default(''),
    payee_name: text('payee_name').notNull().default(''),
    payee_inn: text('payee_inn').notNull().default(''),
    payee_kpp: text('payee_kpp').notNull().default(''),
    payee_account: text('payee_account').notNull().default(''),
    payee_bik: text('payee_bik').notNull().default(''),
    payee_bank: text('payee_bank').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    date_written_off: date('date_written_off', { mode: 'string' }),
    date_received: date('date_received', { mode: 'string' }),
    /** The payment (`invoice_intervals.id`) proposed or confirmed for this line. */
    interval_id: integer('interval_id'),
    /** unmatched, proposed, confirmed, ignored. */
    match_state: text('match_state').notNull().default('unmatched'),
    /** 1 when the line was linked by hand (`extracts/interval/relation`). */
    manual: smallint('manual').notNull().default(0),
  },
  (t) => [
    uniqueIndex('bank_extract_lines_doc_key').on(t.account, t.number, t.date, t.sum, t.payer_account, t.payee_account),
    index('bank_extract_lines_date_idx').on(t.date, t.id),
    index('bank_extract_lines_state_date_idx').on(t.match_state, t.date, t.id),
    index('bank_extract_lines_account_date_idx').on(t.account, t.date, t.id),
    index('bank_extract_lines_payee_inn_idx').on(t.payee_inn),
    index('bank_extract_lines_payer_inn_idx').on(t.payer_inn),
    index('bank_extract_lines_interval_idx').on(t.interval_id),
    index('bank_extract_lines_extract_idx').on(t.extract_id, t.id),
  ],
);

/** Banks (`banksRegistry`): one column per field, plus the registry's system, search columns and list indexes. */
export const banks = pgTable(
  'banks',
  {
    ...registryColumns(),
    bik: text('bik').notNull(),
    name: text('name').notNull(),
    corr_account: text('corr_account'),
    city: text('city'),
    swift: text('swift'),
    ...registrySearchColumns(banksRegistry),
  },
  (t) => registryIndexes(banksRegistry, t),
);
