import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { partners } from '../partners/index.ts';
import { organizations } from '../users/index.ts';
import { contracts } from './contracts.schema.ts';

/** The contract as its parts need it: the head of the card. */
export interface ContractHead {
  id: number;
  number: string;
  date: string | null;
  state: string;
  sum: string | null;
  start_date: string | null;
  expiry_date: string | null;
  organization_id: number;
  contractor_id: number;
}

const head = {
  id: contracts.id,
  number: contracts.number,
  date: contracts.date,
  state: contracts.state,
  sum: contracts.sum,
  start_date: contracts.start_date,
  expiry_date: contracts.expiry_date,
  organization_id: contracts.organization_id,
  contractor_id: contracts.contractor_id,
};

/** A live contract (not in the trash), or undefined. */
export async function findContractHead(db: Db, id: number): Promise<ContractHead | undefined> {
  const [row] = await db
    .select(head)
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.status, 1)));
  return row;
}

/** The same, locked for the transaction (writes to a contract's parts go one at a time). */
export async function lockContractHead(tx: Db, id: number): Promise<ContractHead | undefined> {
  const [row] = await tx
    .select(head)
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.status, 1)))
    .for('update');
  return row;
}

/** Moves the contract to `state` (its version goes up: an open edit form refreshes). */
export async function updateContractState(tx: Db, id: number, state: string, userId: number) {
  await tx
    .update(contracts)
    .set({ state, version: sql`${contracts.version} + 1`, date_edit: new Date(), who_edit: userId })
    .where(eq(contracts.id, id));
}

/** The names the act and the owners list print: the own organization and the contractor. */
export async function findParties(db: Db, organizationId: number, contractorId: number) {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  const [partner] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, contractorId));
  return { organization: org?.name ?? '', contractor: partner?.name ?? '' };
}
