import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Tags of a module: one name per module (case-insensitive), a hex colour. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    module: text('module').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#4A4A4A'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tags_module_name_key').on(t.module, sql`lower(${t.name})`).where(sql`${t.status} = 1`),
    index('tags_module_idx').on(t.module, t.status, t.name),
  ],
);

/** A tag attached to one object (`row_id` on the wire); status 0 = detached. */
export const tagLinks = pgTable(
  'tag_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    index('tag_links_object_idx').on(t.module, t.object_id, t.status),
    index('tag_links_recent_idx').on(t.who_add, t.module, t.date_add),
    uniqueIndex('tag_links_tag_object_key').on(t.tag_id, t.object_id).where(sql`${t.status} = 1`),
  ],
);
