import { type DocumentAnswerChoice, TICKET_STATUS, ticketStatusCode, WORK_STATE } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden, HttpError, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { emitTicket, loadTicket, type TasksDeps } from './access.service.ts';
import { recordTicketHistory } from './collab.ts';
import { announceDocumentState, passAnswerGate } from './linked-documents.service.ts';
import { statusAfterFinish, statusAfterStart, statusAfterStop, workRefusal } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import { statusOf } from './tickets.service.ts';

/** 409 when another of the user's tickets is in progress: the web offers to suspend it. */
export class WorkInProgress extends HttpError {
  readonly ticket_name: string;
  readonly ticket_id: number;
  readonly work_id: number;
  constructor(open: { id: number; ticket_id: number; ticket_name: string }) {
    super(409, 'tickets.workInProgress', { name: open.ticket_name });
    this.ticket_name = open.ticket_name;
    this.ticket_id = open.ticket_id;
    this.work_id = open.id;
  }
}

export type WorkAction = 'work_start' | 'work_end' | 'finished';

/** Closes a user's work on one ticket and moves the ticket's status as spec 2 §4 says. */
async function stopOn(tx: Db, ticketId: number, userId: number, currentStatus: number, now: Date, done: boolean) {
  await repo.closeOpenWork(tx, ticketId, userId, now);
  await repo.setWorkStatus(tx, ticketId, userId, done ? WORK_STATE.done : WORK_STATE.waiting);
  const others = (await repo.findPerformerStates(tx, ticketId)).filter((p) => p.userId !== userId);
  return done ? statusAfterFinish(currentStatus, others) : statusAfterStop(currentStatus, others);
}

async function setStatus(tx: Db, ticket: { id: number; status: number }, next: number, userId: number, now: Date) {
  if (next === ticket.status) return false;
  await repo.updateTicket(tx, ticket.id, { status: next, ...(next === TICKET_STATUS.finished ? { finished_at: now } : {}) });
  await recordTicketHistory(tx, ticket.id, userId, [
    { field: 'status', old: ticketStatusCode(ticket.status), new: ticketStatusCode(next) },
  ]);
  return true;
}

/**
 * `POST load/tasks/:id/performers/:performerId/works` with work_start, work_end or finished.
 * Only the performer themselves; starting while another ticket is in progress answers 409
 * with ticket_name, ticket_id, work_id unless `suspend_work_id` names that work, which is
 * then stopped in the same call.
 */
export async function changeWork(
  deps: TasksDeps,
  user: SessionUser,
  ticketId: number,
  performerId: number,
  action: WorkAction,
  suspendWorkId?: number,
  documentStatus?: DocumentAnswerChoice,
) {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  if (!facts.performerIds.includes(performerId)) throw new NotFound();
  const refused = workRefusal(user, facts, performerId);
  if (refused) throw new Forbidden(refused);
  const now = new Date();
  const events: { id: number; board_id: number; status: number }[] = [];
  let documentChange: Awaited<ReturnType<typeof passAnswerGate>> = null;

  const result = await db.transaction(async (tx) => {
    let status = row.status;
    let workId: number | null = null;
    if (action === 'work_start') {
      const open = await repo.findOpenWorkOfUser(tx, user.id);
      if (open && open.ticket_id === ticketId) return { work: { id: open.id }, status };
      if (open) {
        if (suspendWorkId !== open.id) throw new WorkInProgress(open);
        const other = await repo.findTicketFacts(tx, open.ticket_id, user.id);
        if (other) {
          const next = await stopOn(tx, other.id, user.id, other.status, now, false);
          if (await setStatus(tx, other, next, user.id, now)) events.push({ id: other.id, board_id: other.board_id, status: next });
        }
      }
      const work = await repo.insertWork(tx, ticketId, user.id, now);
      workId = work.id;
      await repo.setWorkStatus(tx, ticketId, user.id, WORK_STATE.working);
      status = statusAfterStart(row.status);
    } else {
      // Spec 2 "Linked documents": a document waiting for an answer needs the performer's answer first.
      if (action === 'finished') documentChange = await passAnswerGate(tx, row, user.id, documentStatus);
      status = await stopOn(tx, ticketId, user.id, row.status, now, action === 'finished');
    }
    if (await setStatus(tx, row, status, user.id, now)) events.push({ id: row.id, board_id: row.board_id, status });
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'work', old: null, new: action }]);
    return { work: { id: workId }, status };
  });
  const total = await repo.findWorkTotal(db, ticketId, user.id);
  const workStatus = action === 'work_start' ? WORK_STATE.working : action === 'finished' ? WORK_STATE.done : WORK_STATE.waiting;
  for (const e of events) emitTicket(deps.realtime, e, 'update', { status: statusOf(e.status) }, user.id);
  emitTicket(deps.realtime, row, 'update', { performers: [{ performer_id: user.id, status: workStatus }] }, user.id);
  if (documentChange) await announceDocumentState(deps, documentChange, user.id);
  return {
    result: true,
    status: statusOf(result.status),
    performer: { performer_id: user.id, status: workStatus, work: { id: result.work.id, total } },
  };
}

/** `PATCH load/tasks/:id/performers/:performerId/works/:workId`: corrects a work record's start or end (its owner). */
export async function editWork(
  deps: TasksDeps,
  user: SessionUser,
  ticketId: number,
  performerId: number,
  workId: number,
  input: { start?: Date; end?: Date | null },
) {
  const { db } = deps;
  await loadTicket(db, user, ticketId);
  const work = await repo.findWork(db, workId);
  if (!work || work.ticket_id !== ticketId || work.user_id !== performerId) throw new NotFound();
  if (work.user_id !== user.id) throw new Forbidden('tickets.performersOnly');
  const start = input.start ?? work.start;
  const end = input.end === undefined ? work.end : input.end;
  if (end && end.getTime() < start.getTime()) throw new ValidationFailed({ end: ['field.invalid'] });
  const updated = await db.transaction(async (tx) => {
    const next = await repo.updateWork(tx, workId, start, end);
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'work_time', old: work.total, new: next.total }]);
    return next;
  });
  return {
    work: {
      id: updated.id,
      start: toWireMinutes(updated.start),
      end: updated.end ? toWireMinutes(updated.end) : null,
      total: updated.total,
    },
  };
}
