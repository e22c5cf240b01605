import { fromWire } from './dates.ts';
import type { Lang } from './i18n.ts';

/**
 * What the server prints for people (PDFs, issue 19) in the reader's language, as the web
 * shows it: dd.MM.yyyy and dd.MM.yyyy HH:mm in the reader's time zone; numbers with a space
 * between thousands and a decimal comma in Russian (1 234 567,50 ₽), a comma and a point in
 * English (1,234,567.50 ₽).
 */

/** The zone dates are printed in when the reader's is unknown or not a zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** The reader's IANA time zone when it is one, else the default. */
export function timeZoneOr(zone: string | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const SEPARATORS: Readonly<Record<Lang, { group: string; decimal: string }>> = {
  ru: { group: ' ', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** A number with `decimals` places in the language's convention; '' for no number. */
export function displayNumber(value: unknown, lang: Lang, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(n)) return '';
  const { group, decimal } = SEPARATORS[lang];
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.');
  const negative = n < 0 && Number(Math.abs(n).toFixed(decimals)) !== 0;
  return `${negative ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${frac ? `${decimal}${frac}` : ''}`;
}

/** A quantity: whole numbers without decimals, others with up to 3. */
export function displayQuantity(value: unknown, lang: Lang): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return displayNumber(n, lang, 0);
  const text = displayNumber(n, lang, 3);
  return text.replace(/0+$/, '');
}

/** Money in roubles: 1 234 567,50 ₽. */
export function displayMoney(value: unknown, lang: Lang): string {
  const n = displayNumber(value, lang, 2);
  return n ? `${n} ₽` : '';
}

/** dd.MM.yyyy HH:mm of an instant (a Date or a wire date, UTC) in the zone; '' for none. */
export function displayDateTime(value: Date | string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? fromWire(value) : value;
  if (!date) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** dd.MM.yyyy of a calendar date (`yyyy-MM-dd`, no zone); '' for none. */
export function displayDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
