import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { signerGroupMembers, signerGroups, signerTypes, staffChainSigners, staffChains, userSigners, users } from '../users/index.ts';

/** The user's own signers, the staff chains' and the signer groups' people: plain rows, ordered for signing. */

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

/** Adds signers at the end of the user's list (those already there are skipped). */
export async function appendUserSigners(db: Db, userId: number, signerIds: number[]) {
  for (const signerId of signerIds)
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

// Staff chains and signer groups: a registry record with its ordered people ---------------

/** The two registries whose records hold ordered people. */
export type PeopleOwner = 'staff_chains' | 'signer_groups';

const owners = {
  staff_chains: { table: staffChains, people: staffChainSigners, key: staffChainSigners.chain_id },
  signer_groups: { table: signerGroups, people: signerGroupMembers, key: signerGroupMembers.group_id },
} as const;

/** Whether the record exists and is not in the trash. */
export async function isActive(db: Db, owner: PeopleOwner, id: number): Promise<boolean> {
  const { table } = owners[owner];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, 1)))
    .limit(1);
  return rows.length > 0;
}

/** The people of the given records, in order. */
export async function findPeople(db: Db, owner: PeopleOwner, ids: number[]): Promise<(SignerRow & { owner_id: number })[]> {
  if (ids.length === 0) return [];
  const { people, key } = owners[owner];
  return db
    .select({ owner_id: key, ...signerColumns })
    .from(people)
    .innerJoin(users, eq(users.id, people.user_id))
    .where(inArray(key, ids))
    .orderBy(asc(key), asc(people.position));
}

export async function replacePeople(db: Db, owner: PeopleOwner, id: number, userIds: number[]) {
  const { people, key } = owners[owner];
  await db.delete(people).where(eq(key, id));
  if (userIds.length === 0) return;
  if (owner === 'staff_chains')
    await db.insert(staffChainSigners).values(userIds.map((user_id, i) => ({ chain_id: id, user_id, position: i + 1 })));
  else await db.insert(signerGroupMembers).values(userIds.map((user_id, i) => ({ group_id: id, user_id, position: i + 1 })));
}

export interface ChainRow {
  id: number;
  name: string;
}

/** Every active staff chain, by name. */
export async function findActiveChains(db: Db): Promise<ChainRow[]> {
  return db
    .select({ id: staffChains.id, name: staffChains.name })
    .from(staffChains)
    .where(eq(staffChains.status, 1))
    .orderBy(asc(staffChains.name), asc(staffChains.id));
}

// Demo content --------------------------------------------------------------------------------

export async function anyChain(db: Db): Promise<boolean> {
  return (await db.select({ id: staffChains.id }).from(staffChains).limit(1)).length > 0;
}

export async function insertNamed(db: Db, owner: PeopleOwner | 'signer_types', name: string, comment: string, whoAdd: number | null) {
  const table = owner === 'signer_types' ? signerTypes : owners[owner].table;
  const [row] = await db.insert(table).values({ name, comment, who_add: whoAdd }).returning({ id: table.id });
  return row.id;
}
