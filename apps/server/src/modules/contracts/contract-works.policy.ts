import { displayNumber } from '../../shared/display-format.ts';
import type { Lang } from '../../shared/i18n.ts';

/**
 * Pure rules of a contract's works, acts and periods (unit-tested): exact decimals (BigInt, no
 * floats), a line's sum, the limit check, and the months acts are made for.
 */

/** A decimal string as an integer of 10^-places units ("12.5", 3 → 12500n); null/'' → 0n. */
export function toUnits(value: string | null | undefined, places: number): bigint {
  const text = (value ?? '').trim();
  if (text === '') return 0n;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(places) + BigInt((fraction + '0'.repeat(places)).slice(0, places) || '0');
  return negative ? -units : units;
}

/** 12500n, 3 → "12.500". */
export function fromUnits(units: bigint, places: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(places);
  const whole = (abs / scale).toString();
  const fraction = places > 0 ? `.${(abs % scale).toString().padStart(places, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export const money = (value: string | null | undefined) => fromUnits(toUnits(value, 2), 2);
export const quantity = (value: string | null | undefined) => fromUnits(toUnits(value, 3), 3);

/** quantity × price rounded half up to kopecks. */
export function lineSum(qty: string, price: string): string {
  const product = toUnits(qty, 3) * toUnits(price, 2); // 10^-5 units
  return fromUnits((product + 500n) / 1000n, 2);
}

export function addMoney(...values: (string | null | undefined)[]): string {
  return fromUnits(
    values.reduce<bigint>((s, v) => s + toUnits(v, 2), 0n),
    2,
  );
}

/** The VAT part of a sum that includes VAT at `rate` %. */
export function vatPart(sum: string, rate: number | null): string {
  if (!rate) return '0.00';
  const units = toUnits(sum, 2) * BigInt(rate);
  const divisor = BigInt(100 + rate);
  return fromUnits((units * 2n + divisor) / (divisor * 2n), 2);
}

/** When `total` exceeds `limit`: the remainder left before the change (≥ 0); null when it fits or there is no limit. */
export function overLimit(total: string, limit: string | null, before: string): { remainder: string } | null {
  if (limit === null) return null;
  if (toUnits(total, 2) <= toUnits(limit, 2)) return null;
  const left = toUnits(limit, 2) - toUnits(before, 2);
  return { remainder: fromUnits(left > 0n ? left : 0n, 2) };
}

/** What is left of a work to put in acts. */
export const remainingQuantity = (work: string, done: string) => fromUnits(toUnits(work, 3) - toUnits(done, 3), 3);

// Periods: months, id yyyymm ---------------------------------------------------------------------

export interface Month {
  id: number;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function month(id: number): Month {
  const year = Math.floor(id / 100);
  const m = id % 100;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { id, start: `${year}-${pad(m)}-01`, end: `${year}-${pad(m)}-${pad(last)}` };
}

/** The period id of a yyyy-MM-dd day. */
export const periodOf = (day: string) => Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));

/** Every month from `from` to `to` (period ids, inclusive), at most 240. */
export function monthsBetween(from: number, to: number): Month[] {
  const out: Month[] = [];
  let id = from;
  while (id <= to && out.length < 240) {
    out.push(month(id));
    id = id % 100 === 12 ? (Math.floor(id / 100) + 1) * 100 + 1 : id + 1;
  }
  return out;
}

/** A quantity for people: up to 3 decimals, trailing zeros dropped (ru «12,5», en “12.5”). */
export function displayQuantity(value: string, lang: Lang): string {
  const text = displayNumber(value, lang, 3);
  const separator = lang === 'ru' ? ',' : '.';
  return text.includes(separator) ? text.replace(/0+$/, '').replace(/[.,]$/, '') : text;
}
