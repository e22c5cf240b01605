import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { organizations, users } from '../users/index.ts';
import { equipment } from './equipment.schema.ts';
import { equipmentActs } from './equipment-acts.schema.ts';

/** The machine an act is about, locked for the act's transaction (two acts of one machine wait for each other). */
export async function lockMachine(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: equipment.id,
      status: equipment.status,
      name: equipment.name,
      board_number: equipment.board_number,
      run: equipment.run,
      driver_id: equipment.driver_id,
    })
    .from(equipment)
    .where(eq(equipment.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findMachine(db: Db, id: number) {
  const [row] = await db
    .select({ id: equipment.id, status: equipment.status, run: equipment.run, driver_id: equipment.driver_id, driver_fio: users.fio })
    .from(equipment)
    .leftJoin(users, eq(users.id, equipment.driver_id))
    .where(eq(equipment.id, id))
    .limit(1);
  return row;
}

/** The machine's newest act (null when it has none). */
export async function findLastAct(db: Db, equipmentId: number) {
  const [row] = await db
    .select({
      id: equipmentActs.id,
      kind: equipmentActs.kind,
      holder_id: equipmentActs.holder_id,
      department: equipmentActs.department,
      organization_id: equipmentActs.organization_id,
      organization_name: organizations.name,
    })
    .from(equipmentActs)
    .leftJoin(organizations, eq(organizations.id, equipmentActs.organization_id))
    .where(and(eq(equipmentActs.equipment_id, equipmentId), eq(equipmentActs.status, 1)))
    .orderBy(desc(equipmentActs.id))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, fio: users.fio, status: users.status }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findOrganization(db: Db, id: number) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, status: organizations.status })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

export type NewAct = typeof equipmentActs.$inferInsert;

export async function insertAct(tx: Db, values: NewAct): Promise<number> {
  const [row] = await tx.insert(equipmentActs).values(values).returning({ id: equipmentActs.id });
  return row.id;
}

/** The holder (driver) and the odometer after an act: never lowers the run; a new version for the card's stale-edit check. */
export async function setHolderAndRun(tx: Db, id: number, driverId: number | null, run: number | null, userId: number) {
  await tx
    .update(equipment)
    .set({
      driver_id: driverId,
      run: run === null ? sql`${equipment.run}` : sql`greatest(${equipment.run}, ${run})`,
      version: sql`${equipment.version} + 1`,
      date_edit: new Date(),
      who_edit: userId,
    })
    .where(eq(equipment.id, id));
}

const holderUser = alias(users, 'equipment_act_holder');
const author = alias(users, 'equipment_act_author');

const rowColumns = {
  id: equipmentActs.id,
  kind: equipmentActs.kind,
  date: equipmentActs.date,
  equipment_id: equipmentActs.equipment_id,
  equipment_name: equipment.name,
  board_number: equipment.board_number,
  holder_id: equipmentActs.holder_id,
  holder_fio: holderUser.fio,
  department: equipmentActs.department,
  organization_id: equipmentActs.organization_id,
  organization_name: organizations.name,
  condition: equipmentActs.condition,
  odometer: equipmentActs.odometer,
  state: equipmentActs.state,
  who_add: equipmentActs.who_add,
  who_add_fio: author.fio,
  date_add: equipmentActs.date_add,
};

const detailColumns = {
  ...rowColumns,
  condition_comment: equipmentActs.condition_comment,
  comment: equipmentActs.comment,
  giver_id: equipmentActs.giver_id,
  giver_name: equipmentActs.giver_name,
  giver_signed_at: equipmentActs.giver_signed_at,
  receiver_id: equipmentActs.receiver_id,
  receiver_name: equipmentActs.receiver_name,
  receiver_signed_at: equipmentActs.receiver_signed_at,
  s_n: equipment.s_n,
};

/** List rows and the card share one column set (the card's few texts cost a list page little). */
const selectRows = (db: Db) =>
  db
    .select(detailColumns)
    .from(equipmentActs)
    .innerJoin(equipment, eq(equipment.id, equipmentActs.equipment_id))
    .leftJoin(holderUser, eq(holderUser.id, equipmentActs.holder_id))
    .leftJoin(author, eq(author.id, equipmentActs.who_add))
    .leftJoin(organizations, eq(organizations.id, equipmentActs.organization_id));

export interface ActsFilter {
  kind?: string;
  equipment_id?: number;
  holder_id?: number;
  date_from?: string;
  date_to?: string;
  cursor?: number;
  limit: number;
}

/** A keyset page of acts, newest first (`limit + 1` rows: the extra one says there is a next page). */
export async function listActs(db: Db, f: ActsFilter) {
  const where: (SQL | undefined)[] = [
    eq(equipmentActs.status, 1),
    f.kind ? eq(equipmentActs.kind, f.kind) : undefined,
    f.equipment_id ? eq(equipmentActs.equipment_id, f.equipment_id) : undefined,
    f.holder_id ? eq(equipmentActs.holder_id, f.holder_id) : undefined,
    f.date_from ? gte(equipmentActs.date, f.date_from) : undefined,
    f.date_to ? lte(equipmentActs.date, f.date_to) : undefined,
    f.cursor ? lt(equipmentActs.id, f.cursor) : undefined,
  ];
  return selectRows(db)
    .where(and(...where))
    .orderBy(desc(equipmentActs.id))
    .limit(f.limit + 1);
}

export async function findAct(db: Db, id: number) {
  const [row] = await selectRows(db)
    .where(and(eq(equipmentActs.id, id), eq(equipmentActs.status, 1)))
    .limit(1);
  return row;
}

export async function actExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: equipmentActs.id })
    .from(equipmentActs)
    .where(and(eq(equipmentActs.id, id), eq(equipmentActs.status, 1)))
    .limit(1);
  return Boolean(row);
}

/** Stamps the roles' signatures (a signed one keeps its time) and the state, in one statement. */
export async function stampSignatures(db: Db, id: number, giver: boolean, receiver: boolean) {
  const g = giver ? sql`coalesce(${equipmentActs.giver_signed_at}, now())` : sql`${equipmentActs.giver_signed_at}`;
  const r = receiver ? sql`coalesce(${equipmentActs.receiver_signed_at}, now())` : sql`${equipmentActs.receiver_signed_at}`;
  await db
    .update(equipmentActs)
    .set({
      giver_signed_at: g,
      receiver_signed_at: r,
      state: sql`case when (${g}) is not null and (${r}) is not null then 'signed' else 'signing' end`,
    })
    .where(eq(equipmentActs.id, id));
}
