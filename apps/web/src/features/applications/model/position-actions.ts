import { POSITION_CANCELLABLE_STATUSES, POSITION_EDITABLE_STATUSES, POSITION_STATUSES, type PositionStatusCode } from '@app/contracts';

/** The facts of a position row the actions depend on. */
export interface PositionFacts {
  status: string;
  part_id: number | null;
  /** 1 when the position was split or is a part. */
  some_parts?: number;
}

/**
 * Spec 3 §4/§5 (the server checks again): the statuses a position may be marked with. Not its
 * own status; nothing once deleted; a paid position never becomes incorrect; deletion only on review.
 */
export function statusTargets(status: string): PositionStatusCode[] {
  if (status === 'delete') return [];
  return POSITION_STATUSES.map((s) => s.code).filter(
    (code) => code !== status && !(status === 'paid' && code === 'incorrect') && !(code === 'delete' && status !== 'active'),
  );
}

/** Spec 3 §4: a mark may be cancelled only when received, incorrect or worked out. */
export const canCancelMark = (status: string) => (POSITION_CANCELLABLE_STATUSES as readonly string[]).includes(status);

/** Spec 3 §4: responsible (and equipment) only under review or approved and not split. */
export const canEditExtras = (p: PositionFacts) =>
  (POSITION_EDITABLE_STATUSES as readonly string[]).includes(p.status) && p.part_id === null && !p.some_parts;
