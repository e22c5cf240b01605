import type { ApprovalMode, ApprovalStepInput } from '@app/contracts';
import type { Lang } from '../../shared/i18n.ts';
import { approvalsText } from './approvals.messages.ts';

/** One step of a chain: its signers in order, and how many of them must sign. */
export interface ChainStep {
  step: number;
  mode: ApprovalMode;
  required: number;
  users: number[];
}

/** Rows of `invoice_approval_steps` → steps in order, signers by position. */
export function groupSteps(
  rows: readonly { step: number; position: number; user_id: number; mode: string; required: number }[],
): ChainStep[] {
  const byStep = new Map<number, ChainStep>();
  const sorted = [...rows].sort((a, b) => a.step - b.step || a.position - b.position);
  for (const r of sorted) {
    const step = byStep.get(r.step) ?? {
      step: r.step,
      mode: r.mode === 'parallel' ? 'parallel' : 'order',
      required: r.required,
      users: [],
    };
    step.users.push(r.user_id);
    byStep.set(r.step, step);
  }
  return [...byStep.values()];
}

/** Signatures a step needs: every signer in order, N of M in parallel. */
export const neededOf = (step: ChainStep) =>
  step.mode === 'parallel' ? Math.min(Math.max(step.required, 1), step.users.length) : step.users.length;

/**
 * Whose turn it is on one payment, given who signed it: the first step not yet satisfied, and
 * in it the next signer (in order) or every signer still missing (parallel). `step` null: approved.
 */
export function currentOf(steps: readonly ChainStep[], signed: ReadonlySet<number>): { step: number | null; users: number[] } {
  for (const s of steps) {
    const missing = s.users.filter((u) => !signed.has(u));
    if (s.users.length - missing.length >= neededOf(s)) continue;
    return { step: s.step, users: s.mode === 'order' ? missing.slice(0, 1) : missing };
  }
  return { step: null, users: [] };
}

/** Whether every step is satisfied for a payment. */
export const isApproved = (steps: readonly ChainStep[], signed: ReadonlySet<number>) =>
  steps.length > 0 && currentOf(steps, signed).step === null;

/**
 * The signer a user acts for on a payment: themselves when it is their turn, else the first
 * current signer they substitute for today. Null: not their turn.
 */
export function actingFor(current: readonly number[], userId: number, substitutesFor: ReadonlySet<number>): number | null {
  if (current.includes(userId)) return userId;
  return current.find((u) => substitutesFor.has(u)) ?? null;
}

/** Spec 3 §5: what stops an invoice from being sent for approval, by field (empty: nothing). */
export function submitProblems(
  facts: { payments: number; paymentsSum: string; sumsMatch: boolean; total: string; mainFiles: number; kind: string; positions: number },
  lang: Lang,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (facts.payments === 0) errors.payments = [approvalsText('noPayments', lang)];
  else if (!facts.sumsMatch) errors.sum = [approvalsText('sumMismatch', lang, { payments: facts.paymentsSum, total: facts.total })];
  if (facts.mainFiles !== 1) errors.files = [approvalsText('mainFile', lang)];
  if (facts.kind === 'blank' && facts.positions === 0) errors.positions = [approvalsText('noPositions', lang)];
  return errors;
}

/** States an invoice can be sent for approval from (null and 'draft' are drafts). */
export const isSubmittable = (state: string | null) => state === null || state === 'draft' || state === 'stoped';

/** A chain may be set by hand before submission only. */
export const isChainEditable = isSubmittable;

/**
 * A chain set by hand, checked: each signer once, active and with can_sign; N of M within range.
 * Answers the 422 errors by field (`steps.<i>`), empty when fine.
 */
export function chainProblems(steps: readonly ApprovalStepInput[], signers: ReadonlySet<number>, lang: Lang): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  steps.forEach((s, i) => {
    const messages: string[] = [];
    for (const u of s.user_ids) {
      if (seen.has(u)) messages.push(approvalsText('duplicate', lang, { id: u }));
      else if (!signers.has(u)) messages.push(approvalsText('cannotSign', lang, { id: u }));
      seen.add(u);
    }
    if (s.mode === 'parallel' && (s.required ?? 1) > s.user_ids.length)
      messages.push(approvalsText('requiredTooMany', lang, { max: s.user_ids.length }));
    if (messages.length > 0) errors[`steps.${i}`] = messages;
  });
  return errors;
}

/** A chain input → step rows (mode 'order' needs all; a parallel step `required` of them, 1 by default). */
export function stepRows(steps: readonly ApprovalStepInput[]) {
  return steps.flatMap((s, i) =>
    s.user_ids.map((user_id, j) => ({
      step: i + 1,
      position: j + 1,
      user_id,
      mode: s.mode,
      required: s.mode === 'parallel' ? (s.required ?? 1) : s.user_ids.length,
    })),
  );
}

/** Approval rules matching an invoice → steps (each rule in `sort` order; a signer only once). */
export function chainFromRules(
  rules: readonly { mode: string; required: number; users: number[] }[],
  signers: ReadonlySet<number>,
): ApprovalStepInput[] {
  const used = new Set<number>();
  const steps: ApprovalStepInput[] = [];
  for (const rule of rules) {
    const users = rule.users.filter((u) => signers.has(u) && !used.has(u));
    for (const u of users) used.add(u);
    if (users.length === 0) continue;
    if (rule.mode === 'parallel')
      steps.push({ mode: 'parallel', required: Math.min(Math.max(rule.required, 1), users.length), user_ids: users });
    else for (const u of users) steps.push({ mode: 'order', user_ids: [u] });
  }
  return steps;
}

/** Whether a substitution covers a day (yyyy-MM-dd, both ends included). */
export const coversDay = (s: { date_from: string; date_to: string }, day: string) => s.date_from <= day && day <= s.date_to;
