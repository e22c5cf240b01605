import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { contractActLines, contractWorks } from './contract-parts.schema.ts';

/** A contract's works and services with the quantity their acts already cover. */

export interface WorkRow {
  id: number;
  contract_id: number;
  type: number;
  name: string;
  unit: string | null;
  quantity: string;
  price: string;
  sum: string;
  vat: number | null;
  period_id: number | null;
  status: number;
  version: number;
  date_add: Date;
  done: string;
}

// Spelled out: inside a sub-select drizzle would print the outer column unqualified (`"id"`, the line's own id).
const done = sql<string>`coalesce((select sum(l.quantity) from contract_act_lines l where l.work_id = "contract_works"."id"), 0)::text`;
const columns = {
  id: contractWorks.id,
  contract_id: contractWorks.contract_id,
  type: contractWorks.type,
  name: contractWorks.name,
  unit: contractWorks.unit,
  quantity: contractWorks.quantity,
  price: contractWorks.price,
  sum: contractWorks.sum,
  vat: contractWorks.vat,
  period_id: contractWorks.period_id,
  status: contractWorks.status,
  version: contractWorks.version,
  date_add: contractWorks.date_add,
  done,
};

/** The live works of a contract, in the order they were added. */
export async function findLiveWorks(db: Db, contractId: number): Promise<WorkRow[]> {
  return db
    .select(columns)
    .from(contractWorks)
    .where(and(eq(contractWorks.contract_id, contractId), eq(contractWorks.status, 1)))
    .orderBy(asc(contractWorks.type), asc(contractWorks.id));
}

export async function findWork(db: Db, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db.select(columns).from(contractWorks).where(eq(contractWorks.id, workId));
  return row;
}

/** Works by id among a contract's live ones. */
export async function findLiveWorksByIds(db: Db, contractId: number, ids: number[]): Promise<WorkRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(contractWorks)
    .where(and(eq(contractWorks.contract_id, contractId), eq(contractWorks.status, 1), inArray(contractWorks.id, ids)));
}

/** The sum of the contract's live works, leaving one out (the one being edited). */
export async function liveTotal(db: Db, contractId: number, exceptId?: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${contractWorks.sum}), 0)::text` })
    .from(contractWorks)
    .where(
      and(
        eq(contractWorks.contract_id, contractId),
        eq(contractWorks.status, 1),
        exceptId === undefined ? undefined : ne(contractWorks.id, exceptId),
      ),
    );
  return row?.total ?? '0';
}

export type WorkValues = Pick<WorkRow, 'type' | 'name' | 'unit' | 'quantity' | 'price' | 'sum' | 'vat' | 'period_id'>;

export async function insertWork(db: Db, contractId: number, values: WorkValues, userId: number): Promise<number> {
  const [row] = await db
    .insert(contractWorks)
    .values({ ...values, contract_id: contractId, who_add: userId })
    .returning({ id: contractWorks.id });
  return row.id;
}

/** Writes the change when the version still matches; false when it is stale. */
export async function updateWork(
  db: Db,
  workId: number,
  version: number,
  values: Partial<WorkValues> & { status?: number },
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(contractWorks)
    .set({ ...values, version: sql`${contractWorks.version} + 1`, date_edit: new Date(), who_edit: userId })
    .where(and(eq(contractWorks.id, workId), eq(contractWorks.version, version)))
    .returning({ id: contractWorks.id });
  return rows.length > 0;
}

/** Whether any act has a line of the work. */
export async function workInActs(db: Db, workId: number): Promise<boolean> {
  const rows = await db.select({ id: contractActLines.id }).from(contractActLines).where(eq(contractActLines.work_id, workId)).limit(1);
  return rows.length > 0;
}
