/** Who may administer whom. Pure functions; the service applies them. */

export interface Actor {
  id: number;
  /** 1 = super admin. */
  type: number;
  /** Effective permits (roles and own), name → 1; absent means none. */
  permits?: Record<string, number>;
}

/**
 * A super admin holds every permit, so only another super admin may edit, block or reset
 * the password of one; otherwise a holder of `users_access` could take the account over.
 */
export function canManageUser(actor: Actor, target: { type: number }): boolean {
  return actor.type === 1 || target.type !== 1;
}

/** Nobody blocks themselves (and so locks the last administrator out). */
export function canBlock(actor: Actor, targetId: number, blocked: boolean): boolean {
  return !blocked || actor.id !== targetId;
}

/**
 * Of the permits an actor is about to grant (to a user, directly or through a role), those
 * the actor may not grant: a non-super-admin grants only permits they hold themselves, so an
 * administration right never becomes a way to more rights.
 */
export function permitsBeyondActor(actor: Actor, granted: Iterable<string>): string[] {
  if (actor.type === 1) return [];
  return [...new Set(granted)].filter((name) => actor.permits?.[name] !== 1).sort();
}

/** Only a super admin changes their own permits, roles or role holdings. */
export function canChangeOwnRights(actor: Actor, targetId: number): boolean {
  return actor.type === 1 || actor.id !== targetId;
}
