import { PAYMENT_STATUS } from '@app/contracts';
import type { ExtractsMessage } from './extracts.messages.ts';

/**
 * The matching rules of bank extracts (issue 13): an outgoing line pays a payment when the
 * payment is signed (1) or in the payment registry (4), its invoice's number is named in the
 * line's purpose (`№ 123`, `сч. 123`, `по счету 123`, `invoice 123`...), its partner's INN is
 * the payee's INN, and the sums are equal. Pure functions.
 */

/** Payment statuses an extract line may pay. */
export const PAYABLE_STATUSES: readonly number[] = [PAYMENT_STATUS.signed, PAYMENT_STATUS.inRegister];

/** An invoice number as compared: lower case, `ё` → `е`, no spaces, no trailing punctuation. */
export function normalizeInvoiceNumber(value: string): string {
  return value
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/\s+/g, '')
    .replace(/^[№#]+/, '')
    .replace(/[.,;:)]+$/, '');
}

/**
 * The markers a number follows in a purpose: `№`, `N`, `#`, `сч`, `сч.`, `счет`, `счёт`,
 * `счета`, `счету`, `счетам`, `счет-фактуре`, `invoice`, `inv`; then optionally `№`.
 */
const MARKED_NUMBER =
  /(?:^|[^\p{L}\p{N}])(?:№|n|#|сч(?:[её]т(?:у|а|ам|ов|е)?(?:[-\s]?фактур\p{L}*)?)?\.?|invoice|inv\.?)\s*(?:№|n|#)?\s*([\p{L}\p{N}][\p{L}\p{N}\-/_.]*)/giu;

/** The invoice numbers a purpose names, normalized. */
export function purposeInvoiceNumbers(purpose: string): Set<string> {
  const found = new Set<string>();
  for (const m of purpose.matchAll(MARKED_NUMBER)) {
    const number = normalizeInvoiceNumber(m[1]);
    if (number !== '') found.add(number);
  }
  return found;
}

/** Whether the purpose names the invoice number. */
export function purposeMentions(purpose: string, invoiceNumber: string | null): boolean {
  if (!invoiceNumber) return false;
  const wanted = normalizeInvoiceNumber(invoiceNumber);
  return wanted !== '' && purposeInvoiceNumbers(purpose).has(wanted);
}

export interface MatchLine {
  id: number;
  direction: string;
  sum: string;
  payee_inn: string;
  purpose: string;
}

export interface MatchCandidate {
  interval_id: number;
  sum: string;
  partner_inn: string | null;
  invoice_number: string | null;
}

/** Money strings compared exactly: `1500`, `1500.0`, `1500.00` are equal. */
export const sameSum = (a: string, b: string): boolean => moneyCents(a) === moneyCents(b);

function moneyCents(value: string): bigint | undefined {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return undefined;
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/**
 * Proposes one payment per outgoing line (lines in the given order, candidates in theirs: the
 * earliest payment first); a payment goes to one line at most, so two equal payments of one
 * invoice are paid by two lines. Answers line id → interval id.
 */
export function proposeMatches(lines: readonly MatchLine[], candidates: readonly MatchCandidate[]): Map<number, number> {
  const taken = new Set<number>();
  const proposals = new Map<number, number>();
  for (const line of lines) {
    if (line.direction !== 'out' || line.payee_inn === '') continue;
    const numbers = purposeInvoiceNumbers(line.purpose);
    const match = candidates.find(
      (c) =>
        !taken.has(c.interval_id) &&
        c.partner_inn === line.payee_inn &&
        sameSum(c.sum, line.sum) &&
        c.invoice_number !== null &&
        numbers.has(normalizeInvoiceNumber(c.invoice_number)),
    );
    if (!match) continue;
    taken.add(match.interval_id);
    proposals.set(line.id, match.interval_id);
  }
  return proposals;
}

/** Why a line cannot be linked to a payment by hand, or undefined. */
export function linkProblem(
  line: { direction: string; sum: string; match_state: string },
  payment: { sum: string; status: number; taken: boolean },
): { key: ExtractsMessage; params?: Record<string, string> } | undefined {
  if (line.direction !== 'out') return { key: 'notOutgoing' };
  if (line.match_state === 'confirmed') return { key: 'alreadyConfirmed' };
  if (!PAYABLE_STATUSES.includes(payment.status)) return { key: 'paymentNotPayable', params: { status: String(payment.status) } };
  if (payment.taken) return { key: 'paymentTaken' };
  if (!sameSum(line.sum, payment.sum)) return { key: 'sumsDiffer', params: { payment: payment.sum, line: line.sum } };
  return undefined;
}

/** An invoice is paid when every live payment (not deleted) is paid, and it has at least one. */
export function invoiceFullyPaid(statuses: readonly number[]): boolean {
  const live = statuses.filter((s) => s !== PAYMENT_STATUS.deleted);
  return live.length > 0 && live.every((s) => s === PAYMENT_STATUS.paid);
}
