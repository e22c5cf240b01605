import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Files of an object (spec 3 §3 file item). An upload has `storage_key` and the served
 * name `filename`; so has a drive file (copied at attach time). `link` (= `/upload/disk/<filename>`,
 * no `filename`) only on drive links attached before copies were made.
 */
export const objectFiles = pgTable(
  'object_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    /** Display name (the client's name field, else the file's own name). */
    name: text('name').notNull(),
    /** The client's file name (downloads use it). */
    original_name: text('original_name').notNull(),
    /** Served name, server-generated; null for drive links. */
    filename: text('filename'),
    storage_key: text('storage_key'),
    link: text('link'),
    size: integer('size'),
    /** Attachment type id (ATTACHMENT_TYPES of @app/contracts). */
    type: smallint('type').notNull().default(4),
    /** An extra file group of the object's module (a task board's custom column `col_<id>`), else null. */
    column_name: text('column_name'),
    /** A document file type (DOCUMENT_FILE_TYPES: annex 0, answer 2, additional answer 3; spec 2 §3 "File"), else null. */
    doc_type: smallint('doc_type'),
    status: smallint('status').notNull().default(1),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    who_edit: integer('who_edit'),
  },
  (t) => [
    index('object_files_object_idx').on(t.module, t.object_id, t.status, t.id),
    uniqueIndex('object_files_path_key').on(t.module, t.object_id, t.filename).where(sql`${t.filename} is not null`),
  ],
);
