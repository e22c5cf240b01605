/** Who may administer whom. Pure functions; the service applies them. */

export interface Actor {
  id: number;
  /** 1 = super admin. */
  type: number;
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
