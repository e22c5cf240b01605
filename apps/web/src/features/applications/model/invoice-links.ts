import type { PositionView } from './types.ts';

/** Position statuses that may go into an invoice (the server's rule): under review, approved, in work, in invoice. */
export const LINKABLE_STATUSES = ['active', 'success', 'in_work', 'in_invoice'] as const;

/** Quantities are decimals with up to 3 places: compared as integer thousandths. */
const milli = (v: number | null | undefined) => Math.round((v ?? 0) * 1000);

/**
 * How much of a position can still go into an invoice: nothing when it is in an invoice or
 * in a status that cannot be linked; for a split position, its count minus its parts.
 */
export function availableQuantity(position: PositionView, all: readonly PositionView[]): number {
  if (position.invoice_id) return 0;
  if (!(LINKABLE_STATUSES as readonly string[]).includes(position.status.code)) return 0;
  const taken = all.filter((p) => p.part_id === position.id).reduce((sum, p) => sum + milli(p.quantity), 0);
  return Math.max(0, milli(position.quantity) - taken) / 1000;
}

/** A part of a split position goes into an invoice whole. */
export const isPart = (p: PositionView) => p.part_id !== null;

export type SplitError = 'required' | 'exceeds' | null;

/** The quantity to link: above zero and not above what is available (spec 3 §5: parts cannot exceed the count). */
export function splitError(value: number | null | undefined, available: number): SplitError {
  if (value === null || value === undefined || Number.isNaN(value) || milli(value) <= 0) return 'required';
  if (milli(value) > milli(available)) return 'exceeds';
  return null;
}
