import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Objects a user liked (the favourite flag of lists and cards). */
export const favourites = pgTable(
  'favourites',
  {
    user_id: integer('user_id').notNull(),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.module, t.object_id] })],
);
