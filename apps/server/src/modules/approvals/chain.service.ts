/**
 * The chain of an invoice: what it looks like now (steps, states, who signs, who signed for
 * whom), setting it by hand before submission, and sending the invoice for approval.
 */
import { type ApprovalChain, type ApprovalChainInput, type ApprovalSignerState, hasPermit } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { emitInvoiceUpdated, setInvoiceState, toMoney } from '../invoices/index.ts';
import { paymentsSumMatchesTotal } from '../payments/index.ts';
import { approvalsText } from './approvals.messages.ts';
import {
  type ChainStep,
  chainFromRules,
  chainProblems,
  currentOf,
  groupSteps,
  isChainEditable,
  isSubmittable,
  neededOf,
  stepRows,
  submitProblems,
} from './approvals.policy.ts';
import * as repo from './approvals.repository.ts';

export const today = () => new Date().toISOString().slice(0, 10);
const wire = (d: Date | string) => toWireMinutes(new Date(d));

/** Everything the chain's rules read, loaded in a few queries. */
export async function loadChain(db: Db, invoiceId: number, lock = false) {
  const facts = await repo.findInvoiceFacts(db, invoiceId, lock);
  if (!facts) throw new NotFound();
  const [rows, signatures, payments] = await Promise.all([
    repo.findSteps(db, invoiceId),
    repo.findSignatures(db, invoiceId),
    repo.findLivePayments(db, invoiceId),
  ]);
  return evaluateChain(facts, rows, signatures, payments);
}

/** The chains of many invoices in three queries (the awaiting list, reminders). */
export async function loadChains(db: Db, invoices: readonly repo.InvoiceFacts[]) {
  const ids = invoices.map((i) => i.id);
  const [rows, signatures, payments] = await Promise.all([
    repo.findSteps(db, ids),
    repo.findSignatures(db, ids),
    repo.findLivePayments(db, ids),
  ]);
  return invoices.map((facts) =>
    evaluateChain(
      facts,
      rows.filter((r) => r.invoice_id === facts.id),
      signatures.filter((g) => g.invoice_id === facts.id),
      payments.filter((p) => p.invoice_id === facts.id),
    ),
  );
}

/** Who signed which payment, and whose turn it is on each payment on review. */
function evaluateChain(facts: repo.InvoiceFacts, rows: repo.StepRow[], signatures: repo.SignatureRow[], payments: repo.PaymentRow[]) {
  const steps = groupSteps(rows);
  const signedOn = (intervalId: number) =>
    new Set(signatures.filter((s) => s.interval_id === intervalId && s.decision === 'signed').map((s) => s.user_id));
  const onApproval = facts.state === 'active';
  const currentByPayment = new Map(payments.map((p) => [p.id, p.status === 0 && onApproval ? currentOf(steps, signedOn(p.id)) : null]));
  return { facts, rows, steps, signatures, payments: payments.map(({ invoice_id: _, ...p }) => p), signedOn, currentByPayment };
}
export type LoadedChain = Awaited<ReturnType<typeof loadChain>>;

/** The signers `userId` substitutes for today. */
export async function substitutedBy(db: Db, userId: number) {
  return repo.findSubstitutedBy(db, userId, today());
}

/** An invoice is seen by holders of invoices_view, its signers and their substitutes (404 otherwise). */
export function assertVisible(user: SessionUser, chain: LoadedChain, substituted: ReadonlySet<number>) {
  if (chain.facts.deleted && !hasPermit(user, 'invoices_view')) throw new NotFound();
  if (hasPermit(user, 'invoices_view')) return;
  if (chain.steps.some((s) => s.users.includes(user.id) || s.users.some((u) => substituted.has(u)))) return;
  throw new NotFound();
}

