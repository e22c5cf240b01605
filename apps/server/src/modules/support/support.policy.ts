import { hasPermit, SUPPORT_OPERATOR_PERMIT, type SupportState } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import type { SupportKey } from './support.messages.ts';

/** Rules of the support desk (who may do what with a request); pure, tested through the API. */

export const isOperator = (user: Pick<SessionUser, 'type' | 'permits'>) => hasPermit(user, SUPPORT_OPERATOR_PERMIT);

export interface RequestFacts {
  state: SupportState;
  requesterId: number | null;
}

/**
 * Whether the user may move the request to `to`, or why not: operators any change; the requester
 * only closes their own request or reopens it (closed → new).
 */
export function statusRefusal(user: SessionUser, facts: RequestFacts, to: SupportState): SupportKey | undefined {
  if (facts.state === to) return 'sameState';
  if (isOperator(user)) return undefined;
  const own = facts.requesterId === user.id;
  if (own && (to === 'closed' || (facts.state === 'closed' && to === 'new'))) return undefined;
  return 'notOperator';
}

/** Taking a request: operators only, not a closed one. */
export function takeRefusal(user: SessionUser, facts: RequestFacts): SupportKey | 'forbidden' | undefined {
  if (!isOperator(user)) return 'forbidden';
  if (facts.state === 'closed') return 'closed';
  return undefined;
}

/** Editing the fields (the engine's PATCH): operators while not closed; the requester their own new request. */
export function editRefusal(user: SessionUser, facts: RequestFacts): SupportKey | undefined {
  if (facts.state === 'closed') return 'editClosed';
  if (isOperator(user)) return undefined;
  return facts.requesterId === user.id && facts.state === 'new' ? undefined : 'editOthers';
}

/**
 * The SLA bookkeeping of a status change at `now`: entering "waiting" stops the clock
 * (`paused_at`), leaving it adds the pause to `paused_ms` (the due times move later);
 * closing stamps `closed_at`, reopening clears it.
 */
export function clockChange(
  from: { state: SupportState; paused_at: Date | null; paused_ms: number },
  to: SupportState,
  now: Date,
): { paused_at: Date | null; paused_ms: number; closed_at?: Date | null } {
  let pausedMs = from.paused_ms;
  if (from.state === 'waiting' && from.paused_at) pausedMs += Math.max(0, now.getTime() - from.paused_at.getTime());
  const change: { paused_at: Date | null; paused_ms: number; closed_at?: Date | null } = {
    paused_at: to === 'waiting' ? now : null,
    paused_ms: pausedMs,
  };
  if (to === 'closed') change.closed_at = now;
  else if (from.state === 'closed') change.closed_at = null;
  return change;
}
