import { z } from 'zod';
import { cappedTotalSchema } from '../registry/schemas.ts';
import { columnOptionSchema, ticketRowSchema, ticketStatusSchema } from './tickets.ts';

/**
 * Answers of the board-level calls under `/api/load/...` (spec 2 §3, §7): boards and their
 * custom columns, mileage, kanban, statistics, reasons, performer/watcher groups and
 * favourite users. Dates are `yyyy-MM-dd HH:mm` (UTC) strings.
 */

const id = z.number().int();

export const boardSubscriberSchema = z.object({ id, fio: z.string(), avatar: z.string().nullable(), owner: z.number().int() });
export type Subscriber = z.infer<typeof boardSubscriberSchema>;

export const boardSchema = z.object({
  id,
  name: z.string(),
  personal: z.number().int(),
  mileage_required: z.number().int(),
  is_owner: z.number().int(),
  subscribers: z.array(boardSubscriberSchema),
});
export type Board = z.infer<typeof boardSchema>;

/** `GET load/boards`. */
export const boardsSchema = z.object({ data: z.array(boardSchema) });

/** `GET load/boards/allowed`: boards a ticket may be put on or moved to. */
export const allowedBoardsSchema = z.object({ data: z.array(z.object({ id, name: z.string(), personal: z.number().int() })) });
export type AllowedBoard = z.infer<typeof allowedBoardsSchema>['data'][number];

export const createBoardAnswerSchema = z.object({ board: z.object({ id }) });
export type CreateBoardAnswer = z.infer<typeof createBoardAnswerSchema>;
export const patchBoardAnswerSchema = z.object({ result: z.boolean(), id });
export type PatchBoardAnswer = z.infer<typeof patchBoardAnswerSchema>;
export const boardUserAnswerSchema = z.object({ result: z.boolean(), board_id: id, user_id: id, owner: z.number().int() });
export type BoardUserAnswer = z.infer<typeof boardUserAnswerSchema>;

export const boardColumnSchema = z.object({
  id,
  name: z.string(),
  title: z.string(),
  input_type: z.number().int(),
  options: z.array(columnOptionSchema),
  position: z.number().int(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardColumnsSchema = z.object({ data: z.array(boardColumnSchema) });
export const createColumnAnswerSchema = z.object({ column: z.object({ id, name: z.string() }) });
export type CreateColumnAnswer = z.infer<typeof createColumnAnswerSchema>;

export const mileageSchema = z.object({
  id,
  ticket_id: id.nullable(),
  equipment_id: id.nullable(),
  run: z.number().int().nullable(),
  /** The photo's original name. */
  run_photo: z.string().nullable(),
  who_add: id.nullable(),
  date_add: z.string(),
});
export type Mileage = z.infer<typeof mileageSchema>;

/** `GET load/boards/:id/mileage`: the board's last 100 readings. */
export const mileageListSchema = z.object({ data: z.array(mileageSchema) });
export const mileageAnswerSchema = z.object({ mileage: mileageSchema.omit({ ticket_id: true, who_add: true }) });
export type MileageAnswer = z.infer<typeof mileageAnswerSchema>;

/** A kanban column: one status with a keyset page of cards. */
export const kanbanColumnSchema = z.object({
  status: ticketStatusSchema,
  cards: z.array(ticketRowSchema),
  next_cursor: z.string().nullable(),
  total: cappedTotalSchema,
});
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

/** `GET load/kanban`. */
export const kanbanSchema = z.object({ columns: z.array(kanbanColumnSchema) });

/** `GET load/statistic`: counts by status, by performer, overdue, created vs finished per day. */
export const statisticSchema = z.object({
  from: z.string(),
  to: z.string(),
  by_status: z.array(z.object({ status: ticketStatusSchema, count: z.number().int() })),
  by_performer: z.array(
    z.object({ user_id: id, fio: z.string(), total: z.number().int(), finished: z.number().int(), overdue: z.number().int() }),
  ),
  overdue: z.number().int(),
  per_day: z.array(z.object({ date: z.string(), created: z.number().int(), finished: z.number().int() })),
});
export type Statistic = z.infer<typeof statisticSchema>;

/** Rework (status_id 2) and adoption (6) reasons. */
export const reasonSchema = z.object({ id, status_id: z.number().int(), language: z.string(), code: z.string(), name: z.string() });
export type Reason = z.infer<typeof reasonSchema>;
export const reasonsSchema = z.object({ data: z.array(reasonSchema) });

export const USER_GROUP_TYPES = ['performers', 'watchers'] as const;
export type UserGroupType = (typeof USER_GROUP_TYPES)[number];

export const briefUserSchema = z.object({ id, fio: z.string(), userimage: z.string().nullable() });
export type BriefUser = z.infer<typeof briefUserSchema>;

/** A user's own group of performers or watchers. */
export const userGroupSchema = z.object({ id, name: z.string(), type: z.enum(USER_GROUP_TYPES), performers: z.array(briefUserSchema) });
export type UserGroup = z.infer<typeof userGroupSchema>;

export const userGroupsSchema = z.object({ data: z.array(userGroupSchema) });
export const userGroupAnswerSchema = z.object({ group: userGroupSchema });
export type UserGroupAnswer = z.infer<typeof userGroupAnswerSchema>;

/** `GET load/favorites/users`. */
export const favouriteUsersSchema = z.object({ data: z.array(briefUserSchema) });
