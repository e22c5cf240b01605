import { MAX_SIGNERS } from '@app/contracts';

/** Who may stand in a signers list, a staff chain or a signer group (pure rules, unit-tested). */

export interface Candidate {
  id: number;
  /** Active and with can_sign. */
  can_sign: boolean;
}

/**
 * The message key refusing an ordered list of people, or null when it may be stored: at most
 * MAX_SIGNERS (`signers.tooMany`), nobody twice unless `dedupe` (`signers.duplicate`), every
 * one a known active user with can_sign (`signers.cannotSign`).
 */
export function signerListError(ids: readonly number[], found: readonly Candidate[], { dedupe = false } = {}): string | null {
  const distinct = new Set(ids);
  if (!dedupe && distinct.size !== ids.length) return 'signers.duplicate';
  if (distinct.size > MAX_SIGNERS) return 'signers.tooMany';
  for (const id of distinct) if (!found.find((u) => u.id === id)?.can_sign) return 'signers.cannotSign';
  return null;
}

/** A ready chain keeps only the people who may sign now (the rest stay listed, marked, but never fill a chain). */
export const signableNow = <T extends { can_sign: 0 | 1 }>(people: readonly T[]): T[] => people.filter((p) => p.can_sign === 1);
