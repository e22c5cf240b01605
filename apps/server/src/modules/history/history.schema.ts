import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Change history of business objects: one row per changed field (ARCHITECTURE.md "Data conventions"). */
export const objectHistory = pgTable(
  'object_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    field: text('field').notNull(),
    old_value: text('old_value'),
    new_value: text('new_value'),
  },
  (t) => [index('object_history_object_idx').on(t.module, t.object_id, t.id)],
);
