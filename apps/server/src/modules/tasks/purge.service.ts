import { TICKET_STATUS } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { forgetObjectTraces } from '../objects/index.ts';
import { loadTicket, type TasksDeps } from './access.service.ts';
import { recordTicketHistory, TICKETS_MODULE } from './collab.ts';
import { deleteTicketRows, lockTicketStatus } from './purge.repository.ts';

/**
 * Purge for good from the trash (`trash_purge`, checked by the trash): only a deleted ticket
 * (status 6, else 409 `trash.notInTrash`); its rows and collaboration traces go in one
 * transaction, a history row `purge` stays. Answers the storage keys of its files, removed by
 * the caller once committed.
 */
export async function purgeTicket(deps: TasksDeps, user: SessionUser, ticketId: number): Promise<string[]> {
  await loadTicket(deps.db, user, ticketId);
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicketStatus(tx, ticketId);
    if (!ticket) throw new NotFound();
    if (ticket.status !== TICKET_STATUS.deleted) throw new Conflict('trash.notInTrash');
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'purge', old: ticket.name, new: null }]);
    await deleteTicketRows(tx, ticketId);
    return forgetObjectTraces(tx, TICKETS_MODULE, ticketId);
  });
}
