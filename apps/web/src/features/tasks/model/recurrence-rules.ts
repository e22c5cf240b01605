import type { Recurrence, RecurrenceFreqName } from './types.ts';

export interface RecurrenceDraft {
  freq: RecurrenceFreqName;
  interval: string;
  time: string;
  until: string;
  bymonthday: string;
  byyearday: string;
  byweekno: number[];
  status: boolean;
}

export function draftOf(r: Recurrence | null): RecurrenceDraft {
  const yearDay =
    typeof r?.byyearday === 'string'
      ? r.byyearday
      : r?.bymonth && r.bymonthday
        ? `2000-${String(r.bymonth).padStart(2, '0')}-${String(r.bymonthday).padStart(2, '0')}`
        : '';
  return {
    freq: r?.freq ?? 'daily',
    interval: String(r?.interval ?? 1),
    time: r?.time ?? '09:00',
    until: r?.until ?? '',
    bymonthday: r?.bymonthday && !r.bymonth ? String(r.bymonthday) : '',
    byyearday: yearDay,
    byweekno: r?.byweekno ?? [],
    status: r ? r.status === 1 : true,
  };
}

/** Interval: digits only, no negatives, no leading zeros; empty means the default 1. */
export function sanitizeInterval(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.slice(0, 4);
}

/** HH:MM mask while typing. */
export function maskHHMM(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Field → i18n key of the first problem; empty when the draft can be sent (spec 2 §5). */
export function recurrenceErrors(d: RecurrenceDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (d.interval !== '' && !/^[1-9]\d{0,3}$/.test(d.interval)) errors.interval = 'tasks.recurrence.badInterval';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(d.time)) errors.time = 'tasks.recurrence.badTime';
  if (!d.until || !DATE.test(d.until)) errors.until = 'field.fillRequired';
  if (d.freq === 'yearly' && !DATE.test(d.byyearday)) errors.byyearday = 'field.fillRequired';
  if (d.freq === 'monthly' && d.bymonthday !== '' && !(Number(d.bymonthday) >= 1 && Number(d.bymonthday) <= 31))
    errors.bymonthday = 'tasks.recurrence.badMonthDay';
  if (d.byweekno.some((n) => !Number.isInteger(n) || n < 1 || n > 7)) errors.byweekno = 'tasks.recurrence.badWeekday';
  return errors;
}

/** The body of `POST load/tasks/:id/recurrence`: interval defaults to 1. */
export function recurrenceBody(d: RecurrenceDraft) {
  return {
    freq: d.freq,
    interval: d.interval === '' ? '1' : d.interval,
    time: d.time,
    until: d.until || undefined,
    bymonthday: d.freq === 'monthly' && d.bymonthday ? Number(d.bymonthday) : undefined,
    byyearday: d.freq === 'yearly' ? d.byyearday : undefined,
    byweekno: d.freq === 'weekly' ? d.byweekno : undefined,
    status: (d.status ? 1 : 0) as 0 | 1,
  };
}
