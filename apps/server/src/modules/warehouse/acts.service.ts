import {
  APPLICATIONS_CHANNEL,
  applicationsListRoom,
  hasPermit,
  objectRoom,
  WAREHOUSE_ACT_STATES,
  WAREHOUSE_CHANNEL,
  type WarehouseAct,
  type WarehouseActInput,
  type WarehouseActsQuery,
  type WarehouseEvent,
  type WarehouseSignature,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { HttpError, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { getCompanyParams } from '../company/index.ts';
import * as repo from './acts.repository.ts';
import { type PositionChange, type PreparedAct, type PreparedLine, postAct } from './acts-posting.service.ts';
import { msg } from './warehouse.messages.ts';
import {
  assertActInput,
  assertMayCancel,
  assertMayReceive,
  assertOnTheWay,
  assertPositionCount,
  mayReadAct,
  returnDateOf,
  type SignRole,
  signRolesOf,
} from './warehouse.policy.ts';
import { renderActPdf } from './warehouse-acts.pdf.ts';

/**
 * Warehouse acts (issue 16): write and post (`POST warehouse/acts`), the transfer's receive and
 * cancel, signatures, the list, the card and the PDF. Every balance change happens here, in one
 * transaction per act. Public for the stocktaking (H2): `postCorrectionAct`, `warehouseActPdf`.
 */

let live: Realtime | undefined;
/** The routes hand their realtime over, so acts posted from other modules (corrections) refresh screens too. */
export const useRealtime = (realtime: Realtime) => {
  live = realtime;
};

/** Realtime after a commit: the warehouse list room, and the applications whose positions moved. */
export function notifyWarehouse(event: WarehouseEvent, positions: PositionChange[] = [], userId: number | null = null) {
  if (!live) return;
  live.emit(objectRoom('warehouse_list', 'all'), WAREHOUSE_CHANNEL, event);
  for (const packId of new Set(positions.map((p) => p.pack_id))) {
    const mine = positions.filter((p) => p.pack_id === packId);
    const payload = { action: 'snab_change', id: packId, snab_ids: mine.map((p) => p.position_id), user_id: userId };
    live.emit(objectRoom('applications', packId), APPLICATIONS_CHANNEL, payload);
    live.emit(applicationsListRoom(), APPLICATIONS_CHANNEL, payload);
  }
}

const today = () => new Date().toISOString().slice(0, 10);
const qty = (n: number) => n.toFixed(3);
const money = (n: number | undefined | null) => (n === undefined || n === null ? null : n.toFixed(2));

async function assertReferences(db: Db, input: WarehouseActInput) {
  const storages = await repo.findStorages(db, [input.storage_id, input.target_storage_id ?? 0]);
  const errors: Record<string, string[]> = {};
  if (!storages.has(input.storage_id)) errors.storage_id = [msg('storageMissing')];
  if (input.target_storage_id && !storages.has(input.target_storage_id)) errors.target_storage_id = [msg('targetMissing')];
  if (input.recipient_id && !(await repo.activeUser(db, input.recipient_id))) errors.recipient_id = [msg('recipientMissing')];
  if (input.project_id && !(await repo.liveProject(db, input.project_id))) errors.project_id = [msg('projectMissing')];
  if (input.application_id && !(await repo.livePack(db, input.application_id))) errors.application_id = [msg('applicationMissing')];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** `POST warehouse/acts`: checks, then posts the act in one transaction (all of it or nothing); answers the card. */
export async function createAct(db: Db, user: SessionUser, input: WarehouseActInput, lang: Lang): Promise<WarehouseAct> {
  const date = input.date ?? today();
  assertActInput(input, date);
  await assertReferences(db, input);
  const act: PreparedAct = {
    kind: input.kind,
    storage_id: input.storage_id,
    target_storage_id: input.kind === 'transfer' ? (input.target_storage_id ?? null) : null,
    recipient_id: input.recipient_id ?? null,
    project_id: input.project_id ?? null,
    application_id: input.application_id ?? null,
    count_id: null,
    date,
    comment: input.comment || null,
    lines: input.lines.map(
      (l): PreparedLine => ({
        nomenclature_id: l.nomenclature_id,
        batch: l.batch ?? '',
        serial: l.serial ?? '',
        quantity: qty(l.quantity),
        sign: 1,
        cost: input.kind === 'input' || input.kind === 'return' ? money(l.cost) : null,
        position_id: input.kind === 'input' ? (l.position_id ?? null) : null,
        holding_id: input.kind === 'return' ? (l.holding_id ?? null) : null,
        size: input.kind === 'output_clothes' ? (l.size ?? null) : null,
        wear_months: input.kind === 'output_clothes' ? (l.wear_months ?? null) : null,
        return_date: input.kind === 'output_clothes' ? returnDateOf(l, date) : null,
      }),
    ),
  };
  // A receipt of application positions takes the position's price when the line has none (acts-posting.service.ts).
  const posted = await db.transaction((tx) => postAct(tx, user, act, lang));
  notifyWarehouse(
    { action: 'act', storage_ids: [act.storage_id, ...(act.target_storage_id ? [act.target_storage_id] : [])], act_id: posted.id },
    posted.positionChanges,
    user.id,
  );
  return (await readAct(db, posted.id))!;
}

export interface CorrectionLine {
  nomenclature_id: number;
  batch?: string | null;
  serial?: string | null;
  /** Counted minus booked: + into stock, − out of it (never below zero). */
  delta: number;
  /** Unit price of a surplus, roubles (else the stored cost stays). */
  cost?: number | null;
}

/**
 * A stocktaking's correction act (H2's control): posts the differences of `count_id` on one
 * storage in one transaction (a shortage larger than the balance refuses the whole act, 422).
 * `db` may be the caller's transaction. Answers the act id.
 */
export async function postCorrectionAct(
  db: Db,
  user: SessionUser,
  input: { storage_id: number; count_id: number; lines: CorrectionLine[] },
  lang: Lang,
): Promise<number> {
  assertPositionCount(input.lines.length);
  if (!(await repo.findStorages(db, [input.storage_id])).has(input.storage_id))
    throw new ValidationFailed({ storage_id: [msg('storageMissing')] });
  const errors: Record<string, string[]> = {};
  input.lines.forEach((l, i) => {
    if (!Number.isFinite(l.delta) || Math.abs(l.delta) < 0.0005 || Math.abs(l.delta) > 1e9) errors[`lines.${i}.delta`] = [msg('deltaZero')];
    if (l.serial && Math.abs(l.delta) !== 1) errors[`lines.${i}.delta`] = [msg('serialOne')];
  });
  if (Object.keys(errors).length || !input.lines.length) throw new ValidationFailed({ lines: [msg('deltaZero')], ...errors });
  const act: PreparedAct = {
    kind: 'correction',
    storage_id: input.storage_id,
    target_storage_id: null,
    recipient_id: null,
    project_id: null,
    application_id: null,
    count_id: input.count_id,
    date: today(),
    comment: null,
    lines: input.lines.map((l) => ({
      nomenclature_id: l.nomenclature_id,
      batch: l.batch ?? '',
      serial: l.serial ?? '',
      quantity: qty(Math.abs(l.delta)),
      sign: l.delta < 0 ? -1 : 1,
      cost: l.delta > 0 ? money(l.cost) : null,
      position_id: null,
      holding_id: null,
      size: null,
      wear_months: null,
      return_date: null,
    })),
  };
  const posted = await db.transaction((tx) => postAct(tx, user, act, lang));
  notifyWarehouse({ action: 'act', storage_ids: [input.storage_id], act_id: posted.id }, [], user.id);
  return posted.id;
}

/** The act's card (no access check). */
export async function readAct(db: Db, id: number): Promise<WarehouseAct | null> {
  const head = await repo.findAct(db, id);
  if (!head) return null;
  const lines = await repo.findLines(db, id);
  return { ...(head as WarehouseAct), lines: lines.map(({ unit_id: _u, ...l }) => l) };
}

async function peopleOf(db: Db, act: { storage_id: number; target_storage_id: number | null }) {
  const storages = await repo.findStorages(db, [act.storage_id, act.target_storage_id ?? 0]);
  return {
    source: storages.get(act.storage_id) ?? null,
    target: act.target_storage_id ? (storages.get(act.target_storage_id) ?? null) : null,
  };
}

/** `GET warehouse/acts/{id}`: warehouse_view, the recipient or the people of its storages; else 404. */
export async function getAct(db: Db, user: SessionUser, id: number): Promise<WarehouseAct> {
  const act = await readAct(db, id);
  if (!act) throw new NotFound();
  const { source, target } = await peopleOf(db, act);
  if (!mayReadAct(user, act, source, target)) throw new NotFound();
  return act;
}

export const listActs = (db: Db, query: WarehouseActsQuery) => repo.listActs(db, query, undefined);

const stateLabel = (state: string, lang: Lang) => {
  const s = WAREHOUSE_ACT_STATES.find((x) => x.value === state);
  return s ? s[lang].toLowerCase() : state;
};

/** `POST warehouse/acts/{id}/receive`: the transfer enters the target storage (its people or a storekeeper). */
export async function receiveTransfer(db: Db, user: SessionUser, id: number, comment: string | undefined, lang: Lang) {
  const result = await db.transaction(async (tx) => {
    const act = await repo.lockAct(tx, id);
    if (!act) throw new NotFound();
    const { source, target } = await peopleOf(tx, act);
    if (!mayReadAct(user, act, source, target)) throw new NotFound();
    assertOnTheWay(act.kind, act.state, stateLabel(act.state, lang));
    assertMayReceive(user, target);
    await moveLines(tx, user, act.id, act.target_storage_id!, 'received');
    await repo.setActState(tx, act.id, 'received', user.id);
    if (comment) await tx.execute(appendComment(act.id, comment));
    return act;
  });
  notifyWarehouse({ action: 'act', storage_ids: [result.storage_id, result.target_storage_id!], act_id: id }, [], user.id);
  return (await readAct(db, id))!;
}

/** `POST warehouse/acts/{id}/cancel`: the goods on the way go back to the source (the sender or a storekeeper). */
export async function cancelTransfer(db: Db, user: SessionUser, id: number, comment: string | undefined, lang: Lang) {
  const result = await db.transaction(async (tx) => {
    const act = await repo.lockAct(tx, id);
    if (!act) throw new NotFound();
    const { source, target } = await peopleOf(tx, act);
    if (!mayReadAct(user, act, source, target) && act.who_add !== user.id) throw new NotFound();
    assertOnTheWay(act.kind, act.state, stateLabel(act.state, lang));
    assertMayCancel(user, act, source);
    await moveLines(tx, user, act.id, act.storage_id, 'moved');
    await repo.setActState(tx, act.id, 'cancelled', null);
    if (comment) await tx.execute(appendComment(act.id, comment));
    return act;
  });
  notifyWarehouse({ action: 'act', storage_ids: [result.storage_id, result.target_storage_id!], act_id: id }, [], user.id);
  return (await readAct(db, id))!;
}

const appendComment = (id: number, comment: string) =>
  sql`update warehouse_acts set comment = concat_ws(E'\n', nullif(comment, ''), ${comment}::text) where id = ${id}`;

/** The transfer's lines into a storage (the target on receipt, the source on cancel), with movements. */
async function moveLines(tx: Db, user: SessionUser, actId: number, storageId: number, kind: 'received' | 'moved') {
  const lines = await repo.findLines(tx, actId);
  for (const l of lines) {
    const key = { storage_id: storageId, nomenclature_id: l.nomenclature_id, batch: l.batch, serial: l.serial };
    await repo.addStock(tx, key, l.quantity.toFixed(3), l.cost === null ? null : l.cost.toFixed(2), l.unit_id);
  }
  await repo.insertMovements(
    tx,
    lines.map((l) => ({
      kind,
      act_id: actId,
      storage_id: storageId,
      nomenclature_id: l.nomenclature_id,
      batch: l.batch,
      serial: l.serial,
      quantity: l.quantity.toFixed(3),
      cost: l.cost === null ? null : l.cost.toFixed(2),
      user_id: user.id,
    })),
  );
}

/** `POST warehouse/acts/{id}/sign`: the storekeeper, the recipient or a transfer's receiver adds a signature. */
export async function signAct(db: Db, user: SessionUser, id: number, role: SignRole | undefined) {
  await db.transaction(async (tx) => {
    const act = await repo.lockAct(tx, id);
    if (!act) throw new NotFound();
    const { source, target } = await peopleOf(tx, act);
    if (!mayReadAct(user, act, source, target)) throw new NotFound();
    const roles = signRolesOf(user, act, source, target);
    const signed = new Set(act.signatures.filter((s) => s.user_id === user.id).map((s) => s.role));
    const open = roles.filter((r) => !signed.has(r) && (!role || r === role));
    if (!open.length) {
      if (roles.length && (!role || roles.includes(role))) throw new HttpError(409, msg('alreadySigned'));
      // A business refusal, not a missing right: the act is readable, the caller holds none of its roles.
      throw new Refusal(msg('mayNotSign'), undefined, 422);
    }
    const signature: WarehouseSignature = { role: open[0], user_id: user.id, name: user.fio, signed_at: toWireMinutes(new Date()) };
    await repo.setSignatures(tx, id, [...act.signatures, signature]);
  });
  notifyWarehouse({ action: 'act', storage_ids: [], act_id: id }, [], user.id);
  return (await readAct(db, id))!;
}

/** `GET warehouse/acts/{id}/pdf`: the printable act (Cyrillic, dd.MM.yyyy, money with ₽, signature lines). */
export async function warehouseActPdf(
  db: Db,
  user: SessionUser,
  id: number,
  lang: Lang,
  timeZone?: string,
): Promise<{ number: string; pdf: Buffer }> {
  const act = await getAct(db, user, id);
  const { source, target } = await peopleOf(db, act);
  const names = await repo.userNames(db, [source?.responsible_id ?? 0, target?.responsible_id ?? 0]);
  const pdf = await renderActPdf(
    act,
    {
      company: String((await getCompanyParams(db)).name ?? ''),
      storekeeper: (source?.responsible_id && names.get(source.responsible_id)) || act.who_add_name,
      receiver: (target?.responsible_id && names.get(target.responsible_id)) || null,
    },
    lang,
    timeZone,
  );
  return { number: act.number, pdf };
}

export const canSeeAll = (user: SessionUser) => hasPermit(user, 'warehouse_view');
