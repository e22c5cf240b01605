/**
 * Task (ticket) module constants shared by the server and the web (spec 2 §3, §4).
 *
 * Status ids are ours: 1 new, 2 work, 3 waiting, 4 finished, 5 accepted, 6 deleted.
 * The spec's parent-task search "statuses 4, 6, 3" (ids of the old system) is mapped onto
 * the open statuses new, work and waiting (PARENT_CANDIDATE_STATUSES): tasks that can
 * still take a subtask. Reason kinds keep the spec's numbers (2 rework, 6 adoption).
 */
import { FILE_GROUPS } from '../collaboration.ts';

export const TICKET_STATUSES = [
  { id: 1, code: 'new', ru: 'Новая', en: 'New', color: '#1677ff', icon: 'plus-circle' },
  { id: 2, code: 'work', ru: 'В работе', en: 'In progress', color: '#fa8c16', icon: 'play-circle' },
  { id: 3, code: 'waiting', ru: 'Ожидание', en: 'Waiting', color: '#faad14', icon: 'pause-circle' },
  { id: 4, code: 'finished', ru: 'Выполнена', en: 'Finished', color: '#52c41a', icon: 'check-circle' },
  { id: 5, code: 'accepted', ru: 'Принята', en: 'Accepted', color: '#13c2c2', icon: 'safety-certificate' },
  { id: 6, code: 'deleted', ru: 'Удалена', en: 'Deleted', color: '#8c8c8c', icon: 'delete' },
] as const;

export type TicketStatusCode = (typeof TICKET_STATUSES)[number]['code'];

export const TICKET_STATUS = {
  new: 1,
  work: 2,
  waiting: 3,
  finished: 4,
  accepted: 5,
  deleted: 6,
} as const satisfies Record<TicketStatusCode, number>;

export type TicketStatusId = (typeof TICKET_STATUS)[TicketStatusCode];

export function ticketStatusCode(id: number): TicketStatusCode | null {
  return TICKET_STATUSES.find((s) => s.id === id)?.code ?? null;
}

/** Statuses that count as completed: no countdown, no expiry (spec 2 §4). */
export const COMPLETED_STATUSES: readonly number[] = [TICKET_STATUS.finished, TICKET_STATUS.accepted, TICKET_STATUS.deleted];

/** Spec 2 §5 "parent task search lists tasks of the same board in statuses 4, 6, 3", in our ids. */
export const PARENT_CANDIDATE_STATUSES: readonly number[] = [TICKET_STATUS.new, TICKET_STATUS.work, TICKET_STATUS.waiting];

export const TICKET_PRIORITIES = [
  { id: 1, code: 'low', ru: 'Низкий', en: 'Low', color: '#8c8c8c' },
  { id: 2, code: 'normal', ru: 'Обычный', en: 'Normal', color: '#1677ff' },
  { id: 3, code: 'high', ru: 'Высокий', en: 'High', color: '#fa8c16' },
  { id: 4, code: 'critical', ru: 'Критический', en: 'Critical', color: '#f5222d' },
] as const;

export const DEFAULT_TICKET_PRIORITY = 2;

/** Performer work state (spec 2 §4). */
export const WORK_STATE = { waiting: 0, working: 1, done: 2 } as const;

/** Reason kinds (spec 2 §3): status_id 2 = rework reasons, 6 = adoption reasons. */
export const REASON_KIND = { rework: 2, adoption: 6 } as const;

/** Board custom column input types with a special meaning (spec 2 §3). */
export const COLUMN_INPUT_TYPE = { select: 6, hiddenFromSidebar: 7 } as const;

/** Spec 2 §5 / §9: checklist group title limit. */
export const CHECKLIST_GROUP_NAME_MAX = 64;

/** Spec 2 §5: mileage photo extensions. */
export const MILEAGE_PHOTO_EXTENSIONS = FILE_GROUPS.image;

export const RECURRENCE_FREQS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];

/** Ticket file groups (spec 2 §3). */
export const TICKET_FILE_GROUPS = ['main', 'document', 'contract', 'custom'] as const;
