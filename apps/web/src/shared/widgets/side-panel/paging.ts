export type RecordId = string | number;

/** Paging between records of a page list (spec §2: PageUp/PageDown, a swipe over 150 px). */
export interface SidePanelPaging {
  /** Ids of the list the panel pages through, in order. */
  ids: readonly RecordId[];
  currentId: RecordId;
  /** Show another record: the feature navigates to its route with this id. */
  onChange: (id: RecordId) => void;
  /** Asked when the last record of the list is reached: load the next page of the list. */
  onLoadMore?: () => void;
  /** A page (or the list) is loading: paging is blocked. */
  loading?: boolean;
}

export const SWIPE_THRESHOLD = 150;

export type PageStep = { kind: 'go'; id: RecordId; last: boolean } | { kind: 'more' } | { kind: 'none' };

/** Where a step of -1 (previous) or +1 (next) leads from the current record. */
export function pageStep(ids: readonly RecordId[], currentId: RecordId, dir: -1 | 1): PageStep {
  const index = ids.findIndex((id) => String(id) === String(currentId));
  if (index < 0) return { kind: 'none' };
  const target = index + dir;
  if (target >= ids.length) return { kind: 'more' };
  if (target < 0) return { kind: 'none' };
  return { kind: 'go', id: ids[target], last: target === ids.length - 1 };
}

/** A horizontal swipe: left means next, right means previous; short or mostly vertical moves are ignored. */
export function swipeDirection(dx: number, dy: number): -1 | 1 | 0 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
