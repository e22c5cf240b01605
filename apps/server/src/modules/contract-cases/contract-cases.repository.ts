import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { contracts } from '../contracts/index.ts';
import { users } from '../users/index.ts';
import { contractCases, contractDivisions, contractOriginals } from './contract-cases.schema.ts';

const sameText = (column: PgColumn, value: string): SQL => sql`lower(trim(${column})) = ${value.trim().toLowerCase()}`;

/** Whether a live row other than `exceptId` matches. */
async function liveExists(
  tx: Db,
  table: typeof contractDivisions | typeof contractCases | typeof contractOriginals,
  condition: SQL,
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, 1), condition, exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** Whether another live division has this code (case and surrounding spaces ignored). */
export const divisionCodeTaken = (tx: Db, code: string, exceptId: number | undefined) =>
  liveExists(tx, contractDivisions, sameText(contractDivisions.code, code), exceptId);

/** Whether another live case has this index. */
export const caseIndexTaken = (tx: Db, index: string, exceptId: number | undefined) =>
  liveExists(tx, contractCases, sameText(contractCases.case_index, index), exceptId);

/** Whether another live original has this inventory number. */
export const inventoryNumberTaken = (tx: Db, number: string, exceptId: number | undefined) =>
  liveExists(tx, contractOriginals, sameText(contractOriginals.inventory_number, number), exceptId);

/** Whether another live original is of this contract. */
export const contractAlreadyPlaced = (tx: Db, contractId: number, exceptId: number | undefined) =>
  liveExists(tx, contractOriginals, eq(contractOriginals.contract_id, contractId), exceptId);

/** Whether the division has live cases. */
export const divisionHasCases = (tx: Db, divisionId: number) =>
  liveExists(tx, contractCases, eq(contractCases.division_id, divisionId), undefined);

/** Whether the case keeps live originals. */
export const caseHasOriginals = (tx: Db, caseId: number) =>
  liveExists(tx, contractOriginals, eq(contractOriginals.case_id, caseId), undefined);

/** Whether the division exists and is live. */
export async function divisionLive(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx.select({ status: contractDivisions.status }).from(contractDivisions).where(eq(contractDivisions.id, id));
  return row?.status === 1;
}

/** The case's trash flag and state. */
export async function caseState(tx: Db, id: number) {
  const [row] = await tx
    .select({ status: contractCases.status, state: contractCases.state })
    .from(contractCases)
    .where(eq(contractCases.id, id));
  return row;
}

/** The contract's trash flag and where it stands. */
export async function contractState(tx: Db, id: number) {
  const [row] = await tx.select({ status: contracts.status, state: contracts.state }).from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The stored original's case, contract and who placed it (a patch checks only what it changes). */
export async function storedOriginal(tx: Db, id: number) {
  const [row] = await tx
    .select({ case_id: contractOriginals.case_id, contract_id: contractOriginals.contract_id, placed_by: contractOriginals.placed_by })
    .from(contractOriginals)
    .where(eq(contractOriginals.id, id));
  return row;
}

/** The user a record stores now in a user field (`head_id`, `responsible_id`). */
export async function storedUser(tx: Db, table: typeof contractDivisions | typeof contractCases, column: PgColumn, id: number) {
  const [row] = await tx.select({ user: column }).from(table).where(eq(table.id, id));
  return row?.user as number | null | undefined;
}

/** Whether the user exists and is active. */
export async function userActive(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 1)));
  return Boolean(row);
}

/** Where the contract's live original is kept: the entry with its case and division, or undefined. */
export async function originalOfContract(db: Db, contractId: number) {
  const [row] = await db
    .select({
      id: contractOriginals.id,
      inventory_number: contractOriginals.inventory_number,
      sheets: contractOriginals.sheets,
      placed_date: contractOriginals.placed_date,
      placed_by: contractOriginals.placed_by,
      placed_by_name: users.fio,
      case_id: contractCases.id,
      case_index: contractCases.case_index,
      case_title: contractCases.title,
      shelf: contractCases.shelf,
      box: contractCases.box,
      division_id: contractDivisions.id,
      division_code: contractDivisions.code,
      division_name: contractDivisions.name,
    })
    .from(contractOriginals)
    .innerJoin(contractCases, eq(contractCases.id, contractOriginals.case_id))
    .innerJoin(contractDivisions, eq(contractDivisions.id, contractCases.division_id))
    .leftJoin(users, eq(users.id, contractOriginals.placed_by))
    .where(and(eq(contractOriginals.contract_id, contractId), eq(contractOriginals.status, 1)))
    .limit(1);
  return row;
}

/** Whether the contract exists and is live. */
export async function contractLive(db: Db, id: number): Promise<boolean> {
  return (await contractState(db, id))?.status === 1;
}
