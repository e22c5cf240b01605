import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Contract document types (spec 3 §3 "Contract document types carry type_code"): `type_code`
 * `signed` / `draft` / null drives who sees a document (spec 3 §6). Seeded by the migration.
 */
export const contractDocumentTypes = pgTable(
  'contract_document_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable code of the type (`signed_contract`, `draft_contract`, `agreement`, `act`, `other`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    type_code: text('type_code'),
    position: integer('position').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('contract_document_types_code_idx').on(t.code)],
);

/** A contract's documents; their files are the attachments of module `contract_documents`, object id = `id`. */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contract_id: integer('contract_id').notNull(),
    type_id: integer('type_id').notNull(),
    name: text('name').notNull(),
    number: text('number'),
    date: date('date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    /** 1 active, 0 deleted. */
    status: smallint('status').notNull().default(1),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
  },
  (t) => [index('contract_documents_contract_idx').on(t.contract_id, t.id).where(sql`${t.status} = 1`)],
);

/** Expiry reminders already sent: one per contract, threshold (days before) and expiry date (a prolongation re-arms them). */
export const contractReminders = pgTable(
  'contract_reminders',
  {
    contract_id: integer('contract_id').notNull(),
    days: integer('days').notNull(),
    expiry_date: date('expiry_date', { mode: 'string' }).notNull(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contract_id, t.days, t.expiry_date] })],
);
