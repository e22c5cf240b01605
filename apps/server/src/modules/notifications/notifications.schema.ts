import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    user_id: integer('user_id').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    module: text('module'),
    object_id: integer('object_id'),
    is_read: smallint('is_read').notNull().default(0),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.is_read, t.id)],
);
