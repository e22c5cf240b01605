import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { staffChainSigners, staffChains, userSigners } from './signers.schema.ts';
import { users } from './users.schema.ts';

/** The user's own signers and the staff chains: plain rows, ordered for signing. */

export interface SignerRow {
  id: number;
  fio: string;
  avatar: string | null;
  post: string | null;
  /** Active and with the signing right: may stand in a chain now. */
  can_sign: boolean;
}

const signerColumns = {
  id: users.id,
  fio: users.fio,
  avatar: users.avatar,
  post: users.post,
  can_sign: sql<boolean>`(${users.status} = 1 and ${users.can_sign} = 1)`,
};

export async function findUserSigners(db: Db, userId: number): Promise<SignerRow[]> {
  return db
    .select(signerColumns)
    .from(userSigners)
    .innerJoin(users, eq(users.id, userSigners.signer_id))
    .where(eq(userSigners.user_id, userId))
    .orderBy(asc(userSigners.position), asc(users.id));
}

export async function replaceUserSigners(db: Db, userId: number, signerIds: number[]) {
  await db.delete(userSigners).where(eq(userSigners.user_id, userId));
  if (signerIds.length > 0)
    await db.insert(userSigners).values(signerIds.map((signer_id, i) => ({ user_id: userId, signer_id, position: i + 1 })));
}

/** Adds a signer at the end of the user's list (nothing when already there). */
export async function appendUserSigner(db: Db, userId: number, signerId: number) {
  await db.execute(sql`insert into user_signers (user_id, signer_id, position)
    select ${userId}, ${signerId}, coalesce(max(position), 0) + 1 from user_signers where user_id = ${userId}
    on conflict do nothing`);
}

export async function deleteUserSigner(db: Db, userId: number, signerId: number): Promise<boolean> {
  const gone = await db
    .delete(userSigners)
    .where(and(eq(userSigners.user_id, userId), eq(userSigners.signer_id, signerId)))
    .returning({ id: userSigners.signer_id });
  return gone.length > 0;
}

/** Users among `ids` with their signing state (unknown ids are absent). */
export async function findSignerCandidates(db: Db, ids: number[]): Promise<SignerRow[]> {
  if (ids.length === 0) return [];
  return db.select(signerColumns).from(users).where(inArray(users.id, ids));
}

// Staff chains ---------------------------------------------------------------------------

export interface ChainRow {
  id: number;
  name: string;
  date_add: Date;
  who_add: number | null;
}

export async function findActiveChains(db: Db): Promise<ChainRow[]> {
  return db
    .select({ id: staffChains.id, name: staffChains.name, date_add: staffChains.date_add, who_add: staffChains.who_add })
    .from(staffChains)
    .where(eq(staffChains.status, 1))
    .orderBy(asc(staffChains.name), asc(staffChains.id));
}

export async function findActiveChain(db: Db, id: number): Promise<ChainRow | undefined> {
  const [row] = await db
    .select({ id: staffChains.id, name: staffChains.name, date_add: staffChains.date_add, who_add: staffChains.who_add })
    .from(staffChains)
    .where(and(eq(staffChains.id, id), eq(staffChains.status, 1)));
  return row;
}

/** The signers of the given chains, in order. */
export async function findChainSigners(db: Db, chainIds: number[]): Promise<(SignerRow & { chain_id: number })[]> {
  if (chainIds.length === 0) return [];
  return db
    .select({ chain_id: staffChainSigners.chain_id, ...signerColumns })
    .from(staffChainSigners)
    .innerJoin(users, eq(users.id, staffChainSigners.user_id))
    .where(inArray(staffChainSigners.chain_id, chainIds))
    .orderBy(asc(staffChainSigners.chain_id), asc(staffChainSigners.position));
}

export async function insertChain(db: Db, name: string, whoAdd: number | null): Promise<number> {
  const [row] = await db.insert(staffChains).values({ name, who_add: whoAdd }).returning({ id: staffChains.id });
  return row.id;
}

export async function updateChainColumns(db: Db, id: number, patch: { name?: string; status?: number }) {
  await db
    .update(staffChains)
    .set({ ...patch, date_edit: new Date() })
    .where(eq(staffChains.id, id));
}

export async function replaceChainSigners(db: Db, chainId: number, userIds: number[]) {
  await db.delete(staffChainSigners).where(eq(staffChainSigners.chain_id, chainId));
  if (userIds.length > 0)
    await db.insert(staffChainSigners).values(userIds.map((user_id, i) => ({ chain_id: chainId, user_id, position: i + 1 })));
}

/** Demo content: is there any staff chain yet. */
export async function anyChain(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists(select 1 from staff_chains) as any`);
  return row.any;
}
