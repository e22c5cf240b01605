import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Chat messages of any object, keyed by (module, object_id). `who_add` is the author. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    /** Sanitized HTML ('' for a files-only message). */
    message: text('message').notNull(),
    /** 0 = general tab, 1 = hidden tab. */
    hidden: smallint('hidden').notNull().default(0),
    parent_id: integer('parent_id'),
    /** The client's channel tag, stored as sent. */
    chanel: text('chanel'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
    /** 1 = shown, 0 = deleted. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('chat_messages_object_idx').on(t.module, t.object_id, t.hidden, t.id)],
);

/** Files attached to chat messages; `filename` is the served name (server-generated). */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    message_id: integer('message_id')
      .notNull()
      .references(() => chatMessages.id),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
    /** The client's file name, shown and used for downloads. */
    name: text('name').notNull(),
    filename: text('filename').notNull(),
    storage_key: text('storage_key').notNull(),
    size: integer('size').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('chat_files_message_idx').on(t.message_id), uniqueIndex('chat_files_path_key').on(t.module, t.object_id, t.filename)],
);

/** Who follows the new messages of an object's chat (spec 3 §3 notification settings). */
export const chatNotices = pgTable(
  'chat_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    module: text('module').notNull(),
    object_id: integer('object_id').notNull(),
  },
  (t) => [
    uniqueIndex('chat_notices_user_object_key').on(t.who_add, t.module, t.object_id),
    index('chat_notices_object_idx').on(t.module, t.object_id),
  ],
);
