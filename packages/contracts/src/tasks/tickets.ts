import { z } from 'zod';
import { cappedTotalSchema } from '../registry/schemas.ts';
import { RECURRENCE_FREQS } from './constants.ts';
import { ticketAttachmentSchema } from './linked-documents.ts';

/**
 * Answers of the ticket calls under `/api/load/...` (spec 2 §3, §7): the list row, the card
 * and what each edit on a card answers. The server serializes with these schemas (Fastify
 * response schemas, listed at /api/docs); the web takes its types from them.
 * Dates are `yyyy-MM-dd HH:mm` (UTC) strings.
 */

const id = z.number().int();
const wireDate = z.string().nullable();

export const ticketStatusSchema = z.object({ id, code: z.string(), name: z.string(), color: z.string(), icon: z.string() });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketPrioritySchema = z.object({ id, code: z.string(), name: z.string(), color: z.string() });
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;

/** A performer with their work state (0 waiting, 1 working, 2 done), open work id and time worked. */
export const performerSchema = z.object({
  performer_id: id,
  fio: z.string(),
  userimage: z.string().nullable(),
  status: z.number().int(),
  work: z.object({ id: id.nullable(), total: z.number() }),
});
export type Performer = z.infer<typeof performerSchema>;

export const watcherSchema = z.object({ user_id: id, fio: z.string(), userimage: z.string().nullable(), status: z.number().int() });
export type Watcher = z.infer<typeof watcherSchema>;

export const ticketTagSchema = z.object({ id, name: z.string(), color: z.string() });
export type TicketTag = z.infer<typeof ticketTagSchema>;

/** A user outside the ticket's board (the web offers to add them to it). */
export const notBoardUserSchema = z.object({ id, fio: z.string() });

