import type { Permit } from '@app/contracts';

/**
 * Spec 1 §4–§6: urgency changes need `snab_setPriority`; urgent on needs a reason
 * (`field.fillRequired` otherwise); urgent off clears the comment. The urgent and repeat
 * checkboxes are enabled only on the positions tab; repeat is disabled with block_pack_repeat.
 */
export type UrgentChange = { ok: true; pack: { urgent: 0 | 1; comment: string | null } } | { ok: false; error: string };

export function urgentChange(on: boolean, reason: string): UrgentChange {
  if (!on) return { ok: true, pack: { urgent: 0, comment: null } };
  const trimmed = reason.trim();
  if (!trimmed) return { ok: false, error: 'field.fillRequired' };
  return { ok: true, pack: { urgent: 1, comment: trimmed } };
}

export function checkboxesState(opts: { tab: string; canSetPriority: boolean; blockRepeat: boolean; deleted: boolean }) {
  const onPositions = opts.tab === 'positions' && !opts.deleted;
  return {
    urgentDisabled: !onPositions || !opts.canSetPriority,
    repeatDisabled: !onPositions || opts.blockRepeat,
  };
}

/** Spec 1 §5: the delete reason is trimmed; the button stays disabled while it is empty. */
export const deleteReason = (text: string) => text.trim();

/**
 * Spec 1 §3: the urgent reason is shown with registry_paid_sign (and to whoever sets the
 * urgency, snab_setPriority), in the card and the list alike; the server also leaves it out
 * for the others. The urgent flag itself is shown to everyone in the list.
 */
export const seesUrgentReason = (can: (permit: Permit) => boolean) => can('registry_paid_sign') || can('snab_setPriority');

/** The urgent badge of a list row: shown when urgent; its reason only for users who may read it. */
export function urgentBadge(row: { urgent: number; comment: string | null }, readsReason: boolean) {
  return { show: row.urgent === 1, reason: readsReason && row.comment ? row.comment : null };
}
