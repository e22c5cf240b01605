import {
  EQUIPMENT_ACTS_CHANNEL,
  EQUIPMENT_ACTS_MODULE,
  type EquipmentActBody,
  type EquipmentActCard,
  type EquipmentActEvent,
  type EquipmentActKind,
  type EquipmentActRole,
  type EquipmentActRow,
  type EquipmentActState,
  type EquipmentActsHistory,
  type EquipmentActsPage,
  type EquipmentCondition,
  equipmentActNumber,
  type equipmentActsQuery,
  hasPermit,
  objectRoom,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { DEFAULT_TIME_ZONE, displayNumber } from '../../shared/display-format.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import { registerObjectAccess } from '../objects/index.ts';
import { actsText } from './equipment-acts.messages.ts';
import { actDocument } from './equipment-acts.pdf.ts';
import { departmentName, holderOf, isHolder, signableRoles } from './equipment-acts.policy.ts';
import * as repo from './equipment-acts.repository.ts';

/**
 * Equipment handover acts (`/tech/acts`, issue 16; spec 1 §2 `/tech [tech_view]`): an output
 * act hands a free machine to a driver (the card's driver) or a department, an input act takes
 * it back from the current holder; both raise the machine's run to the odometer (never below it)
 * in the same transaction, with history rows on the machine. The giver and the receiver sign.
 */

export const TECH_PERMIT = 'tech_view';

interface Ctx {
  db: Db;
  realtime: Realtime;
}

const label = (name: string, board: string | null) => (board ? `${name} (${board})` : name);

/** Today in the company's zone, yyyy-MM-dd. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date());

type Row = Awaited<ReturnType<typeof repo.listActs>>[number];

function rowOf(r: Row): EquipmentActRow {
  const department = r.holder_id === null;
  return {
    id: r.id,
    number: equipmentActNumber(r.id),
    kind: r.kind as EquipmentActKind,
    date: r.date,
    equipment: { value: r.equipment_id, label: label(r.equipment_name, r.board_number) },
    holder: {
      kind: department ? 'department' : 'user',
      user_id: r.holder_id,
      name: department ? departmentName(r.department, r.organization_name) : (r.holder_fio ?? ''),
      organization: r.organization_id === null ? null : { value: r.organization_id, label: r.organization_name ?? '' },
      department: r.department,
      act_id: r.id,
    },
    condition: r.condition as EquipmentCondition,
    odometer: r.odometer,
    state: r.state as EquipmentActState,
    who_add_fio: r.who_add_fio,
    date_add: toWireMinutes(r.date_add),
  };
}

/** `GET tech/acts`: newest first, keyset pages. */
export async function listActs(db: Db, query: z.output<typeof equipmentActsQuery>): Promise<EquipmentActsPage> {
  const rows = await repo.listActs(db, query);
  const page = rows.slice(0, query.limit);
  return { items: page.map(rowOf), next_cursor: rows.length > query.limit ? page[page.length - 1].id : null };
}

/** The act, for tech_view or its giver or receiver; 404 otherwise. */
async function loadAct(db: Db, user: SessionUser, id: number) {
  const act = await repo.findAct(db, id);
  if (!act || !(hasPermit(user, TECH_PERMIT) || act.giver_id === user.id || act.receiver_id === user.id)) throw new NotFound();
  return act;
}

/** `GET tech/acts/{id}`: the act with its signatures and what the caller may do. */
export async function getAct(db: Db, user: SessionUser, id: number): Promise<EquipmentActCard> {
  const act = await loadAct(db, user, id);
  const stamp = (d: Date | null) => (d ? toWireMinutes(d) : null);
  return {
    ...rowOf(act),
    condition_comment: act.condition_comment,
    comment: act.comment,
    representative: act.holder_id === null ? (act.kind === 'output' ? act.receiver_name : act.giver_name) : null,
    signatures: [
      { role: 'giver', user_id: act.giver_id, name: act.giver_name, signed_at: stamp(act.giver_signed_at) },
      { role: 'receiver', user_id: act.receiver_id, name: act.receiver_name, signed_at: stamp(act.receiver_signed_at) },
    ],
    can_sign: signableRoles(act, user.id),
    can_edit_photos: act.state === 'signing',
  };
}

async function holderNow(db: Db, equipmentId: number) {
  const machine = await repo.findMachine(db, equipmentId);
  if (machine?.status !== 1) return null;
  return { machine, holder: holderOf(machine, await repo.findLastAct(db, equipmentId)) };
}

/** `GET equipment/{id}/acts`: the current holder, the run and the machine's acts (the newest 200). */
export async function machineActs(db: Db, equipmentId: number): Promise<EquipmentActsHistory> {
  const now = await holderNow(db, equipmentId);
  if (!now) throw new NotFound();
  const rows = await repo.listActs(db, { equipment_id: equipmentId, limit: 199 });
  return { holder: now.holder, run: now.machine.run, items: rows.map(rowOf) };
}

/** `POST tech/acts`: checks the holder rules and the odometer, writes the act and moves the machine. */
export async function createAct({ db, realtime }: Ctx, user: SessionUser, body: EquipmentActBody, lang: Lang): Promise<EquipmentActCard> {
  const id = await db.transaction(async (tx) => {
    const machine = await repo.lockMachine(tx, body.equipment_id);
    if (machine?.status !== 1) throw new ValidationFailed({ equipment_id: ['equipmentActs.equipmentUnknown'] });
    const driver = machine.driver_id === null ? undefined : await repo.findUser(tx, machine.driver_id);
    const holder = holderOf({ driver_id: machine.driver_id, driver_fio: driver?.fio ?? null }, await repo.findLastAct(tx, machine.id));

    const person = body.holder_id === undefined ? undefined : await repo.findUser(tx, body.holder_id);
    if (body.holder_id !== undefined && person?.status !== 1 && !(holder?.user_id === body.holder_id && body.kind === 'input'))
      throw new ValidationFailed({ holder_id: ['equipmentActs.holderUnknown'] });
    const org = body.organization_id === undefined ? undefined : await repo.findOrganization(tx, body.organization_id);
    if (body.organization_id !== undefined && org?.status !== 1)
      throw new ValidationFailed({ organization_id: ['equipmentActs.organizationUnknown'] });

    if (body.kind === 'output' && holder) throw new Refusal('equipmentActs.alreadyHeld', { holder: holder.name }, 422);
    if (body.kind === 'input' && !holder) throw new Refusal('equipmentActs.notHeld', undefined, 422);
    if (body.kind === 'input' && holder && !isHolder(holder, body))
      throw new Refusal('equipmentActs.notHolder', { holder: holder.name }, 422);
    if (body.odometer !== undefined && body.odometer < machine.run)
      throw new ValidationFailed({
        odometer: [actsText('equipmentActs.odometerBelowRun', lang, { run: displayNumber(machine.run, lang, 0) })],
      });

    const department = departmentName(body.department ?? null, org?.name ?? null);
    const other = person ? { id: person.id, name: person.fio } : { id: null, name: body.representative ?? department };
    const me = { id: user.id, name: user.fio };
    const [giver, receiver] = body.kind === 'output' ? [me, other] : [other, me];
    const actId = await repo.insertAct(tx, {
      who_add: user.id,
      kind: body.kind,
      date: body.date ?? today(),
      equipment_id: machine.id,
      holder_id: body.holder_id ?? null,
      department: body.department ?? null,
      organization_id: body.organization_id ?? null,
      condition: body.condition,
      condition_comment: body.condition_comment ?? null,
      odometer: body.odometer ?? null,
      comment: body.comment ?? null,
      giver_id: giver.id,
      giver_name: giver.name,
      receiver_id: receiver.id,
      receiver_name: receiver.name,
    });
    const driverId = body.kind === 'output' ? (body.holder_id ?? null) : null;
    const run = body.odometer === undefined ? machine.run : Math.max(machine.run, body.odometer);
    await repo.setHolderAndRun(tx, machine.id, driverId, body.odometer ?? null, user.id);
    await recordChanges(tx, 'equipment', machine.id, user.id, [
      { field: 'driver_id', old_value: machine.driver_id, new_value: driverId },
      { field: 'run', old_value: machine.run, new_value: run },
      { field: 'act', old_value: null, new_value: equipmentActNumber(actId) },
    ]);
    return actId;
  });
  notify(realtime, { action: 'create', id, equipment_id: body.equipment_id, user_id: user.id }, true);
  return getAct(db, user, id);
}

/** `POST tech/acts/{id}/sign`: the caller's own role(s), or the one named. */
export async function signAct({ db, realtime }: Ctx, user: SessionUser, id: number, role: EquipmentActRole | undefined) {
  const act = await loadAct(db, user, id);
  const roles = signableRoles(act, user.id).filter((r) => role === undefined || r === role);
  if (roles.length === 0) {
    const signed = signableRoles({ ...act, giver_signed_at: null, receiver_signed_at: null }, user.id).length > 0;
    throw new Refusal(signed ? 'equipmentActs.alreadySigned' : 'equipmentActs.notSigner', undefined, signed ? 409 : 422);
  }
  await repo.stampSignatures(db, id, roles.includes('giver'), roles.includes('receiver'));
  notify(realtime, { action: 'sign', id, equipment_id: act.equipment_id, user_id: user.id }, false);
  return getAct(db, user, id);
}

/** `GET tech/acts/{id}/pdf`: the printable act. */
export async function printAct(db: Db, user: SessionUser, id: number, lang: Lang) {
  const act = await loadAct(db, user, id);
  const number = equipmentActNumber(act.id);
  const pdf = await actDocument(
    {
      ...rowOf(act),
      s_n: act.s_n,
      condition_comment: act.condition_comment,
      comment: act.comment,
      signatures: [
        { role: 'giver', name: act.giver_name, signed_at: act.giver_signed_at },
        { role: 'receiver', name: act.receiver_name, signed_at: act.receiver_signed_at },
      ],
    },
    lang,
  );
  return { pdf, fileName: `act-${number.replace(/\D/g, '')}.pdf` };
}

/** Open screens refresh: the acts list and card, and (on a new act) the machine's card and the equipment list. */
function notify(realtime: Realtime, event: EquipmentActEvent, machineChanged: boolean) {
  realtime.emit(objectRoom(`${EQUIPMENT_ACTS_MODULE}_list`, 'all'), EQUIPMENT_ACTS_CHANNEL, event);
  realtime.emit(objectRoom(EQUIPMENT_ACTS_MODULE, event.id), EQUIPMENT_ACTS_CHANNEL, event);
  if (!machineChanged) return;
  // user_id null: the author's own equipment card refreshes too (its driver and run changed).
  const changed: RegistryEvent = { action: 'update', id: event.equipment_id, user_id: null };
  realtime.emit(registryRecordRoom('equipment', event.equipment_id), registryChannel('equipment'), changed);
  realtime.emit(registryListRoom('equipment'), registryChannel('equipment'), changed);
}

/** Photos of an act (attachments `equipment_acts`) and its realtime rooms: tech_view; photos change while it awaits signatures. */
export function registerActsAccess(db: Db, realtime: Realtime) {
  registerObjectAccess(EQUIPMENT_ACTS_MODULE, {
    read: async (user, id) => hasPermit(user, TECH_PERMIT) && (await repo.actExists(db, id)),
    edit: async (user, id) => hasPermit(user, TECH_PERMIT) && (await repo.findAct(db, id))?.state === 'signing',
  });
  realtime.guardModule(`${EQUIPMENT_ACTS_MODULE}_list`, async (user, id) => id === 'all' && hasPermit(user, TECH_PERMIT));
}