function signerState(chain: LoadedChain, step: ChainStep, userId: number, current: ReadonlySet<number>): ApprovalSignerState {
  const refusal = chain.signatures.findLast((s) => s.decision === 'refused');
  if (refusal?.user_id === userId) return 'refused';
  if (current.has(userId)) return 'current';
  if (chain.signatures.some((s) => s.user_id === userId && s.decision === 'signed')) return 'signed';
  const reviewed = chain.payments.filter((p) => p.status === 0 || chain.signatures.some((s) => s.interval_id === p.id));
  const satisfied =
    reviewed.length > 0 && reviewed.every((p) => step.users.filter((u) => chain.signedOn(p.id).has(u)).length >= neededOf(step));
  return satisfied ? 'skipped' : 'waiting';
}

/** The wire view of a loaded chain for `user`. */
export async function chainView(
  db: Db,
  user: SessionUser,
  chain: LoadedChain,
  substitutes?: { id: number; fio: string }[],
): Promise<ApprovalChain> {
  const subs = substitutes ?? (await substitutedBy(db, user.id));
  const current = new Set([...chain.currentByPayment.values()].flatMap((c) => c?.users ?? []));
  const currentSteps = new Set(
    [...chain.currentByPayment.values()].map((c) => c?.step).filter((s): s is number => s !== null && s !== undefined),
  );
  const byUser = new Map(chain.rows.map((r) => [r.user_id, r]));
  const refusal = chain.signatures.findLast((s) => s.decision === 'refused');
  const canSign = (await repo.userCanSign(db, user.id)) && chain.facts.state === 'active';
  const own = canSign && current.has(user.id);
  const behalf = canSign && !own ? subs.find((s) => current.has(s.id)) : undefined;
  const editable = hasPermit(user, 'invoices_view') && !chain.facts.deleted && isChainEditable(chain.facts.state);
  return {
    invoice_id: chain.facts.id,
    state: chain.facts.state,
    source: chain.rows.length === 0 ? 'none' : chain.rows[0].source === 'manual' ? 'manual' : 'rule',
    steps: chain.steps.map((s) => {
      const signers = s.users.map((u) => {
        const row = byUser.get(u);
        const last = chain.signatures.findLast((g) => g.user_id === u);
        return {
          user_id: u,
          fio: row?.fio ?? `#${u}`,
          post: row?.post ?? null,
          avatar: row?.avatar ?? null,
          can_sign: row?.can_sign ?? 0,
          state: signerState(chain, s, u, current),
          date: last ? wire(last.date_add) : null,
          signed_by: last ? { id: last.signed_by, fio: last.signed_by_fio ?? `#${last.signed_by}` } : null,
          reason: last?.decision === 'refused' ? last.reason : null,
        };
      });
      const done =
        !currentSteps.has(s.step) &&
        signers.every((x) => x.state === 'signed' || x.state === 'skipped') &&
        signers.some((x) => x.state === 'signed');
      return {
        step: s.step,
        mode: s.mode,
        required: neededOf(s),
        state: currentSteps.has(s.step) ? 'current' : done ? 'done' : 'waiting',
        signers,
      };
    }),
    current_user_ids: [...current],
    payments: chain.payments.map((p) => ({ ...p, current_user_ids: chain.currentByPayment.get(p.id)?.users ?? [] })),
    refusal: refusal
      ? {
          user: { id: refusal.user_id, fio: refusal.user_fio ?? '' },
          signed_by: { id: refusal.signed_by, fio: refusal.signed_by_fio ?? '' },
          reason: refusal.reason,
          date: wire(refusal.date_add),
        }
      : null,
    me: {
      can_sign: own || behalf !== undefined,
      on_behalf_of: behalf ? { id: behalf.id, fio: behalf.fio } : null,
      can_submit: editable,
      can_edit_chain: editable,
    },
  };
}

/** `GET /api/invoices/:id/signers`. */
export async function getChain(db: Db, user: SessionUser, invoiceId: number) {
  const chain = await loadChain(db, invoiceId);
  const subs = await substitutedBy(db, user.id);
  assertVisible(user, chain, new Set(subs.map((s) => s.id)));
  return chainView(db, user, chain, subs);
}

