import { type RecurrenceFreq, TICKET_STATUS } from '@app/contracts';
import rrule from 'rrule';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden } from '../../shared/errors.ts';
import { emitTicket, loadTicket, refuse, type TasksDeps } from './access.service.ts';
import { copyChecklist } from './checklists.service.ts';
import { copyTicketTags, recordTicketHistory } from './collab.ts';
import { scheduleReminder } from './reminders.service.ts';
import * as repo from './schedule.repository.ts';
import { canEditTicket, finishedEditRefusal } from './tasks.policy.ts';
import * as tickets from './tasks.repository.ts';

// rrule's named ESM exports fail under Node (LIBRARIES.md).
const { RRule } = rrule;

export const RECURRENCE_QUEUE = 'tasks-recurrence';

/** Sends the job of an occurrence and remembers it on the rule. */
async function schedule(deps: TasksDeps, recurrenceId: number, at: Date) {
  const jobId = await deps.jobs.send(RECURRENCE_QUEUE, { recurrenceId, at: at.toISOString() }, { startAfter: at });
  await repo.setRecurrenceJob(deps.db, recurrenceId, jobId);
}

const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY } as const;

export interface RecurrenceRule {
  freq: RecurrenceFreq;
  interval: number;
  /** HH:MM, UTC+0. */
  time: string;
  until: Date | null;
  bymonthday: number | null;
  bymonth: number | null;
  byyearday: number | null;
  /** ISO weekdays 1 (Monday) … 7 (Sunday). */
  byweekno: number[] | null;
}

/**
 * The first occurrence strictly after `after` (RRULE semantics, all in UTC: the spec shows
 * the time in UTC+0, so rrule's "floating" dates are UTC dates here). `anchor` is the day
 * the rule counts its interval from.
 */
export function nextOccurrence(rule: RecurrenceRule, anchor: Date, after: Date): Date | null {
  const [h, m] = rule.time.split(':').map(Number);
  const dtstart = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate(), h, m, 0));
  const r = new RRule({
    freq: FREQ[rule.freq],
    interval: rule.interval,
    dtstart,
    until: rule.until ?? undefined,
    byhour: [h],
    byminute: [m],
    bysecond: [0],
    bymonthday: rule.bymonthday ?? undefined,
    bymonth: rule.bymonth ?? undefined,
    byyearday: rule.byyearday ?? undefined,
    byweekday: rule.byweekno && rule.byweekno.length > 0 ? rule.byweekno.map((d) => d - 1) : undefined,
  });
  return r.after(after, false);
}

function ruleOf(row: NonNullable<Awaited<ReturnType<typeof repo.findRecurrence>>>): RecurrenceRule {
  return {
    freq: row.freq as RecurrenceFreq,
    interval: row.interval,
    time: row.time,
    until: row.until,
    bymonthday: row.bymonthday,
    bymonth: row.bymonth,
    byyearday: row.byyearday,
    byweekno: row.byweekno,
  };
}

export function recurrenceToWire(row: Awaited<ReturnType<typeof repo.findRecurrence>>) {
  if (!row) return null;
  return {
    id: row.id,
    freq: row.freq as RecurrenceFreq,
    interval: row.interval,
    time: row.time,
    until: row.until ? toWireMinutes(row.until).slice(0, 10) : null,
    bymonthday: row.bymonthday,
    bymonth: row.bymonth,
    byyearday: row.byyearday,
    byweekno: row.byweekno,
    status: row.status,
    next: row.next_at ? toWireMinutes(row.next_at) : null,
  };
}

export interface RecurrenceInput extends RecurrenceRule {
  status: number;
}

