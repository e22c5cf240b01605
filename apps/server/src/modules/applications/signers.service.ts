import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { chainsForSigning } from '../signers/index.ts';
import { writeHistory } from './applications.collab.ts';
import * as repo from './applications.repository.ts';
import { signersView } from './card-parts.service.ts';
import { type Ctx, editablePack, emit, visiblePack } from './context.service.ts';

/** Statuses in which the chain may still change and signatures be given. */
const SIGNABLE = ['active'];

/**
 * `POST applications/:id/signers` adds signers at the end of the chain; `PATCH` replaces
 * the part of the chain that has not signed yet. Signers must have `can_sign`.
 */
export async function setSigners(ctx: Ctx, user: SessionUser, packId: number, userIds: number[], mode: 'add' | 'replace') {
  const pack = await editablePack(ctx.db, user, packId);
  if (!SIGNABLE.includes(pack.status)) throw new Refusal('signers.chainClosed');
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0 && mode === 'add') throw new ValidationFailed({ signers: ['field.fillRequired'] });
  const found = await repo.findSigningUsers(ctx.db, wanted);
  if (found.length !== wanted.length || found.some((u) => u.can_sign !== 1 || u.status !== 1))
    throw new ValidationFailed({ signers: ['signers.cannotSign'] });
  const result = await ctx.db.transaction(async (tx) => {
    await repo.lockPack(tx, packId);
    const current = await repo.findSigners(tx, packId);
    const signed = current.filter((s) => s.status === 1);
    const kept = mode === 'add' ? current : signed;
    const fresh = wanted.filter((id) => !kept.some((s) => s.user_id === id));
    if (mode === 'replace') await repo.deleteUnsignedSigners(tx, packId);
    const start = kept.reduce((max, s) => Math.max(max, s.position), 0);
    await repo.insertSigners(
      tx,
      fresh.map((userId, i) => ({ pack_id: packId, user_id: userId, position: start + i + 1, who_add: user.id })),
    );
    const total = kept.length + fresh.length;
    const signedCount = signed.length;
    const complete = total > 0 && signedCount === total;
    await repo.updatePack(tx, packId, { sign_total: total, sign_current: signedCount, ...(complete ? { status: 'signed' } : {}) });
    await repo.syncMembers(tx, packId);
    await writeHistory(tx, packId, user.id, [
      { field: 'signers', old: current.map((s) => s.user_id), new: [...kept.map((s) => s.user_id), ...fresh] },
    ]);
    return { total, signed: signedCount };
  });
  await emit(ctx, { action: 'add_snab_or_signs', id: packId, fields: { sign_total: result.total }, user_id: user.id });
  return {
    result: true,
    result_content: 'signers.changed',
    sign_process: { current: result.signed, total: result.total },
    snabs_signers: await signersView(ctx.db, packId),
  };
}

/**
 * `POST applications/:id/snabs/sign`: the current signer signs (in order, only with can_sign).
 * After the last signature the application becomes signed and its positions under review become approved.
 */
export async function sign(ctx: Ctx, user: SessionUser, packId: number) {
  const pack = await visiblePack(ctx.db, user, packId);
  if (!(await repo.canSign(ctx.db, user.id))) throw new Forbidden('signers.noRight');
  if (!SIGNABLE.includes(pack.status)) throw new Refusal('signers.chainClosed');
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockPack(tx, packId);
    const signers = await repo.findSigners(tx, packId);
    const current = signers.find((s) => s.status === 0);
    if (!current) throw new Refusal('signers.nothingToSign');
    if (current.user_id !== user.id)
      throw new Refusal(signers.some((s) => s.user_id === user.id) ? 'signers.notYourTurn' : 'signers.notASigner');
    await repo.markSigned(tx, current.id);
    const signed = signers.filter((s) => s.status === 1).length + 1;
    const complete = signed === signers.length;
    await repo.updatePack(tx, packId, { sign_current: signed, ...(complete ? { status: 'signed' } : {}) });
    const approved = complete ? await repo.updatePositionsOfPack(tx, packId, 'active', { status: 'success', prev_status: 'active' }) : [];
    await writeHistory(tx, packId, user.id, [
      { field: 'sign', old: signed - 1, new: signed },
      ...(complete ? [{ field: 'status', old: pack.status, new: 'signed' }] : []),
    ]);
    return { signed, total: signers.length, complete, approved: approved.map((a) => a.id) };
  });
  await emit(ctx, {
    action: 'add_snab_or_signs',
    id: packId,
    fields: { sign_current: outcome.signed, sign_total: outcome.total, ...(outcome.complete ? { status: 'signed' } : {}) },
    snab_ids: outcome.approved,
    user_id: user.id,
  });
  return {
    result: true,
    status: outcome.complete ? 'signed' : pack.status,
    sign_process: { current: outcome.signed, total: outcome.total },
    snabs_signers: await signersView(ctx.db, packId),
  };
}

/** `GET applications/signers`: the signer picker's options, only users with can_sign (the user's own signers first). */
export async function signerOptions(ctx: Ctx, user: SessionUser, term: string | undefined, limit: number) {
  const rows = await repo.findSignerOptions(ctx.db, user.id, term, limit);
  return rows.map((u) => ({ value: u.id, label: u.fio, avatar: u.avatar, post: u.post, favorite: u.used ? 1 : 0 }));
}

/**
 * `GET applications/signers/chains`: the ready chains the editor fills the chain from in one click,
 * the user's own signers (`mine`) and the staff chains (`staff`: id, name, signers), each with
 * only the people who may sign now, so that any of them is accepted by `PATCH …/signers`.
 */
export async function readyChains(ctx: Ctx, user: SessionUser) {
  return chainsForSigning(ctx.db, user);
}
