import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The registration queue (spec 3 §7 `documents/queue`): a paper document waiting for its scan. The
 * clerk prints the entry's cover sheet (a QR code of `code`), puts it on top of the paper and scans
 * both; the scan is matched to the entry by the QR within 5 minutes of the sheet being sent (spec 3 §9).
 */
export const documentQueue = pgTable(
  'document_queue',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The QR payload: `DQ-` and random letters, unique. */
    code: text('code').notNull(),
    category_id: integer('category_id'),
    inbox: text('inbox').notNull().default('incoming'),
    note: text('note'),
    /** waiting (no scan yet), recognized (the scan arrived), registered (a document was made), cancelled. */
    state: text('state').notNull().default('waiting'),
    /** When the cover sheet was sent: the scan must come within 5 minutes of it. */
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    recognized_at: timestamp('recognized_at', { withTimezone: true }),
    /** The scan's storage key and name, once recognized. */
    scan_key: text('scan_key'),
    scan_name: text('scan_name'),
    document_id: integer('document_id'),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
  },
  (t) => [uniqueIndex('document_queue_code_idx').on(t.code), index('document_queue_state_idx').on(t.state, t.id)],
);
