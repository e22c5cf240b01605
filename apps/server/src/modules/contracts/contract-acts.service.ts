import type { ContractAct, ContractActsAnswer, contractActCreateBody, contractActPatchBody } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireSeconds } from '../../shared/dates.ts';
import { Conflict, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { actDocument } from './contract-acts.pdf.ts';
import * as acts from './contract-acts.repository.ts';
import { partsText, periodName } from './contract-parts.messages.ts';
import { findParties } from './contract-parts.repository.ts';
import {
  type ContractHead,
  canEditContracts,
  contractOr404,
  lockedContract,
  notifyContract,
  type PartsCtx,
  recordContractChanges,
} from './contract-parts.service.ts';
import { addMoney, displayQuantity, fromUnits, lineSum, money, quantity, toUnits } from './contract-works.policy.ts';
import * as works from './contract-works.repository.ts';

/**
 * Acts of completed work (`v2_contracts/:id/acts/works`): for a signed contract with works, one
 * month each; its lines are the contract's works with the quantity done, never more than what
 * remains of a work (other acts counted). A draft act is edited and deleted; a signed one is frozen.
 */

export function actView(row: acts.ActRow, lines: acts.ActLineRow[], lang: Lang): ContractAct {
  return {
    id: row.id,
    contract_id: row.contract_id,
    number: row.number,
    date: row.date,
    period_id: row.period_id,
    period_name: periodName(row.period_id, lang),
    comment: row.comment,
    state: row.state === 'signed' ? 'signed' : 'draft',
    total: money(row.total),
    lines: lines
      .filter((l) => l.act_id === row.id)
      .map((l) => ({
        id: l.id,
        work_id: l.work_id,
        type: l.type,
        name: l.name,
        unit: l.unit,
        quantity: quantity(l.quantity),
        price: money(l.price),
        sum: money(l.sum),
      })),
    version: row.version,
    date_add: toWireSeconds(row.date_add),
    who_add_fio: row.who_add_fio,
  };
}

export async function listActs(db: Db, user: SessionUser, contractId: number, lang: Lang): Promise<ContractActsAnswer> {
  await contractOr404(db, contractId);
  const rows = await acts.findActs(db, contractId);
  const lines = await acts.findLines(
    db,
    rows.map((r) => r.id),
  );
  return {
    contract_id: contractId,
    total: addMoney(...rows.map((r) => r.total)),
    can_edit: canEditContracts(user),
    acts: rows.map((r) => actView(r, lines, lang)),
  };
}

async function oneAct(db: Db, actId: number, lang: Lang): Promise<ContractAct> {
  const row = await acts.findAct(db, actId);
  if (!row) throw new NotFound();
  return actView(row, await acts.findLines(db, [actId]), lang);
}

type Lines = { work_id: number; quantity: string }[];

/** The act's lines checked against the contract's works and what remains of each (422 under `lines`). */
async function checkedLines(tx: Db, contractId: number, lines: Lines, lang: Lang, exceptActId?: number): Promise<acts.LineValues[]> {
  const ids = lines.map((l) => l.work_id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new ValidationFailed({ lines: [partsText('actWorkTwice', lang, { ids: [...new Set(twice)].join(', ') })] });
  const found = await works.findLiveWorksByIds(tx, contractId, ids);
  const unknown = ids.filter((id) => !found.some((w) => w.id === id));
  if (unknown.length) throw new ValidationFailed({ lines: [partsText('actWorkUnknown', lang, { ids: unknown.join(', ') })] });
  const done = await acts.doneByWork(tx, contractId, exceptActId);
  const problems: string[] = [];
  const out = lines.map((line) => {
    const work = found.find((w) => w.id === line.work_id)!;
    const remaining = toUnits(work.quantity, 3) - toUnits(done.get(work.id) ?? '0', 3);
    if (toUnits(line.quantity, 3) > remaining)
      problems.push(
        partsText('actOverQuantity', lang, {
          name: work.name,
          remaining: displayQuantity(fromUnits(remaining, 3), lang),
          unit: work.unit ?? '',
          quantity: displayQuantity(line.quantity, lang),
        }),
      );
    return { work_id: work.id, quantity: line.quantity, price: work.price, sum: lineSum(line.quantity, work.price) };
  });
  if (problems.length) throw new ValidationFailed({ lines: problems });
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);

async function assertActable(tx: Db, contract: ContractHead, lang: Lang) {
  if (contract.state !== 'signed') throw new Refusal(partsText('actNeedsSigned', lang), undefined, 409);
  if ((await works.findLiveWorks(tx, contract.id)).length === 0) throw new ValidationFailed({ lines: [partsText('actNoWorks', lang)] });
}

export async function createAct(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  contractId: number,
  body: z.output<typeof contractActCreateBody>,
  lang: Lang,
): Promise<ContractAct> {
  const actId = await db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    await assertActable(tx, contract, lang);
    const lines = await checkedLines(tx, contractId, body.lines, lang);
    const number = body.number ?? `${contract.number}-${(await acts.countActs(tx, contractId)) + 1}`;
    const total = addMoney(...lines.map((l) => l.sum));
    const values = { number, date: body.date ?? today(), period_id: body.period_id, comment: body.comment ?? null, total };
    const id = await acts.insertAct(tx, contractId, values, user.id);
    await acts.replaceLines(tx, id, lines);
    await recordContractChanges(tx, contractId, user.id, [{ field: 'acts', old_value: null, new_value: `№ ${number}: ${total}` }]);
    return id;
  });
  notifyContract(realtime, contractId, user.id);
  return oneAct(db, actId, lang);
}

