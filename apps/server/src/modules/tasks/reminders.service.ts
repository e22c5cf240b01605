import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { loadTicket, type TasksDeps } from './access.service.ts';
import { recordTicketHistory } from './collab.ts';
import * as repo from './schedule.repository.ts';
import { canEditTicket } from './tasks.policy.ts';
import * as tickets from './tasks.repository.ts';

export const REMINDER_QUEUE = 'tasks-reminder';

/** Sends the reminder's job (it lives in the database: a restart keeps it) and remembers it. */
export async function scheduleReminder(deps: TasksDeps, reminderId: number, time: Date) {
  const jobId = await deps.jobs.send(REMINDER_QUEUE, { reminderId }, { startAfter: time });
  await repo.updateReminder(deps.db, reminderId, { job_id: jobId });
}

export async function remindersOf(deps: TasksDeps, ticketId: number) {
  const rows = await repo.findRemindersOfTicket(deps.db, ticketId);
  return rows.map((r) => ({
    id: r.id,
    comment: r.comment,
    ticket_id: r.ticket_id,
    time: toWireMinutes(new Date(r.time)),
    user_id: r.user_id,
    fio: r.fio,
  }));
}

/**
 * Adds a reminder (comment and user required: 'fill required fields'); a pg-boss job at
 * `time` notifies the user. The job lives in the database, so it survives a restart.
 */
export async function addReminder(
  deps: TasksDeps,
  user: SessionUser,
  input: { ticket_id: number; comment?: string; user_id?: number; time?: Date },
) {
  const errors: Record<string, string[]> = {};
  if (!input.comment?.trim()) errors.comment = ['field.fillRequired'];
  if (input.user_id === undefined) errors.user_id = ['field.fillRequired'];
  if (input.time === undefined) errors.time = ['field.fillRequired'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  await loadTicket(deps.db, user, input.ticket_id);
  if ((await tickets.findActiveUserIds(deps.db, [input.user_id!])).length === 0) throw new ValidationFailed({ user_id: ['field.invalid'] });
  const reminder = await deps.db.transaction(async (tx) => {
    const row = await repo.insertReminder(tx, {
      ticket_id: input.ticket_id,
      user_id: input.user_id!,
      comment: input.comment!.trim(),
      time: input.time!,
      who_add: user.id,
    });
    await recordTicketHistory(tx, input.ticket_id, user.id, [
      { field: 'reminder', old: null, new: `${toWireMinutes(input.time!)} ${row.comment}` },
    ]);
    return row;
  });
  await scheduleReminder(deps, reminder.id, input.time!);
  return { id: reminder.id, notifications: await remindersOf(deps, input.ticket_id) };
}

/** Removes a reminder (status 0): its author, its addressee or a ticket editor. */
export async function removeReminder(deps: TasksDeps, user: SessionUser, reminderId: number) {
  const reminder = await repo.findReminder(deps.db, reminderId);
  if (reminder?.status !== 1) throw new NotFound();
  const { facts } = await loadTicket(deps.db, user, reminder.ticket_id);
  if (reminder.who_add !== user.id && reminder.user_id !== user.id && !canEditTicket(user, facts)) throw new Forbidden();
  await deps.db.transaction(async (tx) => {
    await repo.updateReminder(tx, reminderId, { status: 0 });
    await recordTicketHistory(tx, reminder.ticket_id, user.id, [{ field: 'reminder', old: reminder.comment, new: null }]);
  });
  return { result: true, notifications: await remindersOf(deps, reminder.ticket_id) };
}

/** The job: notify the user (the `notifications` channel delivers it live), once. */
export async function runReminder(deps: TasksDeps, reminderId: number) {
  // The claim and the notification commit together: a process killed in between leaves the
  // reminder unclaimed, and the job sent again on start (resumeSchedules) delivers it once.
  const push = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimReminder(tx, reminderId))) return null;
    const reminder = await repo.findReminder(tx, reminderId);
    const ticket = reminder ? await tickets.findTicketName(tx, reminder.ticket_id) : null;
    if (!reminder || !ticket) return null;
    return deps.notifications.store(
      tx,
      [reminder.user_id],
      {
        title: `Напоминание: ${ticket.name} — ${reminder.comment}`,
        link: `/tickets/${ticket.id}`,
        module: 'tickets',
        object_id: ticket.id,
        event: 'ticket_reminder',
      },
      reminder.who_add,
    );
  });
  push?.();
}
