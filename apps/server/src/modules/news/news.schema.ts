import { newsRegistry } from '@app/contracts';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Company news: one column per field of `newsRegistry` (packages/contracts), plus the
 * registry's system, search columns and list indexes. The cover image is the record's files.
 */
export const news = pgTable(
  'news',
  {
    ...registryColumns(),
    title: text('title').notNull(),
    /** company, production, staff, it, safety. */
    category: text('category').notNull().default('company'),
    /** draft (editors only) or published (everyone). */
    state: text('state').notNull().default('draft'),
    published_at: timestamp('published_at', { withTimezone: true }),
    summary: text('summary'),
    body: text('body'),
    ...registrySearchColumns(newsRegistry),
  },
  (t) => registryIndexes(newsRegistry, t),
);

/** Who has read which news item, and when (the unread counter and the list's «Новое»). */
export const newsReads = pgTable(
  'news_reads',
  {
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    /** A user (no foreign key: schema files stay free of other modules, as the registries' `who_*`). */
    user_id: integer('user_id').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.user_id] })],
);
