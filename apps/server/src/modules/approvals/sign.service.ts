/**
 * Signing and refusing (the current signer, or their substitute today), and restarting the
 * approval of payments when the invoice total, its main file or a payment changes.
 */
import { type ApprovalSignInput, PAYMENT_STATUS } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import { emitInvoiceUpdated, setInvoiceState } from '../invoices/index.ts';
import { setPaymentStatus } from '../payments/index.ts';
import { approvalsText } from './approvals.messages.ts';
import { actingFor, currentOf, isApproved } from './approvals.policy.ts';
import * as repo from './approvals.repository.ts';
import { assertVisible, getChain, loadChain, substitutedBy } from './chain.service.ts';

const INVOICES = 'invoices';

/**
 * `POST /api/invoices/:id/sign`: `sign` approves the caller's turn on every payment on review
 * (or on `interval_ids`); a payment whose every step is satisfied becomes signed (1), and when
 * no payment waits any more the invoice is approved ('success'). `refuse` (a reason required)
 * suspends the invoice ('stoped'), its payments stay on review. A substitute's signature
 * records the signer of the chain (`user_id`) and who really signed (`signed_by`).
 */
export async function sign(db: Db, realtime: Realtime, user: SessionUser, invoiceId: number, input: ApprovalSignInput, lang: Lang) {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'refuse' && !reason) throw new ValidationFailed({ reason: [approvalsText('reasonRequired', lang)] });
  const subs = await substitutedBy(db, user.id);
  const substituted = new Set(subs.map((s) => s.id));
  // Visibility first (404 for strangers), then the signing right (403).
  assertVisible(user, await loadChain(db, invoiceId), substituted);
  if (!(await repo.userCanSign(db, user.id))) throw new Forbidden(approvalsText('noRight', lang));

  const outcome = await db.transaction(async (tx) => {
    const chain = await loadChain(tx, invoiceId, true);
    if (chain.facts.state === 'success') throw new Refusal(approvalsText('alreadyInStatus', lang));
    if (chain.facts.state !== 'active') throw new Refusal(approvalsText('notOnApproval', lang));
    const unknown = (input.interval_ids ?? []).filter((id) => !chain.payments.some((p) => p.id === id));
    if (unknown.length > 0)
      throw new ValidationFailed({ interval_ids: unknown.map((id) => approvalsText('unknownPayment', lang, { id })) });
    const targets = chain.payments.filter(
      (p) => p.status === PAYMENT_STATUS.active && (!input.interval_ids || input.interval_ids.includes(p.id)),
    );
    if (targets.length === 0) throw new Refusal(approvalsText('alreadyInStatus', lang));

    const acts = targets
      .map((p) => {
        const current = chain.currentByPayment.get(p.id) ?? currentOf(chain.steps, chain.signedOn(p.id));
        const as = actingFor(current.users, user.id, substituted);
        return as === null || current.step === null ? null : { payment: p, as, step: current.step };
      })
      .filter((a) => a !== null);
    if (acts.length === 0) {
      const mine = chain.steps.flatMap((s) => s.users).filter((u) => u === user.id || substituted.has(u));
      if (mine.length === 0) throw new Refusal(approvalsText('notASigner', lang));
      const signedAll = targets.every((p) => mine.some((u) => chain.signedOn(p.id).has(u)));
      throw new Refusal(approvalsText(signedAll ? 'alreadyInStatus' : 'notYourTurn', lang));
    }
    const names = await repo.findUserNames(tx, [user.id, ...acts.map((a) => a.as)]);
    const who = (as: number) => (as === user.id ? names.get(as) : `${names.get(as)} (${names.get(user.id)})`);

    if (input.decision === 'refuse') {
      const first = acts[0];
      await repo.insertSignatures(tx, [
        {
          invoice_id: invoiceId,
          interval_id: null,
          step: first.step,
          user_id: first.as,
          signed_by: user.id,
          decision: 'refused',
          reason,
          who_add: user.id,
        },
      ]);
      await recordChanges(tx, INVOICES, invoiceId, user.id, [
        { field: 'approval', old_value: null, new_value: `${who(first.as)}: refused — ${reason}` },
      ]);
      await setInvoiceState(tx, invoiceId, 'stoped', user.id);
      return { state: 'stoped' };
    }

    await repo.insertSignatures(
      tx,
      acts.map((a) => ({
        invoice_id: invoiceId,
        interval_id: a.payment.id,
        step: a.step,
        user_id: a.as,
        signed_by: user.id,
        decision: 'signed',
        who_add: user.id,
      })),
    );
    const approved = acts.filter((a) => isApproved(chain.steps, new Set([...chain.signedOn(a.payment.id), a.as]))).map((a) => a.payment.id);
    await setPaymentStatus(tx, approved, PAYMENT_STATUS.signed);
    await recordChanges(tx, INVOICES, invoiceId, user.id, [
      {
        field: 'approval',
        old_value: null,
        new_value: `${[...new Set(acts.map((a) => who(a.as)))].join(', ')}: signed #${acts.map((a) => a.payment.id).join(', #')}`,
      },
    ]);
    const waiting = chain.payments.filter((p) => p.status === PAYMENT_STATUS.active && !approved.includes(p.id));
    if (waiting.length === 0) await setInvoiceState(tx, invoiceId, 'success', user.id);
    return { state: waiting.length === 0 ? 'success' : 'active' };
  });
  emitInvoiceUpdated(realtime, [invoiceId], user.id);
  const chain = await getChain(db, user, invoiceId);
  return { result: true as const, state: outcome.state, chain };
}

/**
 * Restarts approval (spec 3 §4 hinted rules): the given payments, or every unpaid one, go back
 * on review (status 0, out of a payment registry) with their signatures cleared; an approved
 * invoice goes back on review. Runs inside the caller's transaction; answers the payments reset.
 * Called on `onInvoiceChanged` ('total', 'mainFileRemoved') and on a payment's date or sum change.
 */
export async function restartApproval(
  tx: Db,
  invoiceId: number,
  intervalIds?: readonly number[],
  userId: number | null = null,
): Promise<number[]> {
  const facts = await repo.findInvoiceFacts(tx, invoiceId, true);
  if (!facts) return [];
  const payments = await repo.findLivePayments(tx, invoiceId);
  const unpaid: number[] = [PAYMENT_STATUS.active, PAYMENT_STATUS.signed, PAYMENT_STATUS.inRegister];
  const targets = payments.filter((p) => unpaid.includes(p.status) && (!intervalIds || intervalIds.includes(p.id)));
  if (targets.length === 0) return [];
  await repo.clearSignatures(
    tx,
    invoiceId,
    targets.map((p) => p.id),
  );
  const reset = targets.filter((p) => p.status !== PAYMENT_STATUS.active).map((p) => p.id);
  await setPaymentStatus(tx, reset, PAYMENT_STATUS.active, { register_id: null });
  if (facts.state === 'success') await setInvoiceState(tx, invoiceId, 'active', userId);
  await recordChanges(tx, INVOICES, invoiceId, userId, [
    { field: 'approval', old_value: null, new_value: `restart #${targets.map((p) => p.id).join(', #')}` },
  ]);
  return targets.map((p) => p.id);
}
