import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
};

/** Boards. `personal` = 1: a user's own board, where only a ticket's initiator edits. */
export const boards = pgTable(
  'boards',
  {
    ...base,
    name: text('name').notNull(),
    personal: smallint('personal').notNull().default(0),
    /** The board form asks for mileage (equipment, odometer, photo). */
    mileage_required: smallint('mileage_required').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('boards_owner_idx').on(t.who_add, t.personal, t.status)],
);

/** Board members ("subscribers"); `owner` = 1 makes them board owners. `status` 0 = removed. */
export const boardUsers = pgTable(
  'board_users',
  {
    ...base,
    board_id: integer('board_id').notNull(),
    user_id: integer('user_id').notNull(),
    owner: smallint('owner').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('board_users_key').on(t.board_id, t.user_id), index('board_users_user_idx').on(t.user_id, t.status, t.board_id)],
);

/** Board custom columns; `name` is the key of the value on the ticket (`col_<id>`). */
export const boardColumns = pgTable(
  'board_columns',
  {
    ...base,
    board_id: integer('board_id').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    input_type: smallint('input_type').notNull().default(1),
    /** Select options (input_type 6): [{ name, value }]. */
    options: jsonb('options').$type<{ name: string; value: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('board_columns_board_idx').on(t.board_id, t.status, t.position)],
);

export const tickets = pgTable(
  'tickets',
  {
    ...base,
    name: text('name').notNull(),
    description: text('description'),
    status: smallint('status').notNull().default(1),
    priority: smallint('priority').notNull().default(2),
    board_id: integer('board_id').notNull(),
    parent_id: integer('parent_id'),
    contract_id: integer('contract_id'),
    /** The linked document of the documents module (spec 2 "Linked documents"), else null. */
    document_id: integer('document_id'),
    initiator_id: integer('initiator_id').notNull(),
    start: timestamp('start', { withTimezone: true }),
    end: timestamp('end', { withTimezone: true }),
    /** When the ticket last became finished (statistics, KPI). */
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** The recurring ticket this one was created from. */
    recurrence_source_id: integer('recurrence_source_id'),
    /** Board custom column values by column name. */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [
    index('tickets_board_status_end_idx').on(t.board_id, t.status, t.end, t.id),
    index('tickets_board_end_idx').on(t.board_id, t.end, t.id),
    index('tickets_board_priority_idx').on(t.board_id, t.priority, t.id),
    index('tickets_board_status_idx').on(t.board_id, t.status, t.id),
    // Board lists count top-level tickets (capped): an index-only scan instead of a heap walk.
    index('tickets_board_top_idx').on(t.board_id, t.status).where(sql`${t.parent_id} is null`),
    index('tickets_board_date_idx').on(t.board_id, t.date_add),
    index('tickets_board_finished_idx').on(t.board_id, t.finished_at),
    index('tickets_end_idx').on(t.end, t.id),
    index('tickets_parent_idx').on(t.parent_id, t.id),
    index('tickets_initiator_idx').on(t.initiator_id, t.id),
    // Tickets linking a document (its state change refreshes them; the performer's right on it).
    index('tickets_document_idx').on(t.document_id).where(sql`${t.document_id} is not null`),
    index('tickets_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Performers. `status` 1 active / 0 removed; `work_status` 0 waiting, 1 working, 2 done. */
export const ticketPerformers = pgTable(
  'ticket_performers',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    user_id: integer('user_id').notNull(),
    status: smallint('status').notNull().default(1),
    work_status: smallint('work_status').notNull().default(0),
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ticket_performers_key').on(t.ticket_id, t.user_id), index('ticket_performers_user_idx').on(t.user_id, t.ticket_id)],
);

/** Work records of a performer: start, end, total seconds. An open record (end null) is work in progress. */
export const ticketWorks = pgTable(
  'ticket_works',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    user_id: integer('user_id').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    index('ticket_works_ticket_idx').on(t.ticket_id, t.user_id),
    index('ticket_works_open_idx').on(t.user_id).where(sql`${t.end} is null`),
  ],
);

export const ticketWatchers = pgTable(
  'ticket_watchers',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    user_id: integer('user_id').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('ticket_watchers_key').on(t.ticket_id, t.user_id), index('ticket_watchers_user_idx').on(t.user_id, t.ticket_id)],
);

/** Reasons for rework (status_id 2) and adoption (status_id 6). */
export const ticketReasons = pgTable('ticket_reasons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  status_id: smallint('status_id').notNull(),
  language: text('language').notNull().default('ru'),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/** Performer and watcher groups of a user: a name and a list of users. */
export const ticketUserGroups = pgTable(
  'ticket_user_groups',
  {
    ...base,
    name: text('name').notNull(),
    /** 'performers' or 'watchers'. */
    type: text('type').notNull(),
    user_ids: integer('user_ids').array().notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('ticket_user_groups_owner_idx').on(t.who_add, t.type, t.status)],
);

/** A user's favourite users (quick picks for performers and watchers). */
export const ticketFavouriteUsers = pgTable('ticket_favourite_users', { ...base, user_id: integer('user_id').notNull() }, (t) => [
  uniqueIndex('ticket_favourite_users_key').on(t.who_add, t.user_id),
]);

export const checklistGroups = pgTable(
  'checklist_groups',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    visibility: smallint('visibility').notNull().default(1),
    position: integer('position').notNull().default(0),
    is_default: smallint('is_default').notNull().default(0),
  },
  (t) => [index('checklist_groups_ticket_idx').on(t.ticket_id, t.status, t.position)],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    group_id: integer('group_id').notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(0),
    number: integer('number').notNull().default(0),
    position: integer('position').notNull().default(0),
    deleted: smallint('deleted').notNull().default(0),
  },
  (t) => [index('checklist_items_group_idx').on(t.group_id, t.deleted, t.position), index('checklist_items_ticket_idx').on(t.ticket_id)],
);

/** Reminders: at `time` a job notifies `user_id`. `status` 0 = removed. */
export const ticketReminders = pgTable(
  'ticket_reminders',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    user_id: integer('user_id').notNull(),
    comment: text('comment').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(1),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    /** The pg-boss job that will send it (null: not scheduled yet, e.g. seeded). */
    job_id: text('job_id'),
  },
  (t) => [index('ticket_reminders_ticket_idx').on(t.ticket_id, t.status)],
);

/** A ticket's recurrence rule; a job creates each next occurrence at `next_at`. */
export const ticketRecurrences = pgTable(
  'ticket_recurrences',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    freq: text('freq').notNull(),
    interval: integer('interval').notNull().default(1),
    /** HH:MM, UTC+0. */
    time: text('time').notNull(),
    until: timestamp('until', { withTimezone: true }),
    bymonthday: integer('bymonthday'),
    /** Yearly rules given as a date: its month (with bymonthday). */
    bymonth: integer('bymonth'),
    byyearday: integer('byyearday'),
    /** ISO weekdays 1 (Monday) to 7 (Sunday). */
    byweekno: integer('byweekno').array(),
    status: smallint('status').notNull().default(1),
    next_at: timestamp('next_at', { withTimezone: true }),
    /** The pg-boss job of `next_at` (null: not scheduled yet, e.g. seeded). */
    job_id: text('job_id'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ticket_recurrences_ticket_key').on(t.ticket_id)],
);

/** Per-user collapse state of a ticket's file groups. */
export const ticketFileVisibility = pgTable(
  'ticket_file_visibility',
  {
    ...base,
    ticket_id: integer('ticket_id').notNull(),
    user_id: integer('user_id').notNull(),
    group: text('group').notNull(),
    visibility: smallint('visibility').notNull().default(1),
  },
  (t) => [uniqueIndex('ticket_file_visibility_key').on(t.ticket_id, t.user_id, t.group)],
);

/** Mileage records made through a board's form (equipment, odometer, photo). */
export const boardMileage = pgTable(
  'board_mileage',
  {
    ...base,
    board_id: integer('board_id').notNull(),
    ticket_id: integer('ticket_id'),
    equipment_id: integer('equipment_id'),
    run: integer('run'),
    run_photo: text('run_photo'),
    run_photo_name: text('run_photo_name'),
  },
  (t) => [index('board_mileage_board_idx').on(t.board_id, t.id), index('board_mileage_equipment_idx').on(t.equipment_id, t.id)],
);