/** A draft act of a live contract, locked with its contract (404 / 409 signed / 409 stale). */
async function draftAct(tx: Db, actId: number, version: number | undefined, lang: Lang) {
  const act = await acts.findAct(tx, actId);
  if (!act) throw new NotFound();
  const contract = await lockedContract(tx, act.contract_id);
  if (act.state === 'signed') throw new Refusal(partsText('actSigned', lang), undefined, 409);
  if (version !== undefined && act.version !== version) throw new Conflict();
  return { act, contract };
}

export async function patchAct(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  actId: number,
  body: z.output<typeof contractActPatchBody>,
  lang: Lang,
): Promise<ContractAct> {
  const contractId = await db.transaction(async (tx) => {
    const { act, contract } = await draftAct(tx, actId, body.version, lang);
    const values: Partial<acts.ActValues> & { state?: string; date_sign?: Date; who_sign?: number } = {};
    if (body.number !== undefined) values.number = body.number;
    if (body.date !== undefined) values.date = body.date;
    if (body.period_id !== undefined) values.period_id = body.period_id;
    if (body.comment !== undefined) values.comment = body.comment;
    if (body.lines) {
      const lines = await checkedLines(tx, contract.id, body.lines, lang, actId);
      values.total = addMoney(...lines.map((l) => l.sum));
      await acts.replaceLines(tx, actId, lines);
    }
    if (body.signed === 1) Object.assign(values, { state: 'signed', date_sign: new Date(), who_sign: user.id });
    if (!(await acts.updateAct(tx, actId, body.version, values, user.id))) throw new Conflict();
    await recordContractChanges(tx, contract.id, user.id, [
      {
        field: 'acts',
        old_value: `№ ${act.number}: ${money(act.total)}`,
        new_value: `№ ${values.number ?? act.number}: ${values.total ?? money(act.total)}`,
      },
      ...(body.signed === 1 ? [{ field: 'act_signed', old_value: null, new_value: `№ ${values.number ?? act.number}` }] : []),
    ]);
    return contract.id;
  });
  notifyContract(realtime, contractId, user.id);
  return oneAct(db, actId, lang);
}

export async function deleteAct({ db, realtime }: PartsCtx, user: SessionUser, actId: number, lang: Lang): Promise<{ id: number }> {
  const contractId = await db.transaction(async (tx) => {
    const { act, contract } = await draftAct(tx, actId, undefined, lang);
    await acts.deleteAct(tx, actId);
    await recordContractChanges(tx, contract.id, user.id, [
      { field: 'acts', old_value: `№ ${act.number}: ${money(act.total)}`, new_value: null },
    ]);
    return contract.id;
  });
  notifyContract(realtime, contractId, user.id);
  return { id: actId };
}

/** `GET v2_contracts/acts/:actId/pdf`: the printable act (404 unknown; 422 an act without works). */
export async function printAct(db: Db, actId: number, lang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
  const act = await acts.findAct(db, actId);
  if (!act) throw new NotFound();
  const contract = await contractOr404(db, act.contract_id);
  const lines = await acts.findLines(db, [actId]);
  if (lines.length === 0) throw new ValidationFailed({ lines: [partsText('actNoWorks', lang)] });
  const parties = await findParties(db, contract.organization_id, contract.contractor_id);
  const pdf = await actDocument({ ...act, contract, parties, lines }, lang);
  return { pdf, fileName: `act-${act.id}.pdf` };
}
