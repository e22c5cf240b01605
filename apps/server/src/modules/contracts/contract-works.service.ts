import {
  CONTRACT_WORK_TYPES,
  type ContractPeriod,
  type ContractWork,
  type ContractWorksAnswer,
  type contractPeriodsQuery,
  type contractWorkCreateBody,
  type contractWorkPatchBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireSeconds } from '../../shared/dates.ts';
import { displayNumber } from '../../shared/display-format.ts';
import { Conflict, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { partsText, periodName } from './contract-parts.messages.ts';
import {
  assertOpen,
  canEditContracts,
  contractLimit,
  contractOr404,
  lockedContract,
  notifyContract,
  type PartsCtx,
  recordContractChanges,
} from './contract-parts.service.ts';
import {
  addMoney,
  displayQuantity,
  fromUnits,
  lineSum,
  money,
  monthsBetween,
  overLimit,
  periodOf,
  quantity,
  remainingQuantity,
  toUnits,
  vatPart,
} from './contract-works.policy.ts';
import * as repo from './contract-works.repository.ts';

/**
 * A contract's works (type 1) and services (type 2): `GET/POST v2_contracts/:id/works`,
 * `PATCH v2_contracts/works/:workId` (`status: 0` deletes). The live works never cost more than
 * the contract's limit (sum + signed agreements' changes); a work in acts keeps at least the
 * quantity done and cannot be deleted. Periods are computed months.
 */

const typeLabel = (type: number, lang: Lang) => CONTRACT_WORK_TYPES.find((t) => t.value === type)?.[lang] ?? String(type);

export function workView(row: repo.WorkRow, lang: Lang): ContractWork {
  return {
    id: row.id,
    contract_id: row.contract_id,
    type: row.type,
    type_label: typeLabel(row.type, lang),
    name: row.name,
    unit: row.unit,
    quantity: quantity(row.quantity),
    price: money(row.price),
    sum: money(row.sum),
    vat: row.vat,
    vat_sum: vatPart(row.sum, row.vat),
    period_id: row.period_id,
    period_name: row.period_id === null ? null : periodName(row.period_id, lang),
    done_quantity: quantity(row.done),
    remaining_quantity: remainingQuantity(row.quantity, row.done),
    version: row.version,
    date_add: toWireSeconds(row.date_add),
  };
}

export async function listWorks(db: Db, user: SessionUser, contractId: number, lang: Lang): Promise<ContractWorksAnswer> {
  await contractOr404(db, contractId);
  const works = await repo.findLiveWorks(db, contractId);
  const limit = await contractLimit(db, contractId);
  const total = addMoney(...works.map((w) => w.sum));
  return {
    contract_id: contractId,
    limit,
    total,
    remainder: limit === null ? null : fromUnits(toUnits(limit, 2) - toUnits(total, 2), 2),
    can_edit: canEditContracts(user),
    works: works.map((w) => workView(w, lang)),
  };
}

/** 422 under `sum` when the live works would cost more than the limit. */
async function assertWithinLimit(tx: Db, contractId: number, sum: string, lang: Lang, exceptId?: number) {
  const before = await repo.liveTotal(tx, contractId, exceptId);
  const limit = await contractLimit(tx, contractId);
  const over = overLimit(addMoney(before, sum), limit, before);
  if (over)
    throw new ValidationFailed({
      sum: [partsText('overLimit', lang, { limit: displayNumber(limit, lang), remainder: displayNumber(over.remainder, lang) })],
    });
}

export async function createWork(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  contractId: number,
  body: z.output<typeof contractWorkCreateBody>,
  lang: Lang,
): Promise<ContractWork> {
  const workId = await db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    assertOpen(contract, lang);
    const sum = lineSum(body.quantity, body.price);
    await assertWithinLimit(tx, contractId, sum, lang);
    const values = { ...body, unit: body.unit ?? null, sum };
    const id = await repo.insertWork(tx, contractId, values, user.id);
    await recordContractChanges(tx, contractId, user.id, [{ field: 'works', old_value: null, new_value: `${body.name}: ${sum}` }]);
    return id;
  });
  notifyContract(realtime, contractId, user.id);
  return workView((await repo.findWork(db, workId))!, lang);
}

export async function patchWork(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  workId: number,
  body: z.output<typeof contractWorkPatchBody>,
  lang: Lang,
): Promise<ContractWorksAnswer> {
  const found = await repo.findWork(db, workId);
  if (found?.status !== 1) throw new NotFound();
  const contractId = found.contract_id;
  await db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    assertOpen(contract, lang);
    const work = (await repo.findWork(tx, workId))!;
    if (work.status !== 1) throw new NotFound();
    if (work.version !== body.version) throw new Conflict();
    if (body.status === 0) {
      if (await repo.workInActs(tx, workId)) throw new Refusal(partsText('workInActs', lang), undefined, 409);
      await repo.updateWork(tx, workId, body.version, { status: 0 }, user.id);
      await recordContractChanges(tx, contractId, user.id, [
        { field: 'works', old_value: `${work.name}: ${money(work.sum)}`, new_value: null },
      ]);
      return;
    }
    const price = body.price ?? body.cost ?? work.price;
    const qty = body.quantity ?? work.quantity;
    if (toUnits(qty, 3) < toUnits(work.done, 3))
      throw new ValidationFailed({ quantity: [partsText('belowDone', lang, { done: displayQuantity(work.done, lang) })] });
    const sum = lineSum(qty, price);
    if (toUnits(sum, 2) > toUnits(work.sum, 2)) await assertWithinLimit(tx, contractId, sum, lang, workId);
    const values = {
      type: body.type ?? work.type,
      name: body.name ?? work.name,
      unit: body.unit === undefined ? work.unit : body.unit,
      quantity: qty,
      price,
      sum,
      vat: body.vat === undefined ? work.vat : body.vat,
      period_id: body.period_id === undefined ? work.period_id : body.period_id,
    };
    if (!(await repo.updateWork(tx, workId, body.version, values, user.id))) throw new Conflict();
    await recordContractChanges(tx, contractId, user.id, [
      { field: 'works', old_value: `${work.name}: ${money(work.sum)}`, new_value: `${values.name}: ${sum}` },
    ]);
  });
  notifyContract(realtime, contractId, user.id);
  return listWorks(db, user, contractId, lang);
}

/**
 * `GET v2_contracts/works/periods`: computed months (no table). With `contract_id`, the
 * contract's months from its start (or date) to its expiry; with `year`, that year; else from
 * January of last year to December of next year.
 */
export async function listPeriods(db: Db, query: z.output<typeof contractPeriodsQuery>, lang: Lang): Promise<ContractPeriod[]> {
  const thisYear = new Date().getUTCFullYear();
  let from = (thisYear - 1) * 100 + 1;
  let to = (thisYear + 1) * 100 + 12;
  if (query.year) {
    from = query.year * 100 + 1;
    to = query.year * 100 + 12;
  } else if (query.contract_id) {
    const contract = await contractOr404(db, query.contract_id);
    const start = contract.start_date ?? contract.date;
    if (start) from = periodOf(start);
    if (contract.expiry_date) to = Math.max(from, periodOf(contract.expiry_date));
    else to = Math.max(from, to);
  }
  return monthsBetween(from, to).map((m) => ({ ...m, name: periodName(m.id, lang) }));
}
