import dayjs from 'dayjs';

/** Spec §9 "Popover minimum width". */
export const POPOVER_MIN_WIDTH = 260;

/** Time mask HH:MM, hours at most 24 (24 only as 24:00), minutes at most 59. */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  let hh = digits.slice(0, 2);
  if (Number(hh) > 24) hh = '24';
  let mm = digits.slice(2);
  if (mm.length === 2 && Number(mm) > 59) mm = '59';
  if (hh === '24' && mm) mm = '00'.slice(0, mm.length);
  return mm || digits.length > 2 ? `${hh}:${mm}` : hh;
}

/** A complete time HH:MM or null. */
export function completeTime(text: string): string | null {
  return /^\d{2}:\d{2}$/.test(text) ? text : null;
}

/**
 * Which bound a candidate (yyyy-MM-dd or yyyy-MM-dd HH:mm) breaks: compared on the
 * precision both have, so a date is checked against the day of a bound with a time.
 */
export function outOfRange(candidate: string, min?: string | null, max?: string | null): 'min' | 'max' | null {
  const cut = (a: string, b: string) => [a.slice(0, Math.min(a.length, b.length)), b.slice(0, Math.min(a.length, b.length))];
  if (min) {
    const [c, m] = cut(candidate, min);
    if (c < m) return 'min';
  }
  if (max) {
    const [c, m] = cut(candidate, max);
    if (c > m) return 'max';
  }
  return null;
}

/** A bound shown in the message: dd.MM.yyyy, with HH:mm when the bound has a time. */
export function displayBound(bound: string): string {
  const d = dayjs(bound);
  return bound.length > 10 ? d.format('DD.MM.YYYY HH:mm') : d.format('DD.MM.YYYY');
}
