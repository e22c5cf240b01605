import { TICKET_STATUS } from '@app/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { ticketPerformers, tickets } from './tasks.schema.ts';

/** Tickets (not deleted) linking a document: their rooms hear of its state changes. */
export async function findTicketsLinkingDocument(db: Db, documentId: number) {
  return db
    .select({ id: tickets.id, board_id: tickets.board_id })
    .from(tickets)
    .where(and(eq(tickets.document_id, documentId), ne(tickets.status, TICKET_STATUS.deleted)))
    .limit(1000);
}

/** Ids of the tickets (not deleted) linking a document on which the user is an active performer. */
export async function findPerformedTicketIdsLinkingDocument(db: Db, documentId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(
      ticketPerformers,
      and(eq(ticketPerformers.ticket_id, tickets.id), eq(ticketPerformers.user_id, userId), eq(ticketPerformers.status, 1)),
    )
    .where(and(eq(tickets.document_id, documentId), ne(tickets.status, TICKET_STATUS.deleted)))
    .limit(1000);
  return rows.map((r) => r.id);
}
