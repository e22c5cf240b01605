import { boardRoom, objectRoom, TICKETS_CHANNEL, type TicketEvent } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { HttpError, NotFound } from '../../shared/errors.ts';
import type { Notifications } from '../notifications/index.ts';
import { TICKETS_MODULE } from './collab.ts';
import { type BoardFacts, canSeeTicket, canUseBoard, type Refused, type TicketFacts } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';

export interface TasksDeps {
  db: Db;
  realtime: Realtime;
  jobs: Jobs;
  notifications: Notifications;
  storage: FileStorage;
}

export interface TicketContext {
  row: repo.TicketFactsRow;
  facts: TicketFacts;
}

export function factsOf(row: repo.TicketFactsRow): TicketFacts {
  return {
    initiatorId: row.initiator_id,
    status: row.status,
    end: row.end,
    personal: row.personal === 1,
    boardCreatorId: row.board_creator,
    boardMember: row.bu_status === 1,
    boardOwnerFlag: row.bu_status === 1 && row.bu_owner === 1,
    performerIds: row.performer_ids.map(Number),
    watcherIds: row.watcher_ids.map(Number),
  };
}

/** The ticket and the user's place in it; 404 when it does not exist or the user may not see it. */
export async function loadTicket(db: Db, user: SessionUser, ticketId: number): Promise<TicketContext> {
  const row = await repo.findTicketFacts(db, ticketId, user.id);
  if (!row) throw new NotFound();
  const facts = factsOf(row);
  if (!canSeeTicket(user, facts)) throw new NotFound();
  return { row, facts };
}

export function boardFactsOf(row: repo.BoardFactsRow): BoardFacts {
  return {
    personal: row.personal === 1,
    creatorId: row.who_add,
    member: row.bu_status === 1,
    ownerFlag: row.bu_status === 1 && row.bu_owner === 1,
  };
}

/** A board the user may put tickets on; 404 for unknown or deleted boards and for boards the user may not use. */
export async function loadUsableBoard(db: Db, user: SessionUser, boardId: number) {
  const row = await repo.findBoardFacts(db, boardId, user.id);
  if (row?.status !== 1) throw new NotFound();
  const facts = boardFactsOf(row);
  // A board the user may not use is one they may not see: the same 404 as an unknown one.
  if (!canUseBoard(user, facts)) throw new NotFound();
  return { row, facts };
}

export function refuse(refused: Refused): never {
  throw new HttpError(refused.status, refused.key);
}

/** Object-access check for the collaboration kit (chat, tags, files, history, favourites) and ticket rooms. */
export async function canReadTicket(db: Db, user: SessionUser, ticketId: number): Promise<boolean> {
  const row = await repo.findTicketFacts(db, ticketId, user.id);
  return row !== null && canSeeTicket(user, factsOf(row));
}

/** Sends a ticket event to the ticket's room and to its board's room. */
export function emitTicket(
  realtime: Realtime,
  ticket: { id: number; board_id: number },
  action: TicketEvent['action'],
  fields: Record<string, unknown>,
  userId: number | null,
) {
  const event: TicketEvent = { action, id: ticket.id, board_id: ticket.board_id, fields, user_id: userId };
  realtime.emit(objectRoom(TICKETS_MODULE, ticket.id), TICKETS_CHANNEL, event);
  realtime.emit(boardRoom(ticket.board_id), TICKETS_CHANNEL, event);
}
