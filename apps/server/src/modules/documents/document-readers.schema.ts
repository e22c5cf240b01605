import { index, integer, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Readers of a document (spec 3 §3 `readers (user_id, status)`): whom it was sent to and whether
 * they read it (status 0 unread, 1 read). One row per document and user.
 */
export const documentReaders = pgTable(
  'document_readers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    document_id: integer('document_id').notNull(),
    user_id: integer('user_id').notNull(),
    /** 0 unread, 1 read. */
    status: smallint('status').notNull().default(0),
    date_read: timestamp('date_read', { withTimezone: true }),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
  },
  (t) => [
    uniqueIndex('document_readers_document_user_idx').on(t.document_id, t.user_id),
    // The list filter `reader=<user>`: the documents sent to one user.
    index('document_readers_user_idx').on(t.user_id, t.document_id),
  ],
);
