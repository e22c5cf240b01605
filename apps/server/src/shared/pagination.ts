/**
 * Keyset pagination helpers (ARCHITECTURE.md "Lists"): opaque cursors and capped totals,
 * so that no list ever counts a whole table.
 */

/** Lists count at most this many rows; beyond it the total is the string `"1000+"`. */
export const TOTAL_CAP = 1000;

export type CappedTotal = number | `${number}+`;

/** A count made with `LIMIT cap + 1` becomes the number, or `"<cap>+"` when it reached past the cap. */
export function cappedTotal(counted: number, cap = TOTAL_CAP): CappedTotal {
  return counted > cap ? `${cap}+` : counted;
}

/** An opaque cursor for the position after `key` (base64url of its JSON). */
export function encodeCursor(key: object): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key a cursor was made from, or null when it is not one of ours. */
export function decodeCursor(cursor: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