/** A row of `GET load/tasks` (and a kanban card). */
export const ticketRowSchema = z.object({
  id,
  name: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  board_id: id,
  board_name: z.string(),
  parent_id: id.nullable(),
  initiator: z.object({ id, username: z.string(), userimage: z.string().nullable() }).nullable(),
  performers: z.array(performerSchema),
  tags: z.array(ticketTagSchema),
  start: wireDate,
  end: wireDate,
  time_add: wireDate,
  expired: z.boolean(),
  subtasks: z.number().int(),
  liked: z.number().int(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

/** `GET load/tasks`: a keyset page in `data.data`, the next cursor and the capped total. */
export const ticketPageSchema = z.object({
  data: z.object({ data: z.array(ticketRowSchema), next_cursor: z.string().nullable(), total: cappedTotalSchema }),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const checklistItemSchema = z.object({
  id,
  name: z.string(),
  status: z.number().int(),
  number: z.number().int(),
  position: z.number().int(),
  who_add: id.nullable(),
  group_id: id,
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistGroupSchema = z.object({
  id,
  name: z.string(),
  status: z.number().int(),
  visibility: z.number().int(),
  position: z.number().int(),
  default: z.number().int(),
  user_id: id.nullable(),
  items: z.array(checklistItemSchema),
});
export type ChecklistGroup = z.infer<typeof checklistGroupSchema>;

export const reminderSchema = z.object({
  id,
  comment: z.string(),
  ticket_id: id,
  time: z.string(),
  user_id: id,
  fio: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export type RecurrenceFreqName = (typeof RECURRENCE_FREQS)[number];

/** A ticket's recurrence rule: `until` a date (`yyyy-MM-dd`), `next` the next occurrence. */
export const recurrenceSchema = z.object({
  id,
  freq: z.enum(RECURRENCE_FREQS),
  interval: z.number().int(),
  time: z.string(),
  until: z.string().nullable(),
  bymonthday: z.number().int().nullable(),
  bymonth: z.number().int().nullable(),
  byyearday: z.number().int().nullable(),
  /** ISO weekdays 1 (Monday) … 7 (Sunday). */
  byweekno: z.array(z.number().int()).nullable(),
  status: z.number().int(),
  next: wireDate,
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** A ticket's attached file (the attachments module's row, grouped on the card). */
export const ticketFileSchema = z.object({
  id,
  name: z.string(),
  type: z.number().int(),
  type_code: z.string(),
  /** The board custom column (`col_<id>`) the file was uploaded to, else null. */
  column_name: z.string().nullable(),
  link: z.string().nullable(),
  who_add: id,
  /** Document file type (annex 0, answer 2, additional answer 3: `TICKET_DOCUMENT_FILE_TYPES`), else null. */
  doc_type: z.number().int().nullable(),
});
export type TicketFile = z.infer<typeof ticketFileSchema>;

/** A file group (main, document, contract, custom, `col_<id>`) with the user's collapse state. */
export const ticketFileGroupSchema = z.object({
  files_list: z.array(ticketFileSchema),
  visibility: z.number().int(),
  visibility_id: id.nullable(),
});
export type TicketFileGroup = z.infer<typeof ticketFileGroupSchema>;
export const ticketFileGroupsSchema = z.record(z.string(), ticketFileGroupSchema);

export const columnOptionSchema = z.object({ name: z.string(), value: z.string() });

export const customColumnSchema = z.object({
  id,
  name: z.string(),
  title: z.string(),
  input_type: z.number().int(),
  options: z.array(columnOptionSchema),
  value: z.unknown(),
});
export type CustomColumn = z.infer<typeof customColumnSchema>;

export const ticketRightsSchema = z.object({
  edit: z.boolean(),
  change_board: z.boolean(),
  change_deadline: z.boolean(),
  change_watchers: z.boolean(),
  files: z.boolean(),
  /** Attach, detach and rename tags: editors only (spec 2 §6), unlike files. */
  tags: z.boolean(),
  work: z.boolean(),
  kpi: z.boolean(),
  chat: z.boolean(),
});
export type TicketRights = z.infer<typeof ticketRightsSchema>;

/**
 * The card's ticket: the list row and everything on the card. Each board custom column's
 * value also comes as a top-level `col_<id>` key (spec 2 §7), hence the open catch-all.
 */
export const ticketSchema = ticketRowSchema
  .extend({
    description: z.string().nullable(),
    personal: z.number().int(),
    parent_name: z.string().nullable(),
    contract_id: id.nullable(),
    contract_name: z.string().nullable(),
    /** The linked document (documents module), else null; its brief is `attachment.documents`. */
    document_id: id.nullable(),
    attachment: ticketAttachmentSchema,
    watchers: z.array(watcherSchema),
    child: z.array(z.object({ id, name: z.string(), status: ticketStatusSchema, priority: ticketPrioritySchema, end: wireDate })),
    notifications: z.array(reminderSchema),
    recurrence: recurrenceSchema.nullable(),
    checklist: z.array(checklistGroupSchema),
    files: ticketFileGroupsSchema,
    custom_columns: z.array(customColumnSchema),
    hasRight: z.boolean(),
    limitedRight: z.boolean(),
    isCanChecked: z.boolean(),
    rights: ticketRightsSchema,
  })
  .catchall(z.unknown());
export type Ticket = z.infer<typeof ticketSchema>;

export const boardUserSchema = z.object({ id, fio: z.string(), userimage: z.string().nullable(), owner: z.number().int() });
export type BoardUser = z.infer<typeof boardUserSchema>;

/** `GET load/tasks/:id`. */
export const ticketCardSchema = z.object({
  ticket: ticketSchema,
  statuses: z.array(ticketStatusSchema),
  priority: z.array(ticketPrioritySchema),
  boards_users: z.array(boardUserSchema),
  all_can_change_status: z.boolean(),
});
export type TicketCard = z.infer<typeof ticketCardSchema>;

// What the edits answer ---------------------------------------------------------------

export const resultSchema = z.object({ result: z.boolean() });
export type ResultAnswer = z.infer<typeof resultSchema>;

/** `POST load/tasks`: the new ticket's id and the performers outside its board. */
export const createTicketAnswerSchema = z.object({
  ticket: z.object({ id }),
  not_board_users: z.array(notBoardUserSchema),
  add_to_board: z.boolean(),
});
export type CreateTicketAnswer = z.infer<typeof createTicketAnswerSchema>;

/** `PATCH load/tasks/:id`: the changed fields with their wire values. */
export const ticketPatchAnswerSchema = z.object({ result: z.boolean(), id, fields: z.record(z.string(), z.unknown()) });
export type TicketPatchAnswer = z.infer<typeof ticketPatchAnswerSchema>;

/** `GET load/tasks/:id/performers`. */
export const performersSchema = z.object({ performers: z.array(performerSchema) });
export type PerformersAnswer = z.infer<typeof performersSchema>;

/** Performer, watcher and group edits: the new lists, and users outside the board. */
export const peopleAnswerSchema = z.object({
  result: z.boolean(),
  performers: z.array(performerSchema).optional(),
  watchers: z.array(watcherSchema).optional(),
  add_to_board: z.boolean().optional(),
  not_board_users: z.array(notBoardUserSchema).optional(),
});
export type PeopleAnswer = z.infer<typeof peopleAnswerSchema>;

/** Play / pause / done: the ticket's new status and the performer's work state. */
export const workAnswerSchema = z.object({
  result: z.boolean(),
  status: ticketStatusSchema,
  performer: performerSchema.pick({ performer_id: true, status: true, work: true }),
});
export type WorkAnswer = z.infer<typeof workAnswerSchema>;

/** 409 of work_start: another ticket of the user is in progress (the web offers to suspend it). */
export const workInProgressSchema = z.object({
  error: z.boolean(),
  result_content: z.string(),
  ticket_name: z.string().optional(),
  ticket_id: id.optional(),
  work_id: id.optional(),
});
export type WorkInProgressAnswer = z.infer<typeof workInProgressSchema>;

export const workEditAnswerSchema = z.object({ work: z.object({ id, start: z.string(), end: wireDate, total: z.number() }) });
export type WorkEditAnswer = z.infer<typeof workEditAnswerSchema>;

/** Checklist group post: `{ id }` of the new group, or `{ result }` of a sort. */
export const checklistPostAnswerSchema = z.union([z.object({ id }), resultSchema]);
export const idAnswerSchema = z.object({ id });
export type IdAnswer = z.infer<typeof idAnswerSchema>;

export const reminderAddAnswerSchema = z.object({ id, notifications: z.array(reminderSchema) });
export type ReminderAddAnswer = z.infer<typeof reminderAddAnswerSchema>;
export const reminderRemoveAnswerSchema = z.object({ result: z.boolean(), notifications: z.array(reminderSchema) });
export type ReminderRemoveAnswer = z.infer<typeof reminderRemoveAnswerSchema>;
export const recurrenceAnswerSchema = z.object({ recurrence: recurrenceSchema.nullable() });
export type RecurrenceAnswer = z.infer<typeof recurrenceAnswerSchema>;

export const ticketFilesSchema = z.object({ files: ticketFileGroupsSchema });
/** `GET load/tasks/:id/attachments` (spec 2 §7 "GET attachments of task"): the linked document and the `document` file group. */
export const ticketAttachmentsSchema = z.object({
  attachment: ticketAttachmentSchema,
  files: z.object({ document: ticketFileGroupSchema }),
});
export type TicketAttachments = z.infer<typeof ticketAttachmentsSchema>;
export const fileVisibilityAnswerSchema = z.object({ id, visibility: z.number().int(), visibility_id: id });
export type FileVisibilityAnswer = z.infer<typeof fileVisibilityAnswerSchema>;

export const kpiRowSchema = z.object({
  performer_id: id,
  fio: z.string(),
  status: z.number().int(),
  total: z.number(),
  works: z.number().int(),
  done_at: wireDate,
  on_time: z.boolean().nullable(),
  on_time_rate: z.number().nullable(),
});
export type KpiRow = z.infer<typeof kpiRowSchema>;

/** `GET load/tasks/:id/kpi` (project managers). */
export const kpiSchema = z.object({ ticket_id: id, end: wireDate, performers: z.array(kpiRowSchema) });
export type Kpi = z.infer<typeof kpiSchema>;
