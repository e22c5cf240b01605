import type { DocumentStamp } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Files of a document (spec 3 §3 "files (id, type, pages, timestamp, status)", §4). A PDF split
 * into pages keeps its row (`split` 1) and gets one child per page (`parent_id`, `page`). A file
 * has two stored versions: `original_key` as uploaded (an image stays an image) and `file_key`,
 * the current one (the stamped PDF when stamped, else the original). `text` is what the PDF says,
 * pages joined with form feeds; `search_vector` lets the documents list find it.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    document_id: integer('document_id').notNull(),
    parent_id: integer('parent_id'),
    /** 1-based page of the parent (children of a split only). */
    page: integer('page'),
    /** DOCUMENT_FILE_TYPES: annex 0, scan 1, answer 2, additional answer 3. */
    type: smallint('type').notNull().default(0),
    name: text('name').notNull(),
    /** Extension of the current version (an image becomes `pdf` once stamped). */
    ext: text('ext').notNull(),
    /** Size of the current version in bytes. */
    size: integer('size').notNull(),
    pages: integer('pages'),
    split: smallint('split').notNull().default(0),
    /** Quarter turns clockwise the user gave it: 0, 90, 180, 270. */
    rotation: smallint('rotation').notNull().default(0),
    /** Where the registration stamp is drawn (page, x, y in points from the page's top-left), null when none. */
    stamp: jsonb('stamp').$type<DocumentStamp>(),
    original_key: text('original_key').notNull(),
    file_key: text('file_key').notNull(),
    text: text('text'),
    /** The category's files custom field (its code) the file belongs to; null for an ordinary file. */
    custom_field: text('custom_field'),
    search_vector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('russian'::regconfig, coalesce("text", ''))`),
    status: smallint('status').notNull().default(1),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
  },
  (t) => [
    index('document_files_document_idx').on(t.document_id, t.status, t.id),
    index('document_files_parent_idx').on(t.parent_id).where(sql`${t.parent_id} is not null`),
    index('document_files_search_idx').using('gin', t.search_vector),
  ],
);
