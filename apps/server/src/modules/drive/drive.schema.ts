import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add').notNull(),
};

/** Sharing and trash flags common to folders and files. */
const shared = {
  /** 1 = active, 0 = in the trash. */
  status: smallint('status').notNull().default(1),
  /** 1 = every signed-in user sees it (and what is inside). */
  public: smallint('public').notNull().default(0),
  /** 1 = every signed-in user may edit it (implies public). */
  public_edit: smallint('public_edit').notNull().default(0),
  who_edit: integer('who_edit'),
  date_edit: timestamp('date_edit', { withTimezone: true }),
};

/**
 * Folders. `parent_id` null = the owner's (`who_add`) drive root. `ancestors` is the
 * materialized path: ids from the top folder down to this one, itself included, so that
 * "inside folder X" is `ancestors @> {X}` (GIN index) and rights of every folder above an
 * item are one primary-key look-up each.
 */
export const driveFolders = pgTable(
  'drive_folders',
  {
    ...base,
    ...shared,
    name: text('name').notNull(),
    parent_id: integer('parent_id'),
    ancestors: integer('ancestors').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('drive_folders_parent_idx').on(t.parent_id, t.status, t.name),
    index('drive_folders_root_idx').on(t.who_add, t.status, t.name).where(sql`${t.parent_id} is null`),
    index('drive_folders_ancestors_idx').using('gin', t.ancestors),
    index('drive_folders_trash_idx').on(t.who_add, t.date_edit).where(sql`${t.status} = 0`),
    index('drive_folders_trash_editor_idx').on(t.who_edit, t.date_edit).where(sql`${t.status} = 0`),
    index('drive_folders_public_idx').on(t.date_add).where(sql`${t.public} = 1 and ${t.status} = 1`),
    index('drive_folders_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Files. `folder_id` null = the owner's drive root. `filename` is the public link name (/upload/disk/<filename>). */
export const driveFiles = pgTable(
  'drive_files',
  {
    ...base,
    ...shared,
    name: text('name').notNull(),
    folder_id: integer('folder_id'),
    /** Extension without the dot, lower case, from the original name ('' when none). */
    ext: text('ext').notNull().default(''),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storage_key: text('storage_key').notNull(),
    filename: text('filename').notNull(),
  },
  (t) => [
    uniqueIndex('drive_files_filename_key').on(t.filename),
    index('drive_files_folder_idx').on(t.folder_id, t.status, t.name),
    index('drive_files_folder_date_idx').on(t.folder_id, t.status, t.date_add),
    index('drive_files_folder_size_idx').on(t.folder_id, t.status, t.size),
    index('drive_files_root_idx').on(t.who_add, t.status, t.name).where(sql`${t.folder_id} is null`),
    index('drive_files_owner_idx').on(t.who_add, t.size),
    index('drive_files_trash_idx').on(t.who_add, t.date_edit).where(sql`${t.status} = 0`),
    index('drive_files_trash_editor_idx').on(t.who_edit, t.date_edit).where(sql`${t.status} = 0`),
    index('drive_files_public_idx').on(t.date_add).where(sql`${t.public} = 1 and ${t.status} = 1`),
    index('drive_files_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Per-user shares: `item_type` 'folder' | 'file'; `edit` 1 = may edit. */
export const driveAccess = pgTable(
  'drive_access',
  {
    ...base,
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    user_id: integer('user_id').notNull(),
    edit: smallint('edit').notNull().default(0),
  },
  (t) => [
    uniqueIndex('drive_access_item_user_key').on(t.item_type, t.item_id, t.user_id),
    index('drive_access_user_idx').on(t.user_id, t.item_type, t.item_id),
  ],
);

/** Drive quota per user (default 10 GB when the user has no row). */
export const driveQuotas = pgTable(
  'drive_quotas',
  {
    ...base,
    user_id: integer('user_id').notNull(),
    size_gb: integer('size_gb').notNull().default(10),
  },
  (t) => [uniqueIndex('drive_quotas_user_key').on(t.user_id)],
);

/** Renames, moves, sharing and trash changes of folders and files. */
export const driveHistory = pgTable(
  'drive_history',
  {
    ...base,
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    old_value: text('old_value'),
    new_value: text('new_value'),
  },
  (t) => [index('drive_history_item_idx').on(t.item_type, t.item_id, t.id)],
);
