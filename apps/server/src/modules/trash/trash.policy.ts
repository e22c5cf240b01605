import { hasPermit } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import type { TrashBound } from '../../shared/trash-bound.ts';

/**
 * Who may do what in the trash, and where a page continues (pure functions, unit-tested).
 * Opening the trash needs `trash_view` (the route); each module's rows need that module's own
 * right too (a registry's delete permit, seeing every application or ticket); purging needs
 * `trash_purge` besides.
 */

export const mayPurge = (user: Pick<SessionUser, 'type' | 'permits'>) => hasPermit(user, 'trash_purge');

/** The position after the last row of a page: its deletion time (ms), module and id. */
export interface TrashKey {
  t: number;
  m: string;
  i: number;
}

/** The order of the whole trash: newest deletion first, then module a→z, then id downwards. */
export function compareKeys(a: TrashKey, b: TrashKey): number {
  if (a.t !== b.t) return b.t - a.t;
  if (a.m !== b.m) return a.m < b.m ? -1 : 1;
  return b.i - a.i;
}

/** A decoded cursor, or null when it is not a key of ours. */
export function keyOf(value: Record<string, unknown> | null): TrashKey | null {
  if (!value) return null;
  const { t, m, i } = value;
  if (typeof t !== 'number' || !Number.isSafeInteger(t) || t < 0) return null;
  if (typeof m !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/.test(m)) return null;
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 0) return null;
  return { t, m, i };
}

/**
 * Where one module's rows continue after `key` in the whole trash's order: at the same
 * millisecond, a module after the key's one gives all its rows, the key's own module those
 * with a lower id, a module before it none.
 */
export function boundFor(module: string, key: TrashKey | null): TrashBound | undefined {
  if (!key) return undefined;
  return { t: new Date(key.t), tie: module > key.m ? 'all' : module === key.m ? key.i : 'none' };
}
