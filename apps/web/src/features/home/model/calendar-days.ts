import type { CalendarEvent } from '@app/contracts';
import type { Dayjs } from 'dayjs';
import { fromServerDate } from '../../../shared/format.ts';

/** A local calendar day as a key: `YYYY-MM-DD`. */
export const dayKey = (d: Dayjs): string => d.format('YYYY-MM-DD');

/** A week starts on Monday (ru). */
export const mondayOf = (d: Dayjs): Dayjs => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/**
 * The days the calendar shows for a date: the whole 6-week grid of its month, or its week.
 * The server is asked for exactly this range (at most 62 days).
 */
export function visibleRange(view: 'month' | 'week', date: Dayjs): { from: Dayjs; to: Dayjs } {
  if (view === 'week') {
    const from = mondayOf(date);
    return { from, to: from.add(6, 'day') };
  }
  const from = mondayOf(date.startOf('month'));
  return { from, to: from.add(41, 'day') };
}

export interface DayEvent extends CalendarEvent {
  /** Local time of a deadline (HH:mm); none for a wanted date. */
  time: string | null;
}

/**
 * Places each event on the user's local day: a deadline is an instant (UTC on the wire)
 * and may fall on another day here than in UTC; a wanted date is a calendar day as it is.
 */
export function groupByDay(events: readonly CalendarEvent[]): Map<string, DayEvent[]> {
  const days = new Map<string, DayEvent[]>();
  for (const event of events) {
    const isDay = /^\d{4}-\d{2}-\d{2}$/.test(event.date);
    const local = isDay ? null : fromServerDate(event.date);
    const key = isDay ? event.date : local ? dayKey(local) : null;
    if (!key) continue;
    const list = days.get(key) ?? [];
    list.push({ ...event, time: local ? local.format('HH:mm') : null });
    days.set(key, list);
  }
  for (const list of days.values()) list.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? '') || a.id - b.id);
  return days;
}
