import { type CategoryFieldInput, CUSTOM_TEXT_MAX, type CustomFieldKind } from '@app/contracts';

/**
 * Rules of the custom fields of document categories (spec 3 §3 `custom[...]`) as pure functions: a
 * value checked per kind, what a whole new list of fields does to the stored ones.
 */

export type CustomValue = string | number | null;

/** A real calendar day `yyyy-MM-dd`. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && y >= 1900 && y <= 2999;
}

/**
 * A value as stored for a field of this kind (empty string → null, a numeric string → number), or the
 * message key refusing it. A files field keeps no value (its files are the value).
 */
export function checkCustomValue(kind: CustomFieldKind, raw: CustomValue): { value: CustomValue } | { error: string } {
  const empty = raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (kind === 'files') return { error: 'field.invalid' };
  if (empty) return { value: null };
  switch (kind) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(',', '.'));
      if (!Number.isFinite(n)) return { error: 'field.numberIncorrect' };
      if (Math.abs(n) > 1e15) return { error: 'field.outOfRange' };
      return { value: n };
    }
    case 'date':
      return typeof raw === 'string' && isDay(raw) ? { value: raw } : { error: 'field.dateIncorrect' };
    default: {
      if (typeof raw !== 'string') return { error: 'field.invalid' };
      return raw.length > CUSTOM_TEXT_MAX[kind] ? { error: 'field.tooLong' } : { value: raw };
    }
  }
}

/** Whether a stored value is empty (a required field may not end so). */
export const isEmptyValue = (value: CustomValue | undefined) => value === null || value === undefined || value === '';

/** The first repeated code of a new list of fields (its index), or -1. */
export function repeatedCode(fields: readonly CategoryFieldInput[]): number {
  const seen = new Set<string>();
  return fields.findIndex((f) => {
    if (seen.has(f.code)) return true;
    seen.add(f.code);
    return false;
  });
}

/**
 * The stored fields a new list leaves out: those with values are hidden (status 0, values kept),
 * the others deleted.
 */
export function droppedFields<T extends { code: string }>(
  stored: readonly T[],
  wanted: readonly CategoryFieldInput[],
  used: ReadonlySet<string>,
) {
  const keep = new Set(wanted.map((f) => f.code));
  const dropped = stored.filter((f) => !keep.has(f.code));
  return { hide: dropped.filter((f) => used.has(f.code)), remove: dropped.filter((f) => !used.has(f.code)) };
}
