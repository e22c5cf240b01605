import { CLOSED_APPLICATION_STATUSES, TICKET_STATUS } from '@app/contracts';
import { and, eq, gte, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applicationMembers, applications } from '../applications/index.ts';
import { ticketPerformers, tickets, ticketWatchers } from '../tasks/index.ts';

/** At most this many events of one kind a range: a calendar cell shows a few anyway. */
const LIMIT = 500;

export interface TicketDeadlineRow {
  id: number;
  name: string;
  end: Date;
  status: number;
}

/**
 * The deadlines in [from, to) of the tickets a user takes part in (initiator, performer or
 * watcher), except deleted ones: the user's own work, so no board rights are needed.
 */
export async function findTicketDeadlines(db: Db, userId: number, from: Date, to: Date): Promise<TicketDeadlineRow[]> {
  const asPerformer = db
    .select({ id: ticketPerformers.ticket_id })
    .from(ticketPerformers)
    .where(and(eq(ticketPerformers.user_id, userId), eq(ticketPerformers.status, 1)));
  const asWatcher = db
    .select({ id: ticketWatchers.ticket_id })
    .from(ticketWatchers)
    .where(and(eq(ticketWatchers.user_id, userId), eq(ticketWatchers.status, 1)));
  const rows = await db
    .select({ id: tickets.id, name: tickets.name, end: tickets.end, status: tickets.status })
    .from(tickets)
    .where(
      and(
        gte(tickets.end, from),
        lt(tickets.end, to),
        ne(tickets.status, TICKET_STATUS.deleted),
        or(eq(tickets.who_add, userId), inArray(tickets.id, asPerformer), inArray(tickets.id, asWatcher)),
      ),
    )
    .orderBy(tickets.end, tickets.id)
    .limit(LIMIT);
  return rows.filter((r): r is TicketDeadlineRow => r.end !== null);
}

export interface ApplicationWantedRow {
  id: number;
  name: string;
  date_want: string;
  status: string;
}

/** The wanted dates in [from, to] of the open (not closed) applications a user is a member of. */
export async function findApplicationsWanted(db: Db, userId: number, from: string, to: string): Promise<ApplicationWantedRow[]> {
  const rows = await db
    .select({ id: applications.id, name: applications.name, date_want: applications.date_want, status: applications.status })
    .from(applicationMembers)
    .innerJoin(applications, eq(applications.id, applicationMembers.pack_id))
    .where(
      and(
        eq(applicationMembers.user_id, userId),
        sql`${applications.date_want} >= ${from}`,
        sql`${applications.date_want} <= ${to}`,
        notInArray(applications.status, [...CLOSED_APPLICATION_STATUSES]),
      ),
    )
    .orderBy(applications.date_want, applications.id)
    .limit(LIMIT);
  return rows.filter((r): r is ApplicationWantedRow => r.date_want !== null);
}
