/** Exact money helpers: decimal strings with two places, no floats. */

/** A decimal string with two places, or null when it is not a money amount (≤ 16 integer digits). */
export function toMoney(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^-?\d{1,16}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** Compares two decimal strings exactly (no floats): -1, 0 or 1. */
export function compareMoney(a: string, b: string): number {
  const scale = (v: string) => {
    const m = toMoney(v) ?? '0.00';
    return BigInt(m.replace('.', ''));
  };
  const x = scale(a);
  const y = scale(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
