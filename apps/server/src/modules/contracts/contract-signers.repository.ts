import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { staffChainSigners, staffChains, users } from '../users/index.ts';
import { contractSigners } from './contract-parts.schema.ts';

/** A contract's signers in order, the people who may be added, and the staff chains' people. */

export interface SignerRow {
  id: number;
  contract_id: number;
  user_id: number;
  fio: string;
  post: string | null;
  avatar: string | null;
  position: number;
  state: string;
  date_sign: Date | null;
  comment: string | null;
  can_sign: boolean;
}

const maySign = sql<boolean>`(${users.status} = 1 and ${users.can_sign} = 1)`;

const columns = {
  id: contractSigners.id,
  contract_id: contractSigners.contract_id,
  user_id: contractSigners.user_id,
  fio: users.fio,
  post: users.post,
  avatar: users.avatar,
  position: contractSigners.position,
  state: contractSigners.state,
  date_sign: contractSigners.date_sign,
  comment: contractSigners.comment,
  can_sign: maySign,
};

export async function findSigners(db: Db, contractId: number): Promise<SignerRow[]> {
  return db
    .select(columns)
    .from(contractSigners)
    .innerJoin(users, eq(users.id, contractSigners.user_id))
    .where(eq(contractSigners.contract_id, contractId))
    .orderBy(asc(contractSigners.position), asc(contractSigners.id));
}

export async function findSigner(db: Db, signerId: number): Promise<SignerRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(contractSigners)
    .innerJoin(users, eq(users.id, contractSigners.user_id))
    .where(eq(contractSigners.id, signerId));
  return row;
}

export interface Candidate {
  id: number;
  fio: string;
  can_sign: boolean;
}

/** Users among `ids` with whether they may sign now (unknown ids are absent). */
export async function findCandidates(db: Db, ids: number[]): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, fio: users.fio, can_sign: maySign }).from(users).where(inArray(users.id, ids));
}

/** The people of an active staff chain in order; undefined when the chain is unknown or deleted. */
export async function findChainPeople(db: Db, chainId: number): Promise<Candidate[] | undefined> {
  const [chain] = await db
    .select({ id: staffChains.id })
    .from(staffChains)
    .where(and(eq(staffChains.id, chainId), eq(staffChains.status, 1)));
  if (!chain) return undefined;
  return db
    .select({ id: users.id, fio: users.fio, can_sign: maySign })
    .from(staffChainSigners)
    .innerJoin(users, eq(users.id, staffChainSigners.user_id))
    .where(eq(staffChainSigners.chain_id, chainId))
    .orderBy(asc(staffChainSigners.position));
}

export async function insertSigners(db: Db, contractId: number, userIds: number[], firstPosition: number, whoAdd: number | null) {
  if (userIds.length === 0) return;
  await db
    .insert(contractSigners)
    .values(userIds.map((user_id, i) => ({ contract_id: contractId, user_id, position: firstPosition + i, who_add: whoAdd })));
}

export async function setSignerState(db: Db, signerId: number, state: 'signed' | 'refused', comment: string | null) {
  await db.update(contractSigners).set({ state, comment, date_sign: new Date() }).where(eq(contractSigners.id, signerId));
}

/** Back to waiting: the given signers. */
export async function resetSigners(db: Db, signerIds: number[]) {
  if (signerIds.length === 0) return;
  await db.update(contractSigners).set({ state: 'waiting', comment: null, date_sign: null }).where(inArray(contractSigners.id, signerIds));
}

export async function deleteSigner(db: Db, signerId: number) {
  await db.delete(contractSigners).where(eq(contractSigners.id, signerId));
}
