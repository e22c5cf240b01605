import type { RecurrenceAnswer, ReminderAddAnswer, ReminderRemoveAnswer } from '@app/contracts';
import { send } from './send.ts';

/** Reminder: comment, ticket_id, time (wire, UTC), user_id. */
export const addReminder = (body: { ticket_id: number; comment: string; time: string; user_id: number }) =>
  send<ReminderAddAnswer>('/load/reminders', 'POST', body);

/** Removing a reminder sets status 0. */
export const removeReminder = (id: number) => send<ReminderRemoveAnswer>(`/load/reminders/${id}`, 'PATCH', { status: 0 });

export interface RecurrenceBody {
  freq: string;
  interval: string;
  time: string;
  until?: string;
  bymonthday?: number;
  byyearday?: string;
  byweekno?: number[];
  status: 0 | 1;
}

export const setRecurrence = (ticketId: number, body: RecurrenceBody) =>
  send<RecurrenceAnswer>(`/load/tasks/${ticketId}/recurrence`, 'POST', { ...body });
