/**
 * The user's own signers (`v2_signers/favorites`) and the staff chains (`/staffchains`,
 * staffchains_view): the ready approval chains an application's chain is filled from in one
 * click (`chainsForSigning`). Only active users with can_sign may stand in either.
 */
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { insertHistory } from './admin-history.repository.ts';
import * as repo from './signers.repository.ts';

/** The administration-history fields common to every change of one staff chain. */
const chainEntry = (chainId: number, user: SessionUser) => ({ entity: 'staff_chain' as const, entity_id: chainId, who_add: user.id });

/** At most this many signers in one list or chain. */
export const MAX_CHAIN = 50;

export interface SignerOption {
  value: number;
  label: string;
  avatar: string | null;
  post: string | null;
  /** 0 when the user lost the signing right or was blocked: kept in the list, skipped when filling a chain. */
  can_sign: 0 | 1;
}

const option = (r: repo.SignerRow): SignerOption => ({
  value: r.id,
  label: r.fio,
  avatar: r.avatar,
  post: r.post,
  can_sign: r.can_sign ? 1 : 0,
});

/** Distinct ids, in the order given; every one an active user with can_sign (422 `signers.cannotSign`). */
async function signableIds(db: Db, ids: number[], field = 'signers'): Promise<repo.SignerRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length > MAX_CHAIN) throw new ValidationFailed({ [field]: ['signers.tooMany'] });
  const found = await repo.findSignerCandidates(db, wanted);
  if (found.length !== wanted.length || found.some((u) => !u.can_sign)) throw new ValidationFailed({ [field]: ['signers.cannotSign'] });
  return wanted.map((id) => found.find((u) => u.id === id)!);
}

// The user's own signers -------------------------------------------------------------------

/** `GET v2_signers/favorites`: the user's signers, in order. */
export async function mySigners(db: Db, user: SessionUser) {
  return (await repo.findUserSigners(db, user.id)).map(option);
}

/** `PUT v2_signers/favorites`: the whole list at once (the chain editor's "remember as my signers"). */
export async function replaceMySigners(db: Db, user: SessionUser, ids: number[]) {
  const signers = await signableIds(db, ids);
  await db.transaction((tx) =>
    repo.replaceUserSigners(
      tx,
      user.id,
      signers.map((s) => s.id),
    ),
  );
  return mySigners(db, user);
}

/** `POST v2_signers/favorites`: one signer at the end of the list. */
export async function addMySigner(db: Db, user: SessionUser, signerId: number) {
  const [signer] = await signableIds(db, [signerId], 'user_id');
  if ((await repo.findUserSigners(db, user.id)).length >= MAX_CHAIN) throw new ValidationFailed({ user_id: ['signers.tooMany'] });
  await repo.appendUserSigner(db, user.id, signer.id);
  return mySigners(db, user);
}

/** `DELETE v2_signers/favorites/:id`: 404 when the user is not in the list. */
export async function removeMySigner(db: Db, user: SessionUser, signerId: number) {
  if (!(await repo.deleteUserSigner(db, user.id, signerId))) throw new NotFound();
  return mySigners(db, user);
}

// Staff chains --------------------------------------------------------------------------------

const dateOf = (d: Date | string) => new Date(d).toISOString().slice(0, 16).replace('T', ' ');

/** `GET staffchains`: every active chain with its signers. */
export async function listStaffChains(db: Db) {
  const chains = await repo.findActiveChains(db);
  const signers = await repo.findChainSigners(
    db,
    chains.map((c) => c.id),
  );
  return {
    items: chains.map((c) => ({
      id: c.id,
      name: c.name,
      date_add: dateOf(c.date_add),
      signers: signers.filter((s) => s.chain_id === c.id).map(option),
    })),
  };
}

export async function getStaffChain(db: Db, id: number) {
  const chain = await repo.findActiveChain(db, id);
  if (!chain) throw new NotFound();
  return { id: chain.id, name: chain.name, date_add: dateOf(chain.date_add), signers: (await repo.findChainSigners(db, [id])).map(option) };
}

const names = (rows: { fio: string }[]) => rows.map((r) => r.fio).join(', ');

