import {
  CLOSED_APPLICATION_STATUSES,
  DELETED_APPLICATION_STATUSES,
  hasPermit,
  POSITION_CANCELLABLE_STATUSES,
  POSITION_EDITABLE_STATUSES,
  type PositionStatusCode,
} from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';

/** Who may do what to which application (pure rules; the service reads the facts). */

export interface PackFacts {
  who_add: number | null;
  performer: number | null;
  responsible: number | null;
  advance_holder: number | null;
  status: string;
}

/** Sees every application: super admin, invoices_view or project_manager. */
export const seesAll = (user: SessionUser) => user.type === 1 || hasPermit(user, 'invoices_view') || hasPermit(user, 'project_manager');

/**
 * Reads the urgent reason (`comment`) in the card, the list and live events (spec 1 §3: with
 * registry_paid_sign; also whoever may set the urgency, snab_setPriority, who writes it).
 * Everyone sees the urgent flag itself.
 */
export const seesUrgentReason = (user: SessionUser) => hasPermit(user, 'registry_paid_sign') || hasPermit(user, 'snab_setPriority');

/** Sees one application: everyone who sees all, and its members (author, performer, responsible, advance holder, signers). */
export const canSee = (user: SessionUser, isMember: boolean) => seesAll(user) || isMember;

/** Changes the application: super admin, project manager, author, performer, responsible or advance holder. */
export function canEditPack(user: SessionUser, pack: PackFacts): boolean {
  if (user.type === 1 || hasPermit(user, 'project_manager')) return true;
  return [pack.who_add, pack.performer, pack.responsible, pack.advance_holder].includes(user.id);
}

export const isDeleted = (status: string) => (DELETED_APPLICATION_STATUSES as readonly string[]).includes(status);

/**
 * `block_pack_repeat`: repeat cannot be toggled on a closed application (deleted, archived,
 * complete, refused) or by someone who may not change it.
 */
export const repeatBlocked = (user: SessionUser, pack: PackFacts) =>
  (CLOSED_APPLICATION_STATUSES as readonly string[]).includes(pack.status) || !canEditPack(user, pack);

export interface PositionFacts {
  status: string;
  part_id: number | null;
  /** How many parts were split from it. */
  parts: number;
}

export const isSplit = (p: PositionFacts) => p.part_id !== null || p.parts > 0;

/** Spec 2 §4: the position's own fields are editable only on review status. */
export const canEditPositionFields = (p: PositionFacts) => p.status === 'active';

/** Spec 3 §4: editing (responsible, equipment, explanations) only under review or approved and not split. */
export const canEditPosition = (p: PositionFacts) => (POSITION_EDITABLE_STATUSES as readonly string[]).includes(p.status) && !isSplit(p);

/** Spec 3 §4: a mark may be cancelled only when received, incorrect or worked out. */
export const canCancelMark = (status: string) => (POSITION_CANCELLABLE_STATUSES as readonly string[]).includes(status);

/**
 * The refusal message for a position status change, or null when it is allowed.
 * A paid position cannot become incorrect (spec 3 §4, §5); a deleted one changes no more.
 */
export function positionTransitionRefusal(from: string, to: PositionStatusCode): string | null {
  if (from === to) return 'position.sameStatus';
  if (from === 'delete') return 'position.deleted';
  if (from === 'paid' && to === 'incorrect') return 'position.paidCannotBeIncorrect';
  if (to === 'delete' && from !== 'active') return 'position.editOnlyOnReview';
  return null;
}

/** The auto invoice (spec 1 §3/§6): editable until it has a status, then only with registry_paid_edit. */
export const mayEditAutoInvoice = (user: SessionUser, invoice: { state: string | null }) =>
  !invoice.state || hasPermit(user, 'registry_paid_edit');
