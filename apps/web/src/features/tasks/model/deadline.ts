import { COMPLETED_STATUSES } from '@app/contracts';
import type { Dayjs } from 'dayjs';
import { fromWire } from './wire-dates.ts';

export interface DeadlineView {
  text: string;
  /** Past the deadline and not completed: shown red. */
  expired: boolean;
  /** Time left (or overdue) as d/h/m parts; null for completed statuses or no deadline. */
  countdown: { days: number; hours: number; minutes: number; overdue: boolean } | null;
}

/**
 * Spec 2 §4: the deadline is red when expired; completed statuses (deleted, finished,
 * accepted) show no countdown and are never expired.
 */
export function deadlineView(end: string | null, statusId: number, now: Dayjs): DeadlineView {
  const d = fromWire(end);
  if (!d) return { text: '', expired: false, countdown: null };
  const completed = COMPLETED_STATUSES.includes(statusId);
  const diff = d.diff(now, 'minute');
  const expired = !completed && diff < 0;
  const abs = Math.abs(diff);
  const countdown = completed
    ? null
    : { days: Math.floor(abs / 1440), hours: Math.floor((abs % 1440) / 60), minutes: abs % 60, overdue: diff < 0 };
  return { text: d.format('DD.MM.YYYY HH:mm'), expired, countdown };
}
