import { useRef, useState } from 'react';
import { isUnfilledPosition, positionsError } from './positions.ts';
import type { PositionDraft } from './types.ts';

export type SubmitCheck = { kind: 'error'; message: string } | { kind: 'unfilled' } | { kind: 'send' };

/**
 * Spec 1 §5 / spec 2: the rule-bearing part of submitting — positions first (atLeastOne /
 * notSelected), then the unfilled-position warning once (a second press confirms); sending
 * is disabled while it runs and re-enabled on failure.
 */
export function useSubmitGuard(positionType: string) {
  const warned = useRef(false);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState(false);

  const check = (positions: readonly PositionDraft[]): SubmitCheck => {
    const error = positionsError(positions, positionType);
    if (error) return { kind: 'error', message: error };
    if (!warned.current && positions.some(isUnfilledPosition)) {
      warned.current = true;
      setWarning(true);
      return { kind: 'unfilled' };
    }
    return { kind: 'send' };
  };

  const run = async (send: () => Promise<unknown>) => {
    if (sending) return false;
    setSending(true);
    try {
      await send();
      return true;
    } catch (e) {
      setSending(false);
      throw e;
    }
  };

  return { check, run, sending, warning, dismissWarning: () => setWarning(false) };
}
