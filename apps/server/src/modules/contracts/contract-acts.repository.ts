import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { contractActLines, contractActs, contractWorks } from './contract-parts.schema.ts';

/** Acts of completed work and their lines (each a work and the quantity done). */

export interface ActRow {
  id: number;
  contract_id: number;
  number: string;
  date: string;
  period_id: number;
  comment: string | null;
  state: string;
  total: string;
  version: number;
  date_add: Date;
  who_add_fio: string | null;
}

export interface ActLineRow {
  id: number;
  act_id: number;
  work_id: number;
  type: number;
  name: string;
  unit: string | null;
  vat: number | null;
  quantity: string;
  price: string;
  sum: string;
}

const actColumns = {
  id: contractActs.id,
  contract_id: contractActs.contract_id,
  number: contractActs.number,
  date: contractActs.date,
  period_id: contractActs.period_id,
  comment: contractActs.comment,
  state: contractActs.state,
  total: contractActs.total,
  version: contractActs.version,
  date_add: contractActs.date_add,
  who_add_fio: users.fio,
};

export async function findActs(db: Db, contractId: number): Promise<ActRow[]> {
  return db
    .select(actColumns)
    .from(contractActs)
    .leftJoin(users, eq(users.id, contractActs.who_add))
    .where(eq(contractActs.contract_id, contractId))
    .orderBy(desc(contractActs.period_id), desc(contractActs.id));
}

export async function findAct(db: Db, actId: number): Promise<ActRow | undefined> {
  const [row] = await db
    .select(actColumns)
    .from(contractActs)
    .leftJoin(users, eq(users.id, contractActs.who_add))
    .where(eq(contractActs.id, actId));
  return row;
}

export async function findLines(db: Db, actIds: number[]): Promise<ActLineRow[]> {
  if (actIds.length === 0) return [];
  return db
    .select({
      id: contractActLines.id,
      act_id: contractActLines.act_id,
      work_id: contractActLines.work_id,
      type: contractWorks.type,
      name: contractWorks.name,
      unit: contractWorks.unit,
      vat: contractWorks.vat,
      quantity: contractActLines.quantity,
      price: contractActLines.price,
      sum: contractActLines.sum,
    })
    .from(contractActLines)
    .innerJoin(contractWorks, eq(contractWorks.id, contractActLines.work_id))
    .where(inArray(contractActLines.act_id, actIds))
    .orderBy(asc(contractActLines.act_id), asc(contractActLines.id));
}

/** Quantity in acts per work of the contract, leaving one act out (the one being edited). */
export async function doneByWork(db: Db, contractId: number, exceptActId?: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ work_id: contractActLines.work_id, done: sql<string>`sum(${contractActLines.quantity})::text` })
    .from(contractActLines)
    .innerJoin(contractActs, eq(contractActs.id, contractActLines.act_id))
    .where(and(eq(contractActs.contract_id, contractId), exceptActId === undefined ? undefined : ne(contractActs.id, exceptActId)))
    .groupBy(contractActLines.work_id);
  return new Map(rows.map((r) => [r.work_id, r.done]));
}

export async function countActs(db: Db, contractId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contractActs).where(eq(contractActs.contract_id, contractId));
  return row?.n ?? 0;
}

export interface ActValues {
  number: string;
  date: string;
  period_id: number;
  comment: string | null;
  total: string;
}

export interface LineValues {
  work_id: number;
  quantity: string;
  price: string;
  sum: string;
}

export async function insertAct(db: Db, contractId: number, values: ActValues, userId: number | null): Promise<number> {
  const [row] = await db
    .insert(contractActs)
    .values({ ...values, contract_id: contractId, who_add: userId })
    .returning({ id: contractActs.id });
  return row.id;
}

export async function replaceLines(db: Db, actId: number, lines: LineValues[]) {
  await db.delete(contractActLines).where(eq(contractActLines.act_id, actId));
  if (lines.length > 0) await db.insert(contractActLines).values(lines.map((l) => ({ ...l, act_id: actId })));
}

/** Writes the change when the version still matches; false when stale. */
export async function updateAct(
  db: Db,
  actId: number,
  version: number,
  values: Partial<ActValues> & { state?: string; date_sign?: Date; who_sign?: number },
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(contractActs)
    .set({ ...values, version: sql`${contractActs.version} + 1`, date_edit: new Date(), who_edit: userId })
    .where(and(eq(contractActs.id, actId), eq(contractActs.version, version)))
    .returning({ id: contractActs.id });
  return rows.length > 0;
}

export async function deleteAct(db: Db, actId: number) {
  await db.delete(contractActLines).where(eq(contractActLines.act_id, actId));
  await db.delete(contractActs).where(eq(contractActs.id, actId));
}
