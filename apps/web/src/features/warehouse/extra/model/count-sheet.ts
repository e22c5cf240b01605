import type { CountLine } from '@app/contracts';

/**
 * Pure rules of the count sheet (stocktaking): a line's difference with the user's unsaved edit
 * applied, its kind (short, surplus, equal, not counted), the filter and the summary.
 */

/** Quantities carry at most 3 decimals: sums are rounded there so 0.1 + 0.2 is 0.3. */
export const roundQuantity = (n: number): number => Math.round(n * 1000) / 1000;

export type DifferenceKind = 'short' | 'surplus' | 'equal' | 'uncounted';

/** Counted quantities typed but not yet saved, by line id (null = cleared: not counted). */
export type Drafts = Readonly<Record<number, number | null>>;

/** The counted quantity shown: the unsaved edit when there is one, else the server's. */
export function countedOf(line: Pick<CountLine, 'id' | 'counted'>, drafts: Drafts): number | null {
  return Object.hasOwn(drafts, line.id) ? (drafts[line.id] ?? null) : line.counted;
}

/**
 * counted − expected; null while the line is not counted (the close then keeps it as expected, or
 * zeroes it when asked: see `differenceOnClose`).
 */
export function differenceOf(line: Pick<CountLine, 'id' | 'counted' | 'expected'>, drafts: Drafts = {}): number | null {
  const counted = countedOf(line, drafts);
  return counted === null ? null : roundQuantity(counted - line.expected);
}

export function differenceKind(difference: number | null): DifferenceKind {
  if (difference === null) return 'uncounted';
  if (difference < 0) return 'short';
  if (difference > 0) return 'surplus';
  return 'equal';
}

/** The difference the close will post for a line: an uncounted line is 0 − expected with `zeroUncounted`, else none. */
export function differenceOnClose(
  line: Pick<CountLine, 'id' | 'counted' | 'expected'>,
  zeroUncounted: boolean,
  drafts: Drafts = {},
): number {
  const diff = differenceOf(line, drafts);
  if (diff !== null) return diff;
  return zeroUncounted ? roundQuantity(-line.expected) : 0;
}

export type SheetFilter = 'all' | 'differences' | 'uncounted';

export function filterLines<T extends Pick<CountLine, 'id' | 'counted' | 'expected'>>(
  lines: readonly T[],
  filter: SheetFilter,
  drafts: Drafts = {},
): T[] {
  if (filter === 'all') return [...lines];
  return lines.filter((l) => {
    const kind = differenceKind(differenceOf(l, drafts));
    return filter === 'uncounted' ? kind === 'uncounted' : kind === 'short' || kind === 'surplus';
  });
}

export interface SheetSummary {
  lines: number;
  counted: number;
  uncounted: number;
  short: number;
  surplus: number;
  /** Money of the differences (cost × difference), when lines have a cost: + surplus, − shortage. */
  sum: number;
}

export function summarize(lines: readonly Pick<CountLine, 'id' | 'counted' | 'expected' | 'cost'>[], drafts: Drafts = {}): SheetSummary {
  const out: SheetSummary = { lines: lines.length, counted: 0, uncounted: 0, short: 0, surplus: 0, sum: 0 };
  for (const l of lines) {
    const diff = differenceOf(l, drafts);
    const kind = differenceKind(diff);
    if (kind === 'uncounted') out.uncounted++;
    else out.counted++;
    if (kind === 'short') out.short++;
    if (kind === 'surplus') out.surplus++;
    if (diff && l.cost) out.sum += diff * l.cost;
  }
  out.sum = Math.round(out.sum * 100) / 100;
  return out;
}

/** The lines whose draft differs from the saved value: what `PATCH …/lines` sends. */
export function changedDrafts(
  lines: readonly Pick<CountLine, 'id' | 'counted'>[],
  drafts: Drafts,
): { id: number; counted: number | null }[] {
  const byId = new Map(lines.map((l) => [l.id, l.counted]));
  const out: { id: number; counted: number | null }[] = [];
  for (const [key, value] of Object.entries(drafts)) {
    const id = Number(key);
    if (byId.has(id) && byId.get(id) !== value) out.push({ id, counted: value });
  }
  return out;
}
