import { and, asc, desc, eq, gte, isNull, lte, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { equipment } from '../equipment/index.ts';
import { partners } from '../partners/index.ts';
import { contractEquipment } from './contract-parts.schema.ts';
import { contracts } from './contracts.schema.ts';

/** Equipment attached to contracts for a period, and who holds a machine through them. */

export interface LinkRow {
  id: number;
  contract_id: number;
  equipment_id: number;
  name: string;
  board_number: string | null;
  s_n: string | null;
  start_date: string;
  end_date: string | null;
  comment: string | null;
}

const columns = {
  id: contractEquipment.id,
  contract_id: contractEquipment.contract_id,
  equipment_id: contractEquipment.equipment_id,
  name: equipment.name,
  board_number: equipment.board_number,
  s_n: equipment.s_n,
  start_date: contractEquipment.start_date,
  end_date: contractEquipment.end_date,
  comment: contractEquipment.comment,
};

export async function findLinks(db: Db, contractId: number): Promise<LinkRow[]> {
  return db
    .select(columns)
    .from(contractEquipment)
    .innerJoin(equipment, eq(equipment.id, contractEquipment.equipment_id))
    .where(eq(contractEquipment.contract_id, contractId))
    .orderBy(desc(contractEquipment.start_date), asc(contractEquipment.id));
}

export async function findLink(db: Db, linkId: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(contractEquipment)
    .innerJoin(equipment, eq(equipment.id, contractEquipment.equipment_id))
    .where(eq(contractEquipment.id, linkId));
  return row;
}

/** Another link of the same machine to the same contract whose dates meet [start, end]. */
export async function findOverlap(db: Db, contractId: number, equipmentId: number, start: string, end: string | null, exceptId?: number) {
  const [row] = await db
    .select({ id: contractEquipment.id })
    .from(contractEquipment)
    .where(
      and(
        eq(contractEquipment.contract_id, contractId),
        eq(contractEquipment.equipment_id, equipmentId),
        exceptId === undefined ? undefined : ne(contractEquipment.id, exceptId),
        or(isNull(contractEquipment.end_date), gte(contractEquipment.end_date, start)),
        end === null ? undefined : lte(contractEquipment.start_date, end),
      ),
    )
    .limit(1);
  return row;
}

export type LinkValues = { start_date: string; end_date: string | null; comment: string | null };

export async function insertLink(db: Db, contractId: number, equipmentId: number, values: LinkValues, userId: number | null) {
  const [row] = await db
    .insert(contractEquipment)
    .values({ ...values, contract_id: contractId, equipment_id: equipmentId, who_add: userId })
    .returning({ id: contractEquipment.id });
  return row.id;
}

export async function updateLink(db: Db, linkId: number, values: Partial<LinkValues>, userId: number) {
  await db
    .update(contractEquipment)
    .set({ ...values, date_edit: new Date(), who_edit: userId })
    .where(eq(contractEquipment.id, linkId));
}

export async function deleteLink(db: Db, linkId: number) {
  await db.delete(contractEquipment).where(eq(contractEquipment.id, linkId));
}

export interface OwnerRow {
  value: number;
  label: string;
  contract_id: number;
  contract_number: string;
  contract_date: string | null;
  start_date: string;
  end_date: string | null;
}

/**
 * The contractors holding the machine on `day`: links covering the day, of live contracts (not
 * in the trash, not a draft, terminated or expired) whose own period covers it.
 */
export async function findOwners(db: Db, equipmentId: number, day: string): Promise<OwnerRow[]> {
  return db
    .select({
      value: partners.id,
      label: partners.name,
      contract_id: contracts.id,
      contract_number: contracts.number,
      contract_date: contracts.date,
      start_date: contractEquipment.start_date,
      end_date: contractEquipment.end_date,
    })
    .from(contractEquipment)
    .innerJoin(contracts, eq(contracts.id, contractEquipment.contract_id))
    .innerJoin(partners, eq(partners.id, contracts.contractor_id))
    .where(
      and(
        eq(contractEquipment.equipment_id, equipmentId),
        lte(contractEquipment.start_date, day),
        or(isNull(contractEquipment.end_date), gte(contractEquipment.end_date, day)),
        eq(contracts.status, 1),
        notInArray(contracts.state, ['draft', 'terminated', 'expired']),
        or(isNull(contracts.start_date), lte(contracts.start_date, day)),
        or(isNull(contracts.expiry_date), gte(contracts.expiry_date, day)),
      ),
    )
    .orderBy(asc(partners.name), asc(contracts.id));
}
