import { CONTRACT_STATES, type ContractDocumentTypeCode, hasPermit } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { msg } from './contracts.messages.ts';

type Values = Readonly<Record<string, unknown>>;
const blank = (v: unknown) => v === null || v === undefined || v === '';

/** What the record rules need to know from the database. */
export interface RecordFacts {
  /** The parent contract: undefined = no parent given, null = missing or deleted. */
  parent?: { kind: string } | null;
  contractorLive: boolean;
  /** Lawyer / responsible ids that are not active users (only newly chosen ones are checked). */
  inactiveUsers: ReadonlySet<number>;
}

/**
 * The contract's record rules (issue 14): start ≤ expiry, sum ≥ 0, an agreement's parent is a live
 * contract (not an agreement), only an agreement has a parent, the contractor a live partner, the
 * lawyer and the responsible active users. Answers `{ field: [message key] }`.
 */
export function recordProblems(record: Values, facts: RecordFacts): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: Parameters<typeof msg>[0]) => {
    errors[field] = [...(errors[field] ?? []), msg(key)];
  };
  if (!blank(record.start_date) && !blank(record.expiry_date) && String(record.start_date) > String(record.expiry_date)) {
    add('expiry_date', 'datesOrder');
  }
  if (!blank(record.sum) && Number(record.sum) < 0) add('sum', 'sumNegative');
  if (record.kind === 'agreement') {
    if (facts.parent === null) add('parent_id', 'parentMissing');
    else if (facts.parent && facts.parent.kind !== 'contract') add('parent_id', 'parentNotContract');
  } else if (!blank(record.parent_id)) add('parent_id', 'parentOfContract');
  if (!facts.contractorLive) add('contractor_id', 'contractorMissing');
  for (const field of ['lawyer_id', 'responsible_id']) {
    if (typeof record[field] === 'number' && facts.inactiveUsers.has(record[field] as number)) add(field, 'userInactive');
  }
  return errors;
}

/** A lawyer (spec 3 §6): `contracts_lawyer`, or the super admin. */
export const isLawyer = (user: SessionUser) => hasPermit(user, 'contracts_lawyer');

/**
 * The document type codes a user sees (spec 3 §6). In the lawyers' registry view (`registry`) a
 * lawyer sees every type, others not `signed`; outside it lawyers see `signed` and `draft`, others
 * only `draft`. Types without a code (acts, proxies, other) are seen by everyone who sees the contract.
 */
export function visibleTypeCodes(user: SessionUser, registry: boolean): ReadonlySet<ContractDocumentTypeCode | null> {
  const lawyer = isLawyer(user);
  if (registry) return new Set(lawyer ? ['signed', 'draft', null] : ['draft', null]);
  return new Set(lawyer ? ['signed', 'draft', null] : ['draft', null]);
}

/** May the user see (or file) a document of this type in any view he has? */
export const mayUseType = (user: SessionUser, typeCode: string | null) =>
  visibleTypeCodes(user, hasPermit(user, 'contracts_register_view')).has(typeCode as ContractDocumentTypeCode | null);

/**
 * `GET documents/contracts/statuses`: with `registry=true` every state (the lawyers' registry
 * filter); otherwise lawyers get every state and the others all but `draft` (drafts are the
 * lawyers' work in progress).
 */
export function statesFor(user: SessionUser, registry: boolean) {
  return registry || isLawyer(user) ? [...CONTRACT_STATES] : CONTRACT_STATES.filter((s) => s.value !== 'draft');
}

/** Adds `months` months (a prolongation term) to a yyyy-MM-dd date, clamping to the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The new expiry of an automatic prolongation: expiry + term × unit (months or years). */
export const prolongedExpiry = (expiry: string, term: number, unit: string | null) =>
  addMonths(expiry, unit === 'month' ? term : term * 12);

/** A yyyy-MM-dd date `days` later (UTC calendar). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days before the expiry when the responsible and the lawyer are reminded. */
export const REMINDER_DAYS = [30, 7, 1] as const;
