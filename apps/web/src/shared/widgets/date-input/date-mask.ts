import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Spec §5 / §9 "Date input": mask dd.mm.yyyy, the year starts with 1 or 2, not before 1900. */
export const MIN_YEAR = 1900;
export const ISO_DATE = 'YYYY-MM-DD';
export const DISPLAY_DATE = 'DD.MM.YYYY';

/** Applies the mask to typed text: digits only, dots after the day and the month, a year starting with 1 or 2. */
export function maskDate(text: string): string {
  let digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4 && !/[12]/.test(digits[4])) digits = digits.slice(0, 4);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `.${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `.${digits.slice(4)}`;
  return out;
}

export interface DateBounds {
  /** Earliest allowed date, yyyy-MM-dd. */
  min?: string | null;
  /** Latest allowed date, yyyy-MM-dd. */
  max?: string | null;
}

/** A complete masked date to yyyy-MM-dd, or null when it is incomplete, invalid, before 1900 or out of bounds. */
export function parseMaskedDate(text: string, bounds: DateBounds = {}): string | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text)) return null;
  const d = dayjs(text, DISPLAY_DATE, true);
  if (!d.isValid() || d.year() < MIN_YEAR) return null;
  const iso = d.format(ISO_DATE);
  if (bounds.min && iso < bounds.min) return null;
  if (bounds.max && iso > bounds.max) return null;
  return iso;
}

export function isoToDisplay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso.slice(0, 10), ISO_DATE, true);
  return d.isValid() ? d.format(DISPLAY_DATE) : '';
}
