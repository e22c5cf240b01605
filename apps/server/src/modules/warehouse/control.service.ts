import {
  type Count,
  type CountCreate,
  type CountLine,
  type CountLinesPatch,
  type CountRow,
  type CountScan,
  type CountsQuery,
  WAREHOUSE_MAX_POSITIONS,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { postCorrectionAct } from './acts.service.ts';
import * as repo from './control.repository.ts';
import { liveItem, liveStorage } from './markers.repository.ts';
import { identifyCode } from './markers.service.ts';
import { extraKey, extraText } from './warehouse-extra.messages.ts';
import { num, numOrNull } from './warehouse-extra.sql.ts';

/**
 * Control (stocktaking, issue 16): a count of a storage opens with the books' balances as
 * `expected`; the storekeeper sets counted quantities (by hand or by scanning markers, serials,
 * articles); closing posts the differences (counted − expected) as correction acts through the
 * acts' `postCorrectionAct` (one act per storage of the count, at most 50 lines each) and closes
 * the count, all in one transaction. Lines not counted stay as expected unless `zero_uncounted`.
 */

const numberOf = (id: number) => extraText('control.number', 'ru', { id: String(id).padStart(6, '0') });

function toCountRow(r: repo.CountDbRow): CountRow {
  return {
    id: r.id,
    number: numberOf(r.id),
    storage_id: r.storage_id,
    storage_name: r.storage_name,
    nested: r.nested,
    state: r.state,
    comment: r.comment,
    created_by: r.created_by,
    created_by_name: r.created_by_name,
    created_at: toWireMinutes(new Date(r.created_at)),
    closed_at: r.closed_at ? toWireMinutes(new Date(r.closed_at)) : null,
    closed_by_name: r.closed_by_name,
    act_id: r.act_id,
    act_number: r.act_number,
    lines_count: r.lines_count,
    counted_count: r.counted_count,
    differences_count: r.differences_count,
  };
}

export const countRowOf = toCountRow;

function toLine(r: repo.CountLineDbRow): CountLine {
  const expected = num(r.expected);
  const counted = numOrNull(r.counted);
  return {
    id: r.id,
    storage_id: r.storage_id,
    storage_name: r.storage_name,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    article: r.article,
    unit_name: r.unit_name,
    batch: r.batch,
    serial: r.serial,
    expected,
    counted,
    difference: counted === null ? 0 : Math.round((counted - expected) * 1000) / 1000,
    cost: numOrNull(r.cost),
  };
}

export async function openCount(db: Db, user: SessionUser, input: CountCreate): Promise<Count> {
  if (!(await liveStorage(db, input.storage_id))) throw new ValidationFailed({ storage_id: ['warehouse.storageMissing'] });
  const id = await db.transaction(async (tx) => {
    const open = await repo.findOpenCountOf(tx, input.storage_id);
    if (open) throw new Refusal(extraKey('control.alreadyOpen'), { id: numberOf(open.id) }, 409);
    return repo.insertCount(tx, {
      storage_id: input.storage_id,
      nested: input.nested ?? false,
      comment: input.comment || null,
      created_by: user.id,
    });
  });
  return getCount(db, id);
}

export async function listCounts(db: Db, q: CountsQuery) {
  const rows = await repo.findCountsPage(db, q);
  return { items: rows.map(toCountRow), total: rows[0]?.total ?? 0 };
}

export async function getCount(db: Db, id: number): Promise<Count> {
  const head = await repo.findCount(db, id);
  if (!head) throw new NotFound();
  const lines = await repo.findLines(db, id);
  return { ...toCountRow(head), lines: lines.map(toLine) };
}

async function lockOpen(tx: Db, id: number) {
  const count = await repo.lockCount(tx, id);
  if (!count) throw new NotFound();
  if (count.state !== 'open') throw new Refusal(extraKey('control.closed'), undefined, 409);
  return count;
}

export async function patchLines(db: Db, id: number, input: CountLinesPatch): Promise<Count> {
  await db.transaction(async (tx) => {
    const count = await lockOpen(tx, id);
    const ids = [...new Set(input.lines.map((l) => l.id))];
    const found = new Set(await repo.findLineIds(tx, id, ids));
    const lost = ids.filter((lineId) => !found.has(lineId));
    if (lost.length) throw new ValidationFailed({ lines: [extraKey('control.lineMissing')] });
    for (const line of input.lines) await repo.setCounted(tx, line.id, line.counted);
    for (const [i, add] of input.add.entries()) {
      const storageId = add.storage_id ?? count.storage_id;
      if (storageId !== count.storage_id && !(await repo.storageInScope(tx, count, storageId)))
        throw new ValidationFailed({ [`add.${i}.storage_id`]: [extraKey('control.storageOutside')] });
      if (!(await liveItem(tx, add.nomenclature_id)))
        throw new ValidationFailed({ [`add.${i}.nomenclature_id`]: ['warehouse.itemMissing'] });
      const key = { storage_id: storageId, nomenclature_id: add.nomenclature_id, batch: add.batch ?? '', serial: add.serial ?? '' };
      await repo.upsertLine(tx, id, key, add.counted);
    }
  });
  return getCount(db, id);
}

/** A scanned code adds `quantity` to its line (a new line, expected 0, when the count has none). */
export async function scan(db: Db, id: number, input: CountScan) {
  const item = await identifyCode(db, input.code);
  const { lineId, added } = await db.transaction(async (tx) => {
    const count = await lockOpen(tx, id);
    const existing = await repo.findScanLine(tx, id, count.storage_id, item);
    if (existing) {
      await repo.addCounted(tx, existing, input.quantity);
      return { lineId: existing, added: false };
    }
    const key = { storage_id: count.storage_id, nomenclature_id: item.nomenclature_id, batch: item.batch, serial: item.serial };
    return { lineId: await repo.upsertLine(tx, id, key, input.quantity), added: true };
  });
  const line = await repo.findLine(db, lineId);
  return { line: toLine(line!), added };
}

/** Closes the count: the differences become correction acts; answers the act ids (none when nothing differed). */
export async function closeCount(db: Db, user: SessionUser, id: number, zeroUncounted: boolean, lang: Lang) {
  const actIds = await db.transaction(async (tx) => {
    await lockOpen(tx, id);
    const lines = (await repo.findLines(tx, id)).map(toLine);
    const byStorage = new Map<number, { nomenclature_id: number; batch: string; serial: string; delta: number; cost: number | null }[]>();
    for (const l of lines) {
      const counted = l.counted ?? (zeroUncounted ? 0 : l.expected);
      const delta = Math.round((counted - l.expected) * 1000) / 1000;
      if (delta === 0) continue;
      const list = byStorage.get(l.storage_id) ?? [];
      list.push({ nomenclature_id: l.nomenclature_id, batch: l.batch, serial: l.serial, delta, cost: l.cost });
      byStorage.set(l.storage_id, list);
    }
    const ids: number[] = [];
    for (const [storageId, list] of byStorage)
      for (let i = 0; i < list.length; i += WAREHOUSE_MAX_POSITIONS)
        ids.push(
          await postCorrectionAct(
            tx,
            user,
            { storage_id: storageId, count_id: id, lines: list.slice(i, i + WAREHOUSE_MAX_POSITIONS) },
            lang,
          ),
        );
    await repo.closeCount(tx, id, user.id, ids[0] ?? null);
    return ids;
  });
  return { id, act_id: actIds[0] ?? null, act_ids: actIds };
}
