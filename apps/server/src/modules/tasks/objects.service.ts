import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { boardFactsOf, factsOf } from './access.service.ts';
import { findColumnsOfBoard } from './boards.service.ts';
import * as schedule from './schedule.repository.ts';
import { canEditFiles, canEditTicket, canSeeTicket, canUseBoard } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';

/** Edit check of the collaboration kit on tickets (files, network links): editors and performers. */
export async function canEditTicketFiles(db: Db, user: SessionUser, ticketId: number): Promise<boolean> {
  const row = await repo.findTicketFacts(db, ticketId, user.id);
  if (!row) return false;
  const facts = factsOf(row);
  return canSeeTicket(user, facts) && canEditFiles(user, facts);
}

/** Tag check of the collaboration kit on tickets (spec 2 §6: tags belong to the editors, not to performers). */
export async function canEditTicketTags(db: Db, user: SessionUser, ticketId: number): Promise<boolean> {
  const row = await repo.findTicketFacts(db, ticketId, user.id);
  if (!row) return false;
  const facts = factsOf(row);
  return canSeeTicket(user, facts) && canEditTicket(user, facts);
}

/** The file groups of the ticket's board custom columns (`col_<id>`): an upload may name one as `column_name`. */
export async function ticketFileColumns(db: Db, ticketId: number): Promise<string[]> {
  const ticket = await schedule.findTicketRow(db, ticketId);
  if (!ticket) return [];
  return (await findColumnsOfBoard(db, ticket.board_id)).map((c) => c.name);
}

/** Who an `@all` mention in a ticket's chat reaches: initiator, performers, watchers. */
export async function ticketParticipants(db: Db, ticketId: number): Promise<number[]> {
  const ticket = await schedule.findTicketRow(db, ticketId);
  if (!ticket) return [];
  const people = await schedule.findActivePeople(db, ticketId);
  return [...new Set([ticket.initiator_id, ...people.performers, ...people.watchers])];
}

/** Board rooms: users who may use the board. */
export async function canReadBoard(db: Db, user: SessionUser, boardId: number): Promise<boolean> {
  if (!Number.isInteger(boardId) || boardId <= 0) return false;
  const row = await repo.findBoardFacts(db, boardId, user.id);
  return row !== null && row.status === 1 && canUseBoard(user, boardFactsOf(row));
}
