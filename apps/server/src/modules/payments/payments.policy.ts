import { PAYMENT_STATUS } from '@app/contracts';

/**
 * The payments' rules (spec 3 §4–5, issue 13), pure: who edits, which payment may change, the
 * sums. Money is exact: decimal strings as integer kopecks (BigInt), never floats.
 */

/** Invoice states whose payments are closed for changes. */
const CLOSED_INVOICE_STATES = new Set(['paid', 'delete']);

/**
 * Payments of an invoice are edited by `invoices_view` holders while the invoice is not paid or
 * deleted (its state `delete`, or the registry's trash flag `status` 0).
 */
export const invoiceAcceptsPaymentChanges = (invoice: { state: string | null; status: unknown }) =>
  invoice.status !== 0 && !CLOSED_INVOICE_STATES.has(invoice.state ?? '');

/** A paid payment or one in a register is locked: neither edited nor deleted. */
export const paymentLocked = (status: number) => status === PAYMENT_STATUS.paid || status === PAYMENT_STATUS.inRegister;

/** Live payments count toward the total; deleted ones do not. */
export const paymentLive = (status: number) => status !== PAYMENT_STATUS.deleted;

/** A change of the date or the sum restarts the payment's approval (status back to 0). */
export const restartsApproval = (change: { date?: boolean; sum?: boolean }) => Boolean(change.date || change.sum);

/** Only signed payments go into a register. */
export const mayEnterRegister = (status: number) => status === PAYMENT_STATUS.signed;

export const toKopecks = (money: string): bigint => {
  const negative = money.trim().startsWith('-');
  const [whole, fraction = ''] = money.trim().replace('-', '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return negative ? -value : value;
};

export const fromKopecks = (value: bigint): string => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

export const sumMoney = (values: readonly string[]): string => fromKopecks(values.reduce((acc, v) => acc + toKopecks(v), 0n));

/** What remains to distribute: total − live payments (negative when they exceed it). */
export const remainderOf = (total: string, liveSums: readonly string[]) => fromKopecks(toKopecks(total) - toKopecks(sumMoney(liveSums)));

/** The live payments may never exceed the invoice total. */
export const exceedsTotal = (total: string, liveSums: readonly string[]) => toKopecks(sumMoney(liveSums)) > toKopecks(total);

/** The live payments add up to the total exactly (submitting for approval needs it). */
export const addsUpToTotal = (total: string, liveSums: readonly string[]) =>
  liveSums.length > 0 && toKopecks(sumMoney(liveSums)) === toKopecks(total);