/** `POST staffchains`: a named chain of at least one signer. */
export async function createStaffChain(db: Db, user: SessionUser, input: { name: string; signers: number[] }) {
  if (input.signers.length === 0) throw new ValidationFailed({ signers: ['field.fillRequired'] });
  const signers = await signableIds(db, input.signers);
  const id = await db.transaction(async (tx) => {
    const chainId = await repo.insertChain(tx, input.name, user.id);
    await repo.replaceChainSigners(
      tx,
      chainId,
      signers.map((s) => s.id),
    );
    await insertHistory(tx, [
      { ...chainEntry(chainId, user), field: 'created', old_value: null, new_value: input.name },
      { ...chainEntry(chainId, user), field: 'signers', old_value: null, new_value: names(signers) },
    ]);
    return chainId;
  });
  return getStaffChain(db, id);
}

/** `PATCH staffchains/:id`: name, signers (the whole chain), or `status: 0` to delete it. */
export async function updateStaffChain(
  db: Db,
  user: SessionUser,
  id: number,
  input: { name?: string; signers?: number[]; status?: 0 | 1 },
) {
  const chain = await repo.findActiveChain(db, id);
  if (!chain) throw new NotFound();
  if (input.signers !== undefined && input.signers.length === 0) throw new ValidationFailed({ signers: ['field.fillRequired'] });
  const signers = input.signers ? await signableIds(db, input.signers) : undefined;
  await db.transaction(async (tx) => {
    const history: { field: string; old_value: string | null; new_value: string | null }[] = [];
    if (input.name !== undefined && input.name !== chain.name) {
      await repo.updateChainColumns(tx, id, { name: input.name });
      history.push({ field: 'name', old_value: chain.name, new_value: input.name });
    }
    if (signers) {
      const had = await repo.findChainSigners(tx, [id]);
      if (had.map((s) => s.id).join() !== signers.map((s) => s.id).join()) {
        await repo.replaceChainSigners(
          tx,
          id,
          signers.map((s) => s.id),
        );
        history.push({ field: 'signers', old_value: names(had), new_value: names(signers) });
      }
    }
    if (input.status === 0) {
      await repo.updateChainColumns(tx, id, { status: 0 });
      history.push({ field: 'status', old_value: '1', new_value: '0' });
    }
    await insertHistory(
      tx,
      history.map((h) => ({ ...chainEntry(id, user), ...h })),
    );
  });
  return input.status === 0 ? { result: true } : getStaffChain(db, id);
}

// One-click filling ---------------------------------------------------------------------------

/**
 * The ready chains a user may fill an application's chain from: their own signers and every
 * staff chain, each reduced to the people who may sign now (chains left empty are omitted).
 */
export async function chainsForSigning(db: Db, user: SessionUser) {
  const mine = (await repo.findUserSigners(db, user.id)).filter((s) => s.can_sign).map(option);
  const { items } = await listStaffChains(db);
  const staff = items
    .map((c) => ({ id: c.id, name: c.name, signers: c.signers.filter((s) => s.can_sign === 1) }))
    .filter((c) => c.signers.length > 0);
  return { mine, staff };
}

/** Demo content: two staff chains and the employee's own signers, once. */
export async function seedSignerChains(db: Db, people: { manager?: number; accountant?: number; employee?: number; signers: number[] }) {
  if (await repo.anyChain(db)) return;
  const { manager, accountant, employee } = people;
  const chains: [string, (number | undefined)[]][] = [
    ['Закупка ТМЦ: руководитель и бухгалтерия', [manager, accountant]],
    ['Автоснабжение: снабжение, руководитель и бухгалтерия', [people.signers[0], manager, accountant]],
  ];
  for (const [name, ids] of chains) {
    const members = [...new Set(ids.filter((v): v is number => v !== undefined))];
    if (members.length === 0) continue;
    const id = await repo.insertChain(db, name, manager ?? null);
    await repo.replaceChainSigners(db, id, members);
  }
  if (employee && manager) await repo.replaceUserSigners(db, employee, [manager, ...(accountant ? [accountant] : [])]);
}