/** `PUT /api/invoices/:id/signers`: the chain by hand, before submission (signers with can_sign only). */
export async function setChain(db: Db, realtime: Realtime, user: SessionUser, invoiceId: number, input: ApprovalChainInput, lang: Lang) {
  const everyone = input.steps.flatMap((s) => s.user_ids);
  const problems = chainProblems(input.steps, await repo.findSignableUsers(db, everyone), lang);
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
  await db.transaction(async (tx) => {
    const facts = await repo.findInvoiceFacts(tx, invoiceId, true);
    if (!facts || facts.deleted) throw new NotFound();
    if (!isChainEditable(facts.state)) throw new Refusal(approvalsText('chainLocked', lang));
    const rows = stepRows(input.steps);
    await repo.replaceSteps(tx, invoiceId, rows, 'manual', user.id);
  });
  emitInvoiceUpdated(realtime, [invoiceId], user.id);
  return getChain(db, user, invoiceId);
}

/** The chain the approval rules give an invoice (signers who may sign now only). */
async function chainOfRules(db: Db, facts: repo.InvoiceFacts) {
  const rules = await repo.findMatchingRules(db, facts);
  const signable = await repo.findSignableUsers(
    db,
    rules.flatMap((r) => r.users),
  );
  return chainFromRules(rules, signable);
}

/**
 * `POST /api/invoices/:id/submit`: a draft or a suspended invoice goes for approval when it
 * has payments adding up to its total, exactly one main invoice file and (from an application)
 * a linked position. The chain comes from the approval rules unless one was set by hand.
 */
export async function submit(db: Db, realtime: Realtime, user: SessionUser, invoiceId: number, lang: Lang) {
  await db.transaction(async (tx) => {
    const facts = await repo.findInvoiceFacts(tx, invoiceId, true);
    if (!facts || facts.deleted) throw new NotFound();
    if (!isSubmittable(facts.state)) throw new Refusal(approvalsText('notSubmittable', lang));
    const payments = await repo.findLivePayments(tx, invoiceId);
    const paymentsSum = sumOf(payments.map((p) => p.sum));
    const problems = submitProblems(
      {
        payments: payments.length,
        paymentsSum,
        sumsMatch: await paymentsSumMatchesTotal(tx, invoiceId),
        total: toMoney(facts.sum) ?? facts.sum,
        mainFiles: await repo.countMainFiles(tx, invoiceId),
        kind: facts.kind,
        positions: facts.kind === 'blank' ? await repo.countLinkedPositions(tx, invoiceId) : 1,
      },
      lang,
    );
    if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
    const existing = await repo.findSteps(tx, invoiceId);
    if (existing.length === 0 || existing[0].source !== 'manual') {
      const steps = await chainOfRules(tx, facts);
      if (steps.length === 0) throw new ValidationFailed({ signers: [approvalsText('emptyChain', lang)] });
      await repo.replaceSteps(tx, invoiceId, stepRows(steps), 'rule', user.id);
    }
    // A new submission starts the review over: the refusal and the signatures of payments on review go.
    await repo.clearRefusals(tx, invoiceId);
    await repo.clearSignatures(
      tx,
      invoiceId,
      payments.filter((p) => p.status === 0).map((p) => p.id),
    );
    const waiting = payments.some((p) => p.status === 0);
    await setInvoiceState(tx, invoiceId, waiting ? 'active' : 'success', user.id);
  });
  emitInvoiceUpdated(realtime, [invoiceId], user.id);
  const chain = await getChain(db, user, invoiceId);
  return { result: true as const, state: chain.state, chain };
}

/** Exact sum of decimal strings (kopecks as BigInt). */
export function sumOf(values: readonly string[]): string {
  const total = values.reduce((acc, v) => acc + BigInt((toMoney(v) ?? '0.00').replace('.', '')), 0n);
  const sign = total < 0n ? '-' : '';
  const abs = (total < 0n ? -total : total).toString().padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}
