import type { WarehouseActKind } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { displayQuantity } from '../../shared/display-format.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import * as repo from './acts.repository.ts';
import { msg } from './warehouse.messages.ts';
import { actNumber, ISSUING } from './warehouse.policy.ts';

/**
 * Posting an act in its transaction: the head, the lines, then the balances. Decrements are
 * guarded (`quantity >= q` in the update), so a short line throws (422 naming the item and what
 * is left) and the caller's transaction writes nothing.
 */

export interface PreparedLine {
  nomenclature_id: number;
  batch: string;
  serial: string;
  /** Positive; a correction's sign is `sign`. */
  quantity: string;
  sign: 1 | -1;
  cost: string | null;
  position_id: number | null;
  holding_id: number | null;
  size: string | null;
  wear_months: number | null;
  return_date: string | null;
}

export interface PreparedAct {
  kind: WarehouseActKind;
  storage_id: number;
  target_storage_id: number | null;
  recipient_id: number | null;
  project_id: number | null;
  application_id: number | null;
  count_id: number | null;
  date: string;
  comment: string | null;
  lines: PreparedLine[];
}

/** A changed application position (applications realtime after the commit). */
export interface PositionChange {
  pack_id: number;
  position_id: number;
  status: string;
}

const MOVEMENT: Record<WarehouseActKind, string> = {
  input: 'received',
  output: 'issued',
  output_clothes: 'issued',
  transfer: 'on_the_way',
  return: 'returned',
  writeoff: 'written_off',
  correction: 'corrected',
};

const CLOSED_POSITION = new Set(['delete', 'refusal', 'incorrect', 'get_it', 'worked_out']);

const fixed3 = (n: number) => (Math.round(n * 1000) / 1000).toFixed(3);

/** Takes `line.quantity` from a balance or throws 422 «item: left X, needed Y». */
export async function takeOrRefuse(tx: Db, key: repo.StockKey, quantity: string, lang: Lang) {
  const taken = await repo.takeStock(tx, key, quantity);
  if (taken) return taken;
  const left = await repo.stockLeft(tx, key);
  const names = await repo.itemNames(tx, [key.nomenclature_id]);
  const label = [names.get(key.nomenclature_id) ?? `#${key.nomenclature_id}`, key.serial || key.batch].filter(Boolean).join(' ');
  throw new Refusal(msg('notEnough'), { name: label, left: displayQuantity(left, lang), need: displayQuantity(quantity, lang) }, 422);
}

/** Order of the decrements: by key, so two acts over the same lines lock them in the same order. */
const byKey = (a: PreparedLine, b: PreparedLine) =>
  a.nomenclature_id - b.nomenclature_id || a.batch.localeCompare(b.batch) || a.serial.localeCompare(b.serial);

/** Checks and locks the application positions an input act receives; answers their new statuses. */
async function receivePositions(tx: Db, act: PreparedAct, userId: number, lang: Lang): Promise<PositionChange[]> {
  const ids = [...new Set(act.lines.map((l) => l.position_id).filter((id): id is number => id !== null))];
  if (!ids.length) return [];
  if (!act.application_id || !(await repo.livePack(tx, act.application_id)))
    throw new ValidationFailed({ application_id: [msg('applicationMissing')] });
  const positions = await repo.lockPositions(tx, ids);
  const before = await repo.receivedOf(tx, ids);
  const changes: PositionChange[] = [];
  for (const id of ids) {
    const p = positions.get(id);
    if (!p || p.pack_id !== act.application_id) throw new ValidationFailed({ lines: [msg('positionMissing')] });
    if (CLOSED_POSITION.has(p.status)) throw new Refusal(msg('positionClosed'), { status: p.status }, 422);
    const now = act.lines.filter((l) => l.position_id === id).reduce((s, l) => s + Number(l.quantity), 0);
    const had = before.get(id) ?? 0;
    const total = Number(p.quantity);
    if (had + now > total + 1e-9)
      throw new Refusal(
        msg('positionTooMuch'),
        { number: p.number || p.id, left: displayQuantity(fixed3(Math.max(0, total - had)), lang) },
        422,
      );
    for (const l of act.lines) if (l.position_id === id && l.cost === null && p.cost !== null) l.cost = p.cost;
    const status = had + now >= total - 1e-9 ? 'get_it' : 'in_stock';
    if (status !== p.status) {
      await repo.setPositionStatus(tx, id, status, p.status);
      await recordChanges(tx, 'applications', p.pack_id, userId, [{ field: `snab.${id}.status`, old_value: p.status, new_value: status }]);
      changes.push({ pack_id: p.pack_id, position_id: id, status });
    }
  }
  return changes;
}

