import {
  hasPermit,
  INVOICE_ARCHIVE_DAYS,
  INVOICE_CONTRACT_THRESHOLD,
  INVOICE_LISTS,
  type InvoiceBadge,
  type InvoiceKind,
  type InvoiceListName,
  type InvoiceStateFilter,
} from '@app/contracts';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden } from '../../shared/errors.ts';
import { compareMoney, toMoney } from './invoices.money.ts';

/** Spec 1 §9 / spec 3 §5: an invoice over 100 000 needs a contract or a reason in the note. */
export function amountProblems(record: { sum?: unknown; contract_id?: unknown; reason?: unknown }): Record<string, string[]> {
  const sum = toMoney(record.sum) ?? '0.00';
  const reason = typeof record.reason === 'string' ? record.reason.trim() : '';
  return compareMoney(sum, String(INVOICE_CONTRACT_THRESHOLD)) > 0 && !record.contract_id && !reason
    ? { reason: ['invoice.contractOrReason'] }
    : {};
}

/** A draft: no status yet (null) or `draft`. */
export const isDraft = (state: unknown) => state === null || state === undefined || state === '' || state === 'draft';

/** The number changes only while the invoice is a draft (spec 3 §5). */
export function numberProblems(
  stored: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, string[]> {
  return 'number' in values && values.number !== stored.number && !isDraft(stored.state) ? { number: ['invoice.numberLocked'] } : {};
}

/** The lists the user may see: each by its own right (spec 1 §2: regular `paid_view`, required `invoices_requiredIntervalsView`, the others `invoices_view`). */
export const visibleLists = (user: SessionUser) => INVOICE_LISTS.filter((l) => hasPermit(user, l.permit));

/** The kinds of the lists the user may see: the invoices he may open at all. */
export const visibleKinds = (user: SessionUser): InvoiceKind[] => visibleLists(user).flatMap((l) => [...l.kinds]);

/** Rows of the user's lists (none without any list right). */
export function visibleRows(user: SessionUser | undefined, columns: Record<string, PgColumn>): SQL | undefined {
  if (!user) return undefined;
  const kinds = visibleKinds(user);
  return kinds.length ? inArray(columns.kind, kinds) : sql`false`;
}

/** `list=<name>` narrows to one list (403 without its right); `state_filter` is spec 3 §4's status filter. */
export function listCondition(
  user: SessionUser | undefined,
  query: Readonly<Record<string, unknown>>,
  columns: Record<string, PgColumn>,
): SQL | undefined {
  const name = query.list as InvoiceListName | undefined;
  const list = INVOICE_LISTS.find((l) => l.name === name);
  if (list && user && !visibleLists(user).includes(list)) throw new Forbidden('invoice.listForbidden');
  return and(
    list ? inArray(columns.kind, [...list.kinds]) : undefined,
    stateCondition(query.state_filter as InvoiceStateFilter, columns, user),
  );
}

function stateCondition(
  filter: InvoiceStateFilter | undefined,
  c: Record<string, PgColumn>,
  user: SessionUser | undefined,
): SQL | undefined {
  switch (filter) {
    case undefined:
      return undefined;
    case 'empty':
      return or(isNull(c.state), eq(c.state, 'draft'));
    case 'liked':
      // The reader's favourites (the star on the card; favourites module's rows).
      return user
        ? sql`exists (select 1 from favourites f where f.user_id = ${user.id} and f.module = 'invoices' and f.object_id = ${c.id})`
        : sql`false`;
    case 'delete':
      return eq(c.state, 'delete');
    default:
      return and(eq(c.state, filter), ne(c.state, 'delete'));
  }
}

/** VAT inside a sum at a rate: sum × rate / (100 + rate), to the kopeck (half up). */
export function vatOf(sum: unknown, rate: unknown): string | null {
  const money = toMoney(sum);
  const r = Number(rate);
  if (money === null || !Number.isInteger(r) || r <= 0) return null;
  const cents = BigInt(money.replace('.', ''));
  const sign = cents < 0n ? -1n : 1n;
  const abs = cents * sign;
  const vat = ((abs * BigInt(r) * 2n + BigInt(100 + r)) / (BigInt(100 + r) * 2n)) * sign;
  const text = (vat < 0n ? -vat : vat).toString().padStart(3, '0');
  return `${vat < 0n ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** What decides an invoice's badges (spec 3 §4): its state and date, its positions' statuses. */
export interface BadgeFacts {
  state: string | null;
  /** The invoice's date, else its creation. */
  date: Date;
  /** Statuses of its live application positions. */
  positions: readonly string[];
}

/** The badges beyond urgent (see `INVOICE_BADGES`): refund, on_storage, in_transit, get_it, archive. */
export function badgesOf(facts: BadgeFacts, now: Date = new Date()): InvoiceBadge[] {
  const out: InvoiceBadge[] = [];
  if (facts.state === 'refund') out.push('refund');
  const live = facts.positions.filter((s) => s !== 'delete' && s !== 'refusal' && s !== 'incorrect');
  if (live.includes('in_stock')) out.push('on_storage');
  if (live.includes('on_the_way')) out.push('in_transit');
  if (live.length > 0 && live.every((s) => s === 'get_it' || s === 'worked_out')) out.push('get_it');
  const archiveBefore = now.getTime() - INVOICE_ARCHIVE_DAYS * 24 * 3600 * 1000;
  if (facts.state === 'paid' && facts.date.getTime() < archiveBefore) out.push('archive');
  return out;
}
