import { hasPermit } from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { Conflict, Forbidden, NotFound } from '../../shared/errors.ts';
import { forgetObjectTraces } from '../objects/index.ts';
import type { RegistryHooks } from '../registry/index.ts';
import { activeUserIds } from '../users/index.ts';
import { DOCUMENT_FILES_MODULE } from './contract-documents.service.ts';
import { msg } from './contracts.messages.ts';
import { recordProblems } from './contracts.policy.ts';
import * as repo from './contracts.repository.ts';

/**
 * The contracts' rules on the engine (issue 14): `state` only by actions (create → draft, patch →
 * only `terminated`), dates and sum, an agreement's live parent contract, a live contractor, active
 * lawyer / responsible (only a newly chosen person is checked); no delete with live agreements or
 * with payments of its invoices paid, urgent or in a payment register (409).
 */
export const contractsHooks: RegistryHooks = {
  listParams: {
    // `registry=1`: the lawyers' registry view of the list (`/contracts/registry`) needs contracts_register_view.
    shape: { registry: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1', 'true', 'false']).optional()) },
    condition: (user, query) => {
      const registry = query.registry === '1' || query.registry === 'true';
      if (registry && user && !hasPermit(user, 'contracts_register_view')) throw new Forbidden(msg('registryForbidden'));
      return undefined;
    },
  },
  validate: async (tx, record, id) => {
    const stored = id === undefined ? undefined : await repo.findContract(tx, id);
    const changed = (field: string) => !stored || (stored as unknown as Record<string, unknown>)[field] !== record[field];
    const parentId = typeof record.parent_id === 'number' ? record.parent_id : undefined;
    let parent: { kind: string } | null | undefined;
    if (record.kind === 'agreement' && parentId !== undefined) {
      const row = parentId === id ? null : await repo.findContract(tx, parentId);
      parent = row && row.status === 1 ? { kind: row.kind } : null;
    }
    const people = ['lawyer_id', 'responsible_id']
      .filter((f) => typeof record[f] === 'number' && changed(f))
      .map((f) => record[f] as number);
    const active = new Set(people.length ? await activeUserIds(tx, people) : []);
    const contractorId = record.contractor_id;
    return recordProblems(record, {
      parent,
      contractorLive: typeof contractorId !== 'number' || !changed('contractor_id') || (await repo.partnerIsLive(tx, contractorId)),
      inactiveUsers: new Set(people.filter((p) => !active.has(p))),
    });
  },
  // Purged from the trash: its works, acts, signers, equipment, reminders and documents (with their files) go too.
  purging: async (tx, id) => {
    const keys: string[] = [];
    for (const documentId of await repo.purgeContractRows(tx, id))
      keys.push(...(await forgetObjectTraces(tx, DOCUMENT_FILES_MODULE, documentId)));
    return keys;
  },
  writing: async (tx, write) => {
    if (write.action !== 'delete' || write.id === undefined || write.stored?.status !== 1) return;
    if ((await repo.countLiveAgreements(tx, write.id)) > 0) throw new Conflict(msg('hasAgreements'));
    if ((await repo.countBlockingPayments(tx, write.id)) > 0) throw new Conflict(msg('cannotDelete'));
  },
};

/** The contract's effective sum: its sum plus the `sum_change` of its live signed agreements (null: missing contract or no sum). */
export const contractLimit = (tx: Db, contractId: number) => repo.contractLimit(tx, contractId);

/** `GET documents/contracts/:id/agreements`: the live agreements and the contract's limit. */
export async function agreementsOf(db: Db, contractId: number) {
  const contract = await liveContract(db, contractId);
  const items = (await repo.findAgreements(db, contract.id)).map((a) => ({
    id: a.id,
    number: a.number,
    date: a.date,
    subject: a.subject,
    state: a.state,
    sum_change: a.sum_change,
    start_date: a.start_date,
    expiry_date: a.expiry_date,
  }));
  return { items, limit: await repo.contractLimit(db, contract.id) };
}

async function liveContract(db: Db, id: number) {
  const contract = await repo.findContract(db, id);
  if (contract?.status !== 1) throw new NotFound(msg('contractMissing'));
  return contract;
}

const COPIED = [
  'type_id',
  'profit_type_id',
  'subject',
  'organization_id',
  'contractor_id',
  'lawyer_id',
  'responsible_id',
  'project_id',
] as const;

/**
 * `GET documents/contracts/:id/template?as=`: values to prefill a new contract. `agreement`: kind
 * agreement of this contract (of its main contract when it is itself an agreement), same parties,
 * type and people; `copy`: the contract's fields but number (empty), state (draft) and dates.
 */
export async function templateOf(db: Db, id: number, as: 'agreement' | 'copy'): Promise<Record<string, unknown>> {
  const c = await liveContract(db, id);
  const common = Object.fromEntries(COPIED.map((f) => [f, c[f]]));
  if (as === 'agreement') {
    return {
      ...common,
      kind: 'agreement',
      parent_id: c.kind === 'agreement' ? c.parent_id : c.id,
      number: '',
      state: 'draft',
      sum_change: null,
    };
  }
  return {
    ...common,
    kind: c.kind,
    parent_id: c.parent_id,
    number: '',
    state: 'draft',
    sum: c.sum,
    sum_change: c.sum_change,
    prolongation_auto: c.prolongation_auto,
    prolongation_term: c.prolongation_term,
    prolongation_unit: c.prolongation_unit,
    prolongation_count: c.prolongation_count,
  };
}

/** `GET v2_contracts/profit/types`. */
export const profitTypes = (db: Db) => repo.findProfitTypes(db);

/** A live contract's display name for other modules (tickets): "<number> — <subject, shortened>". */
export async function contractNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findLiveContractTitles(db, [...new Set(ids)]);
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);
  return new Map(rows.map((r) => [r.id, `${r.number} — ${short(r.subject)}`]));
}
