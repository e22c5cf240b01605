/**
 * The user's own signers (spec 1 §2 `/signers`, spec 3 §7 `v2_signers/favorites`): an ordered
 * list each user keeps for themselves and fills an application's chain from in one click. Only
 * active users with can_sign may be added; someone who later loses the right stays listed, marked.
 */
import { MAX_SIGNERS, type Signer } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { signerListError } from './signers.policy.ts';
import * as repo from './signers.repository.ts';

export const option = (r: repo.SignerRow): Signer => ({
  value: r.id,
  label: r.fio,
  avatar: r.avatar,
  post: r.post,
  can_sign: r.can_sign ? 1 : 0,
});

/** The distinct ids in the order given, after the policy's check (422 under `field`). */
export async function checkedSigners(db: Db, ids: number[], field: string, dedupe: boolean): Promise<repo.SignerRow[]> {
  const found = await repo.findSignerCandidates(db, [...new Set(ids)]);
  const error = signerListError(ids, found, { dedupe });
  if (error) throw new ValidationFailed({ [field]: [error] });
  return [...new Set(ids)].map((id) => found.find((u) => u.id === id)!);
}

/** `GET v2_signers/favorites`: the user's signers, in order. */
export async function mySigners(db: Db, user: SessionUser): Promise<Signer[]> {
  return (await repo.findUserSigners(db, user.id)).map(option);
}

/** `PUT v2_signers/favorites`: the whole list at once (reordering; the chain editor's "remember as my signers"). */
export async function replaceMySigners(db: Db, user: SessionUser, ids: number[]) {
  const signers = await checkedSigners(db, ids, 'signers', true);
  await db.transaction((tx) =>
    repo.replaceUserSigners(
      tx,
      user.id,
      signers.map((s) => s.id),
    ),
  );
  return mySigners(db, user);
}

/** Appends people at the end of the list (those already in it are skipped), within MAX_SIGNERS. */
async function appendMine(db: Db, user: SessionUser, ids: number[], field: string) {
  const had = await repo.findUserSigners(db, user.id);
  const fresh = ids.filter((id) => !had.some((s) => s.id === id));
  if (had.length + fresh.length > MAX_SIGNERS) throw new ValidationFailed({ [field]: ['signers.tooMany'] });
  await repo.appendUserSigners(db, user.id, fresh);
  return mySigners(db, user);
}

/** `POST v2_signers/favorites`: one signer at the end of the list (nothing when already there). */
export async function addMySigner(db: Db, user: SessionUser, signerId: number) {
  const [signer] = await checkedSigners(db, [signerId], 'user_id', true);
  return appendMine(db, user, [signer.id], 'user_id');
}

/** A signer group's members who may sign now, at the end of the user's list (`addGroupToMine`). */
export async function addMyGroup(db: Db, user: SessionUser, members: Signer[]) {
  const signable = members.filter((m) => m.can_sign === 1).map((m) => m.value);
  if (signable.length === 0) throw new ValidationFailed({ group_id: ['signers.cannotSign'] });
  return appendMine(db, user, signable, 'group_id');
}

/** `DELETE v2_signers/favorites/:id`: 404 when the user is not in the list. */
export async function removeMySigner(db: Db, user: SessionUser, signerId: number) {
  if (!(await repo.deleteUserSigner(db, user.id, signerId))) throw new NotFound();
  return mySigners(db, user);
}
