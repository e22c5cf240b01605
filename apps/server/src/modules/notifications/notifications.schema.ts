import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** A user's channel for one event (`in_app`, `email`, `none`); no row means `in_app`. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id').notNull(),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
  },
  (t) => [uniqueIndex('notification_settings_user_event_idx').on(t.user_id, t.event)],
);
