/** Spec §5 "Number input" rules, as pure functions. */
export interface NumberRules {
  /** Decimals allowed (off by default: fractional values are rounded). */
  decimals?: boolean;
  /** Digits after the point when decimals are on; default 2. */
  decimalLimit?: number;
  /** Digits before the point; no limit by default. */
  integerLimit?: number;
  min?: number;
  max?: number;
}

export const DEFAULT_DECIMAL_LIMIT = 2;
const NUMERIC = /^-?\d*(?:\.\d*)?$/;

/**
 * Cleans typed text: spaces removed, comma read as a point, a single leading minus,
 * non-numeric text becomes empty, digits cut to the integer and decimal limits, a fraction
 * rounded when decimals are off, a value over `max` clamped to it. Returns the text to show.
 */
export function sanitizeNumberText(text: string, rules: NumberRules = {}): string {
  const raw = text.replace(/\s/g, '').replace(',', '.');
  if (raw === '' || raw === '-') return raw;
  if (!NUMERIC.test(raw)) return '';
  const negative = raw.startsWith('-');
  const parts = raw.replace('-', '').split('.');
  let int = parts[0] ?? '';
  let frac: string | undefined = parts[1];
  if (!rules.decimals && frac !== undefined) {
    const rounded = String(Math.round(Number(`${int || '0'}.${frac || '0'}`)));
    int = rounded;
    frac = undefined;
  }
  if (rules.integerLimit !== undefined && rules.integerLimit > 0) int = int.slice(0, rules.integerLimit);
  if (frac !== undefined) frac = frac.slice(0, rules.decimalLimit ?? DEFAULT_DECIMAL_LIMIT);
  let out = `${negative ? '-' : ''}${int}${frac !== undefined ? `.${frac}` : ''}`;
  const n = Number(out);
  if (rules.max !== undefined && Number.isFinite(n) && n > rules.max) out = String(rules.max);
  return out;
}

/** The number a cleaned text stands for; '' and '-' are no number. */
export function parseNumberText(text: string): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** On leaving the field: clamped to min/max. */
export function clampNumber(n: number | null, rules: NumberRules = {}): number | null {
  if (n === null) return null;
  if (rules.min !== undefined && n < rules.min) return rules.min;
  if (rules.max !== undefined && n > rules.max) return rules.max;
  return n;
}

/** Display: a space between thousands, the fraction as typed. */
export function groupThousands(text: string): string {
  const [int, frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac !== undefined ? `${grouped}.${frac}` : grouped;
}
