import { CONTRACT_SIGNERS_MAX, type ContractSignersAnswer, type contractSignBody, type contractSignersAddBody } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { partsText } from './contract-parts.messages.ts';
import {
  assertOpen,
  type ContractHead,
  canEditContracts,
  contractOr404,
  lockedContract,
  moveContract,
  notifyContract,
  type PartsCtx,
  recordContractChanges,
} from './contract-parts.service.ts';
import { cancelTargets, signRefusal, stateBySigners, turnOf } from './contract-signers.policy.ts';
import * as repo from './contract-signers.repository.ts';

/**
 * A contract's signers (`documents/contracts/:id/signers`): added by users or a staff chain
 * (can_sign only), signing in order by the signers themselves. The first signers send a draft to
 * review; a new signer returns a signed contract to review (spec 3 §4); the last signature makes
 * it signed; cancel_sign takes signatures back (review again). Every change writes history and
 * the registry's live event.
 */

const names = (rows: { fio: string }[]) => rows.map((r) => r.fio).join(' → ') || null;

function answer(contractId: number, state: string, signers: repo.SignerRow[], user: SessionUser): ContractSignersAnswer {
  const turn = turnOf(signers);
  const canEdit = canEditContracts(user);
  return {
    contract_id: contractId,
    state,
    can_edit: canEdit,
    my_turn_signer_id: state === 'review' && turn && turn.state === 'waiting' && turn.user_id === user.id ? turn.id : null,
    can_cancel: cancelTargets(signers, user.id, canEdit).length > 0,
    signers: signers.map((s) => ({
      id: s.id,
      contract_id: s.contract_id,
      user_id: s.user_id,
      fio: s.fio,
      post: s.post,
      avatar: s.avatar,
      position: s.position,
      state: s.state === 'signed' ? 'signed' : s.state === 'refused' ? 'refused' : 'waiting',
      date_sign: s.date_sign ? toWireMinutes(s.date_sign) : null,
      comment: s.comment,
      can_sign: s.can_sign ? 1 : 0,
      current: turn?.id === s.id,
    })),
  };
}

export async function listSigners(db: Db, user: SessionUser, contractId: number): Promise<ContractSignersAnswer> {
  const contract = await contractOr404(db, contractId);
  return answer(contractId, contract.state, await repo.findSigners(db, contractId), user);
}

/** Runs a change of the signers in a transaction, then tells the open card (and the list when the state moved). */
async function change(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  contractId: number,
  work: (tx: Db, contract: ContractHead) => Promise<void>,
): Promise<ContractSignersAnswer> {
  const { before, after } = await db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    const before = contract.state;
    await work(tx, contract);
    return { before, after: contract.state };
  });
  notifyContract(realtime, contractId, user.id, after === before ? {} : { state: after });
  return listSigners(db, user, contractId);
}

/** The people to add: the users given (each with can_sign, none already listed) or a chain's signable people not yet listed. */
async function newcomers(tx: Db, body: z.output<typeof contractSignersAddBody>, present: repo.SignerRow[], lang: Lang) {
  const listed = new Set(present.map((s) => s.user_id));
  if (body.user_ids?.length) {
    const ids = [...new Set(body.user_ids)];
    const found = await repo.findCandidates(tx, ids);
    const refused = ids.filter((id) => !found.find((u) => u.id === id)?.can_sign);
    if (refused.length) {
      const label = refused.map((id) => found.find((u) => u.id === id)?.fio ?? `#${id}`).join(', ');
      throw new ValidationFailed({ user_ids: [partsText('cannotSign', lang, { names: label })] });
    }
    const twice = found.filter((u) => listed.has(u.id));
    if (twice.length)
      throw new ValidationFailed({ user_ids: [partsText('alreadySigner', lang, { names: twice.map((u) => u.fio).join(', ') })] });
    return ids.map((id) => found.find((u) => u.id === id)!);
  }
  const people = await repo.findChainPeople(tx, body.chain_id!);
  if (!people) throw new ValidationFailed({ chain_id: ['error.relatedMissing'] });
  const signable = people.filter((p) => p.can_sign);
  if (signable.length === 0) throw new ValidationFailed({ chain_id: [partsText('chainEmpty', lang)] });
  const fresh = signable.filter((p) => !listed.has(p.id));
  if (fresh.length === 0)
    throw new ValidationFailed({ chain_id: [partsText('alreadySigner', lang, { names: signable.map((p) => p.fio).join(', ') })] });
  return fresh;
}

