import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Hash links: a short random hash that opens an app address until it expires. */
export const linkHashes = pgTable(
  'link_hashes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    hash: text('hash').notNull().unique(),
    link: text('link').notNull(),
    object_id: integer('object_id'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('link_hashes_expires_idx').on(t.expires_at)],
);
