import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Postal items of a document (spec 3 §3 "Postal item: id and number"): Russian Post tracking
 * numbers; a live number belongs to one item only. Deleting sets status 0.
 */
export const documentPostalItems = pgTable(
  'document_postal_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    document_id: integer('document_id').notNull(),
    number: text('number').notNull(),
    /** 1 live, 0 deleted. */
    status: smallint('status').notNull().default(1),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
  },
  (t) => [
    index('document_postal_items_document_idx').on(t.document_id, t.id).where(sql`${t.status} = 1`),
    uniqueIndex('document_postal_items_number_idx').on(t.number).where(sql`${t.status} = 1`),
  ],
);