/** `POST documents/contracts/:id/signers`: appended in order; draft or signed → review. */
export function addSigners(
  ctx: PartsCtx,
  user: SessionUser,
  contractId: number,
  body: z.output<typeof contractSignersAddBody>,
  lang: Lang,
) {
  return change(ctx, user, contractId, async (tx, contract) => {
    assertOpen(contract, lang);
    const present = await repo.findSigners(tx, contractId);
    const people = await newcomers(tx, body, present, lang);
    if (present.length + people.length > CONTRACT_SIGNERS_MAX)
      throw new ValidationFailed({ user_ids: [partsText('tooManySigners', lang)] });
    const next = present.reduce((max, s) => Math.max(max, s.position), 0) + 1;
    await repo.insertSigners(
      tx,
      contractId,
      people.map((p) => p.id),
      next,
      user.id,
    );
    await recordContractChanges(tx, contractId, user.id, [
      { field: 'signers', old_value: names(present), new_value: names([...present, ...people]) },
    ]);
    await moveContract(tx, contract, 'review', user.id);
  });
}

/** `PATCH documents/contracts/signers/:signerId`: the signer signs or refuses, in turn. */
export async function sign(ctx: PartsCtx, user: SessionUser, signerId: number, body: z.output<typeof contractSignBody>, lang: Lang) {
  const found = await repo.findSigner(ctx.db, signerId);
  if (!found) throw new NotFound();
  return change(ctx, user, found.contract_id, async (tx, contract) => {
    const signers = await repo.findSigners(tx, contract.id);
    const signer = signers.find((s) => s.id === signerId);
    if (!signer) throw new NotFound();
    const refusal = signRefusal(signers, signer, user.id, contract.state);
    if (refusal) throw new Refusal(partsText(refusal.key, lang, 'fio' in refusal ? { fio: refusal.fio } : {}), undefined, refusal.status);
    if (!signer.can_sign) throw new Refusal(partsText('cannotSign', lang, { names: signer.fio }), undefined, 403);
    const state = body.action === 'sign' ? 'signed' : 'refused';
    await repo.setSignerState(tx, signerId, state, body.comment ?? null);
    const verdict = body.action === 'sign' ? 'подписал(а)' : `отказ${body.comment ? `: ${body.comment}` : ''}`;
    await recordContractChanges(tx, contract.id, user.id, [
      { field: 'signature', old_value: null, new_value: `${signer.fio} — ${verdict}` },
    ]);
    const after = signers.map((s) => (s.id === signerId ? { ...s, state } : s));
    if (stateBySigners(after) === 'signed') await moveContract(tx, contract, 'signed', user.id);
  });
}

/**
 * `GET v2_contracts/:id/cancel_sign`: the user's own signature or refusal is taken back with the
 * ones after it; without one, a contracts_edit holder resets all. The contract returns to review.
 */
export function cancelSign(ctx: PartsCtx, user: SessionUser, contractId: number, lang: Lang) {
  return change(ctx, user, contractId, async (tx, contract) => {
    assertOpen(contract, lang);
    const signers = await repo.findSigners(tx, contractId);
    const targets = cancelTargets(signers, user.id, canEditContracts(user));
    if (targets.length === 0) throw new Refusal(partsText('nothingToCancel', lang), undefined, 409);
    await repo.resetSigners(
      tx,
      targets.map((s) => s.id),
    );
    await recordContractChanges(tx, contractId, user.id, [{ field: 'signature', old_value: names(targets), new_value: null }]);
    await moveContract(tx, contract, 'review', user.id);
  });
}

/**
 * `POST documents/contracts/:id/terminate` (contracts_edit): the contract ends by the parties' will
 * (spec 3 §4 "terminated"), from any state, once; a history row and the live event as any state move.
 */
export async function terminateContract({ db, realtime }: PartsCtx, user: SessionUser, contractId: number, lang: Lang) {
  await db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    if (contract.state === 'terminated') throw new Refusal(partsText('alreadyTerminated', lang), undefined, 409);
    await moveContract(tx, contract, 'terminated', user.id);
  });
  notifyContract(realtime, contractId, user.id, { state: 'terminated' });
  return { id: contractId, state: 'terminated' as const };
}

/** `DELETE documents/contracts/signers/:signerId` (contracts_edit): a waiting signer leaves; the state follows the rest. */
export async function removeSigner(ctx: PartsCtx, user: SessionUser, signerId: number, lang: Lang) {
  const found = await repo.findSigner(ctx.db, signerId);
  if (!found) throw new NotFound();
  return change(ctx, user, found.contract_id, async (tx, contract) => {
    assertOpen(contract, lang);
    const signers = await repo.findSigners(tx, contract.id);
    const signer = signers.find((s) => s.id === signerId);
    if (!signer) throw new NotFound();
    if (signer.state !== 'waiting') throw new Refusal(partsText('signerDone', lang), undefined, 409);
    await repo.deleteSigner(tx, signerId);
    const rest = signers.filter((s) => s.id !== signerId);
    await recordContractChanges(tx, contract.id, user.id, [{ field: 'signers', old_value: names(signers), new_value: names(rest) }]);
    if (contract.state === 'review' || contract.state === 'signed') await moveContract(tx, contract, stateBySigners(rest), user.id);
  });
}