/** `POST load/tasks/:id/recurrence`: saves the rule and schedules the next occurrence (status 1), or switches it off (0). */
export async function setRecurrence(deps: TasksDeps, user: SessionUser, ticketId: number, input: RecurrenceInput) {
  const { row, facts } = await loadTicket(deps.db, user, ticketId);
  if (!canEditTicket(user, facts)) throw new Forbidden();
  const locked = finishedEditRefusal(user, facts);
  if (locked) refuse(locked);
  const now = new Date();
  const previous = await repo.findRecurrence(deps.db, ticketId);
  const anchor = previous?.date_add ?? now;
  const next = input.status === 1 ? nextOccurrence(input, anchor, now) : null;
  const saved = await deps.db.transaction(async (tx) => {
    const rec = await repo.upsertRecurrence(tx, {
      ticket_id: ticketId,
      freq: input.freq,
      interval: input.interval,
      time: input.time,
      until: input.until,
      bymonthday: input.bymonthday,
      bymonth: input.bymonth,
      byyearday: input.byyearday,
      byweekno: input.byweekno,
      status: input.status,
      next_at: next,
      who_add: user.id,
    });
    await recordTicketHistory(tx, ticketId, user.id, [
      {
        field: 'recurrence',
        old: previous ? `${previous.freq}/${previous.interval} ${previous.time} ${previous.status}` : null,
        new: `${input.freq}/${input.interval} ${input.time} ${input.status}`,
      },
    ]);
    return rec;
  });
  if (next) await schedule(deps, saved.id, next);
  emitTicket(deps.realtime, row, 'update', { recurrence: recurrenceToWire(saved) }, user.id);
  return { recurrence: recurrenceToWire(saved) };
}

/**
 * The job: when the occurrence at `at` is due, copy the ticket (name, description, board,
 * priority, initiator, performers, watchers, checklist unchecked, tags) and schedule the
 * following occurrence. A job for a rule changed since it was scheduled does nothing.
 */
export async function runRecurrence(deps: TasksDeps, data: { recurrenceId: number; at: string }) {
  const { db } = deps;
  const rec = await repo.findRecurrenceById(db, data.recurrenceId);
  if (rec?.status !== 1 || rec.next_at?.toISOString() !== data.at) return null;
  const source = await repo.findTicketRow(db, rec.ticket_id);
  if (!source || source.status === TICKET_STATUS.deleted) return null;
  const at = new Date(data.at);
  const people = await repo.findActivePeople(db, source.id);
  const span = source.start && source.end ? source.end.getTime() - source.start.getTime() : null;
  const next = nextOccurrence(ruleOf(rec), rec.date_add, at);
  const copyId = await db.transaction(async (tx) => {
    // The claim makes a job that runs twice (or two instances) create one copy.
    if (!(await repo.claimOccurrence(tx, rec.id, at, next))) return null;
    const id = await tickets.insertTicket(tx, {
      name: source.name,
      description: source.description,
      status: TICKET_STATUS.new,
      priority: source.priority,
      board_id: source.board_id,
      parent_id: source.parent_id,
      initiator_id: source.initiator_id,
      start: at,
      end: span !== null ? new Date(at.getTime() + span) : source.end && source.end > at ? source.end : null,
      recurrence_source_id: source.id,
      custom: source.custom,
      who_add: source.initiator_id,
    });
    for (const p of people.performers) await tickets.upsertPerformer(tx, id, p, source.initiator_id);
    for (const w of people.watchers) await tickets.upsertWatcher(tx, id, w, source.initiator_id);
    await copyChecklist(tx, source.id, id, source.initiator_id);
    await copyTicketTags(tx, source.id, id, source.initiator_id);
    await recordTicketHistory(tx, id, null, [{ field: 'create', old: null, new: `${source.name} (#${source.id})` }]);
    return id;
  });
  if (copyId === null) return null;
  if (next) await schedule(deps, rec.id, next);
  emitTicket(
    deps.realtime,
    { id: copyId, board_id: source.board_id },
    'create',
    { name: source.name, recurrence_source_id: source.id },
    null,
  );
  return copyId;
}

/**
 * On start: a job for every pending reminder and scheduled occurrence (seeded ones have none
 * yet). A job that turns out to be a duplicate does nothing: reminders and occurrences are
 * claimed atomically when they run.
 */
export async function resumeSchedules(deps: TasksDeps) {
  for (const r of await repo.findPendingReminders(deps.db)) await scheduleReminder(deps, r.id, r.time);
  for (const r of await repo.findScheduledRecurrences(deps.db)) await schedule(deps, r.id, r.next_at!);
}
