import { MAX_SIGNERS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { signableNow, signerListError } from './signers.policy.ts';

const ok = (...ids: number[]) => ids.map((id) => ({ id, can_sign: true }));

describe('signerListError (who may stand in a chain)', () => {
  it('accepts known signers in any order, and an empty list', () => {
    expect(signerListError([3, 1, 2], ok(1, 2, 3))).toBeNull();
    expect(signerListError([], [])).toBeNull();
  });
  it('refuses a person listed twice unless the list dedupes', () => {
    expect(signerListError([1, 2, 1], ok(1, 2))).toBe('signers.duplicate');
    expect(signerListError([1, 2, 1], ok(1, 2), { dedupe: true })).toBeNull();
  });
  it('refuses more than MAX_SIGNERS people', () => {
    const ids = Array.from({ length: MAX_SIGNERS + 1 }, (_, i) => i + 1);
    expect(signerListError(ids, ok(...ids))).toBe('signers.tooMany');
    expect(signerListError(ids.slice(1), ok(...ids))).toBeNull();
  });
  it('refuses unknown users and users without the signing right', () => {
    expect(signerListError([1, 9], ok(1))).toBe('signers.cannotSign');
    expect(signerListError([1, 2], [...ok(1), { id: 2, can_sign: false }])).toBe('signers.cannotSign');
  });
  it('a ready chain keeps only the people who may sign now', () => {
    expect(
      signableNow([
        { v: 1, can_sign: 1 as const },
        { v: 2, can_sign: 0 as const },
      ]).map((p) => p.v),
    ).toEqual([1]);
  });
});
