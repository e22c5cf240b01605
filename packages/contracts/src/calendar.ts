/**
 * The home work table's calendar (spec 1 §2 "/ home (work table with calendar)"): the
 * dated items of the signed-in user that the modules contribute.
 */
import { z } from 'zod';

/** `GET /api/home/events?from=yyyy-MM-dd&to=yyyy-MM-dd`: both days included, at most 62 days. */
export const CALENDAR_MAX_DAYS = 62;

export const calendarQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** `tickets`: a task deadline (`date` with time, UTC); `applications`: a wanted date (`date` without time). */
export interface CalendarEvent {
  module: 'tickets' | 'applications';
  id: number;
  name: string;
  /** `yyyy-MM-dd HH:mm` (UTC) for a deadline, `yyyy-MM-dd` for a wanted date. */
  date: string;
  /** The ticket status id or the application status code. */
  status: number | string;
  link: string;
}
