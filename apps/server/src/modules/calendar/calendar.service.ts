import type { CalendarEvent } from '@app/contracts';
import { CALENDAR_MAX_DAYS } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { fromWire, toWireMinutes } from '../../shared/dates.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { findApplicationsWanted, findTicketDeadlines } from './calendar.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The user's dated work between two days (both included): deadlines of their tasks and
 * wanted dates of their applications, in date order, for the home calendar.
 */
export async function eventsOf(db: Db, userId: number, range: { from: string; to: string }): Promise<CalendarEvent[]> {
  const from = fromWire(range.from);
  const to = fromWire(range.to);
  if (!from) throw new ValidationFailed({ from: ['date.incorrect'] });
  if (!to) throw new ValidationFailed({ to: ['date.incorrect'] });
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
  if (days < 1 || days > CALENDAR_MAX_DAYS) throw new ValidationFailed({ to: ['calendar.rangeTooLong'] });

  // Deadlines are instants: a day of the user's calendar may start up to 14 hours either side of UTC midnight.
  const margin = 14 * 60 * 60 * 1000;
  const [deadlines, wanted] = await Promise.all([
    findTicketDeadlines(db, userId, new Date(from.getTime() - margin), new Date(to.getTime() + DAY_MS + margin)),
    findApplicationsWanted(db, userId, range.from, range.to),
  ]);
  const events: CalendarEvent[] = [
    ...deadlines.map((t) => ({
      module: 'tickets' as const,
      id: t.id,
      name: t.name,
      date: toWireMinutes(t.end),
      status: t.status,
      link: `/tickets/${t.id}`,
    })),
    ...wanted.map((a) => ({
      module: 'applications' as const,
      id: a.id,
      name: a.name,
      date: a.date_want,
      status: a.status,
      link: `/applications/${a.id}`,
    })),
  ];
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}