/** Posts a prepared act inside `tx`; answers the act id, the storages touched and the positions changed. */
export async function postAct(tx: Db, user: SessionUser, act: PreparedAct, lang: Lang) {
  const items = await repo.findItems(
    tx,
    act.lines.map((l) => l.nomenclature_id),
  );
  const missing = act.lines.findIndex((l) => !items.has(l.nomenclature_id));
  if (missing >= 0) throw new ValidationFailed({ [`lines.${missing}.nomenclature_id`]: [msg('itemMissing')] });

  // Returns: the holding decides the item, batch and serial, and how much may come back.
  const holdings =
    act.kind === 'return'
      ? await repo.lockHoldings(
          tx,
          act.lines.map((l) => l.holding_id ?? 0),
        )
      : new Map();
  if (act.kind === 'return') {
    const back = new Map<number, number>();
    act.lines.forEach((line, i) => {
      const h = holdings.get(line.holding_id ?? 0);
      if (!h) throw new ValidationFailed({ [`lines.${i}.holding_id`]: [msg('holdingMissing')] });
      if (act.recipient_id && h.user_id !== act.recipient_id)
        throw new ValidationFailed({ [`lines.${i}.holding_id`]: [msg('holdingOther')] });
      if (h.nomenclature_id !== line.nomenclature_id) throw new ValidationFailed({ [`lines.${i}.holding_id`]: [msg('holdingItem')] });
      Object.assign(line, { batch: h.batch, serial: h.serial, cost: line.cost ?? h.cost });
      const sum = (back.get(h.id) ?? 0) + Number(line.quantity);
      back.set(h.id, sum);
      const left = Number(h.quantity) - Number(h.returned);
      if (sum > left + 1e-9)
        throw new Refusal(
          msg('returnTooMuch'),
          { name: items.get(h.nomenclature_id)!.name, left: displayQuantity(fixed3(left), lang) },
          422,
        );
    });
  }

  const actId = await repo.insertAct(
    tx,
    {
      kind: act.kind,
      state: act.kind === 'transfer' ? 'on_the_way' : 'done',
      date: act.date,
      storage_id: act.storage_id,
      target_storage_id: act.target_storage_id,
      recipient_id: act.recipient_id,
      project_id: act.project_id,
      application_id: act.application_id,
      count_id: act.count_id,
      comment: act.comment,
      who_add: user.id,
    },
    (id) => actNumber(act.kind, id),
  );
  const positionChanges = act.kind === 'input' ? await receivePositions(tx, act, user.id, lang) : [];

  // Balances: decrements in key order first (a short one stops everything before any write of stock).
  const costs = new Map<PreparedLine, string | null>();
  const key = (l: PreparedLine): repo.StockKey => ({
    storage_id: act.storage_id,
    nomenclature_id: l.nomenclature_id,
    batch: l.batch,
    serial: l.serial,
  });
  const outgoing = act.lines.filter((l) =>
    act.kind === 'correction' ? l.sign < 0 : ['output', 'output_clothes', 'transfer', 'writeoff'].includes(act.kind),
  );
  for (const line of [...outgoing].sort(byKey)) costs.set(line, (await takeOrRefuse(tx, key(line), line.quantity, lang)).cost);
  for (const line of act.lines) {
    if (outgoing.includes(line)) continue;
    const stored = await repo.addStock(tx, key(line), line.quantity, line.cost, items.get(line.nomenclature_id)!.unit_id);
    if (line.serial && Number(stored.quantity) > 1) {
      throw new Refusal(msg('serialTaken'), { name: items.get(line.nomenclature_id)!.name, serial: line.serial }, 422);
    }
    costs.set(line, line.cost);
  }

  const lineIds = await repo.insertLines(
    tx,
    act.lines.map((l) => ({
      act_id: actId,
      nomenclature_id: l.nomenclature_id,
      batch: l.batch,
      serial: l.serial,
      unit_id: items.get(l.nomenclature_id)!.unit_id,
      quantity: l.sign < 0 ? `-${l.quantity}` : l.quantity,
      cost: costs.get(l) ?? null,
      position_id: l.position_id,
      holding_id: l.holding_id,
      size: l.size,
      wear_months: l.wear_months,
      return_date: l.return_date,
    })),
  );
  await repo.insertMovements(
    tx,
    act.lines.map((l) => ({
      kind: MOVEMENT[act.kind],
      act_id: actId,
      storage_id: act.storage_id,
      nomenclature_id: l.nomenclature_id,
      batch: l.batch,
      serial: l.serial,
      quantity: (outgoing.includes(l) ? '-' : '') + l.quantity,
      cost: costs.get(l) ?? null,
      holder_id: act.kind === 'return' ? (holdings.get(l.holding_id ?? 0)?.user_id ?? null) : act.recipient_id,
      project_id: act.project_id,
      user_id: user.id,
    })),
  );
  if (ISSUING.includes(act.kind)) {
    await repo.insertHoldings(
      tx,
      act.lines.map((l, i) => ({
        user_id: act.recipient_id,
        project_id: act.project_id,
        act_id: actId,
        line_id: lineIds[i],
        storage_id: act.storage_id,
        nomenclature_id: l.nomenclature_id,
        batch: l.batch,
        serial: l.serial,
        quantity: l.quantity,
        size: l.size,
        return_date: l.return_date,
      })),
    );
  }
  if (act.kind === 'return') for (const l of act.lines) await repo.addReturned(tx, l.holding_id!, l.quantity);
  return { id: actId, storageIds: [act.storage_id], positionChanges };
}
