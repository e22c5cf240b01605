import { documentationRegistry, documentationSectionsRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Sections of the knowledge base: a tree by `parent_id` (null = a root section). */
export const documentationSections = pgTable(
  'documentation_sections',
  {
    ...registryColumns(),
    title: text('title').notNull(),
    parent_id: integer('parent_id'),
    description: text('description'),
    ...registrySearchColumns(documentationSectionsRegistry),
  },
  (t) => [...registryIndexes(documentationSectionsRegistry, t), index('documentation_sections_parent_idx').on(t.parent_id, t.status)],
);

/**
 * Articles. `search_vector` (engine) weighs the title A and the body B with the `russian`
 * configuration (GIN index); `body_text` is the body without tags, for the search snippets.
 */
export const documentationArticles = pgTable(
  'documentation',
  {
    ...registryColumns(),
    title: text('title').notNull(),
    section_id: integer('section_id').notNull(),
    body: text('body'),
    body_text: text('body_text').generatedAlwaysAs(sql.raw(`regexp_replace(coalesce("body", ''), '<[^>]*>', ' ', 'g')`)),
    ...registrySearchColumns(documentationRegistry),
  },
  (t) => [
    ...registryIndexes(documentationRegistry, t),
    index('documentation_recent_idx').on(t.status, sql`coalesce(${t.date_edit}, ${t.date_add}) desc`),
  ],
);

/** Every saved state of an article (create, edit, restore): the history with diff and restore. */
export const documentationVersions = pgTable(
  'documentation_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    article_id: integer('article_id')
      .notNull()
      .references(() => documentationArticles.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per article. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    restored_from: integer('restored_from'),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
  },
  (t) => [index('documentation_versions_article_idx').on(t.article_id, t.number)],
);
