import type { ContractEquipmentList, contractEquipmentCreateBody, contractEquipmentPatchBody, EquipmentOwner } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { equipmentExists } from '../equipment/index.ts';
import * as repo from './contract-equipment.repository.ts';
import { partsText } from './contract-parts.messages.ts';
import {
  assertOpen,
  canEditContracts,
  contractOr404,
  lockedContract,
  notifyContract,
  type PartsCtx,
  recordContractChanges,
} from './contract-parts.service.ts';

/**
 * Equipment attached to a contract (`documents/contracts/:id/equipment`): a machine of the
 * equipment registry from a start date (required, spec 3 §5) to an optional end date; the same
 * machine twice on a contract only for dates that do not meet. `v2_contracts/equipment/:id/owners`
 * answers the contractors holding a machine today.
 */

const today = () => new Date().toISOString().slice(0, 10);
const covers = (link: { start_date: string; end_date: string | null }, day: string) =>
  link.start_date <= day && (link.end_date === null || link.end_date >= day);
const label = (link: { name: string; start_date: string; end_date: string | null }) =>
  `${link.name} (${link.start_date} — ${link.end_date ?? '…'})`;

export async function listEquipment(db: Db, user: SessionUser, contractId: number): Promise<ContractEquipmentList> {
  await contractOr404(db, contractId);
  const day = today();
  const links = await repo.findLinks(db, contractId);
  return { can_edit: canEditContracts(user), equipment: links.map((l) => ({ ...l, active: covers(l, day) })) };
}

function assertDates(start: string, end: string | null, lang: Lang) {
  if (end !== null && end < start) throw new ValidationFailed({ end_date: [partsText('endBeforeStart', lang)] });
}

export async function attachEquipment(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  contractId: number,
  body: z.output<typeof contractEquipmentCreateBody>,
  lang: Lang,
): Promise<ContractEquipmentList> {
  await db.transaction(async (tx) => {
    const contract = await lockedContract(tx, contractId);
    assertOpen(contract, lang);
    if (!(await equipmentExists(tx, body.equipment_id)))
      throw new ValidationFailed({ equipment_id: [partsText('equipmentUnknown', lang)] });
    const values = { start_date: body.start_date, end_date: body.end_date ?? null, comment: body.comment ?? null };
    assertDates(values.start_date, values.end_date, lang);
    if (await repo.findOverlap(tx, contractId, body.equipment_id, values.start_date, values.end_date))
      throw new ValidationFailed({ equipment_id: [partsText('equipmentTwice', lang)] });
    const id = await repo.insertLink(tx, contractId, body.equipment_id, values, user.id);
    const link = (await repo.findLink(tx, id))!;
    await recordContractChanges(tx, contractId, user.id, [{ field: 'equipment', old_value: null, new_value: label(link) }]);
  });
  notifyContract(realtime, contractId, user.id);
  return listEquipment(db, user, contractId);
}

/** The link with its contract locked and open (404 / 409). */
async function openLink(tx: Db, linkId: number, lang: Lang) {
  const link = await repo.findLink(tx, linkId);
  if (!link) throw new NotFound();
  const contract = await lockedContract(tx, link.contract_id);
  assertOpen(contract, lang);
  return link;
}

export async function changeEquipment(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  linkId: number,
  body: z.output<typeof contractEquipmentPatchBody>,
  lang: Lang,
): Promise<ContractEquipmentList> {
  const contractId = await db.transaction(async (tx) => {
    const link = await openLink(tx, linkId, lang);
    const values = {
      start_date: body.start_date ?? link.start_date,
      end_date: body.end_date === undefined ? link.end_date : body.end_date,
      comment: body.comment === undefined ? link.comment : body.comment,
    };
    assertDates(values.start_date, values.end_date, lang);
    if (await repo.findOverlap(tx, link.contract_id, link.equipment_id, values.start_date, values.end_date, linkId))
      throw new ValidationFailed({ start_date: [partsText('equipmentTwice', lang)] });
    await repo.updateLink(tx, linkId, values, user.id);
    await recordContractChanges(tx, link.contract_id, user.id, [
      { field: 'equipment', old_value: label(link), new_value: label({ ...link, ...values }) },
    ]);
    return link.contract_id;
  });
  notifyContract(realtime, contractId, user.id);
  return listEquipment(db, user, contractId);
}

export async function detachEquipment(
  { db, realtime }: PartsCtx,
  user: SessionUser,
  linkId: number,
  lang: Lang,
): Promise<ContractEquipmentList> {
  const contractId = await db.transaction(async (tx) => {
    const link = await openLink(tx, linkId, lang);
    await repo.deleteLink(tx, linkId);
    await recordContractChanges(tx, link.contract_id, user.id, [{ field: 'equipment', old_value: label(link), new_value: null }]);
    return link.contract_id;
  });
  notifyContract(realtime, contractId, user.id);
  return listEquipment(db, user, contractId);
}

/** `GET v2_contracts/equipment/:id/owners`: 404 for an unknown machine; [] when nobody holds it today. */
export async function equipmentOwners(db: Db, equipmentId: number): Promise<EquipmentOwner[]> {
  if (!(await equipmentExists(db, equipmentId))) throw new NotFound();
  return repo.findOwners(db, equipmentId, today());
}
