import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Named external links of an object (spec 3 §3 network link); status 0 = deleted. */
export const networkLinks = pgTable(
  'network_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    status: smallint('status').notNull().default(1),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
  },
  (t) => [index('network_links_object_idx').on(t.module, t.object_id, t.status, t.id)],
);
