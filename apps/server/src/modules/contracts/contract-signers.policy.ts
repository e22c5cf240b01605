/**
 * Signing a contract in order (pure rules, unit-tested): whose turn it is, why a user may not
 * sign now, which signatures cancel_sign resets, and where the contract stands after.
 */

export interface SignerLike {
  id: number;
  user_id: number;
  fio: string;
  state: string;
}

/** The first signer who has not signed: the one whose turn it is (a refusal stops the chain on them). */
export const turnOf = <T extends SignerLike>(signers: readonly T[]): T | undefined => signers.find((s) => s.state !== 'signed');

export type SignRefusal =
  | { key: 'notYourSignature'; status: 403 }
  | { key: 'notSignable' | 'alreadySigned' | 'alreadyRefused'; status: 409 }
  | { key: 'signingStopped' | 'notYourTurn'; status: 409; fio: string };

/** Why `userId` may not sign or refuse as `signer` now; null when they may. */
export function signRefusal(signers: readonly SignerLike[], signer: SignerLike, userId: number, contractState: string): SignRefusal | null {
  if (signer.user_id !== userId) return { key: 'notYourSignature', status: 403 };
  if (signer.state === 'signed') return { key: 'alreadySigned', status: 409 };
  if (signer.state === 'refused') return { key: 'alreadyRefused', status: 409 };
  if (contractState !== 'review') return { key: 'notSignable', status: 409 };
  const turn = turnOf(signers);
  if (turn && turn.id !== signer.id)
    return turn.state === 'refused'
      ? { key: 'signingStopped', status: 409, fio: turn.fio }
      : { key: 'notYourTurn', status: 409, fio: turn.fio };
  return null;
}

/**
 * cancel_sign: a signer who signed or refused takes back their own decision, and the signatures
 * after theirs go with it (they were given in order after it); without one of their own, a
 * contracts_edit holder resets every decision. Answers the signers to reset (empty: nothing to cancel).
 */
export function cancelTargets<T extends SignerLike>(signers: readonly T[], userId: number, canEdit: boolean): T[] {
  const decided = (s: T) => s.state === 'signed' || s.state === 'refused';
  const own = signers.findIndex((s) => s.user_id === userId && decided(s));
  if (own >= 0) return signers.slice(own).filter(decided);
  return canEdit ? signers.filter(decided) : [];
}

/** Where a contract with these signers stands: no signers — draft, all signed — signed, else review. */
export function stateBySigners(signers: readonly SignerLike[]): 'draft' | 'review' | 'signed' {
  if (signers.length === 0) return 'draft';
  return signers.every((s) => s.state === 'signed') ? 'signed' : 'review';
}
