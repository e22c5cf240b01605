import type { WarehouseActKind, WarehouseActState, WarehouseActsQuery, WarehouseSignature } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { warehouseActLines, warehouseActs, warehouseHoldings, warehouseMovements } from './warehouse.schema.ts';

/** SQL of the acts: heads, lines, balances (guarded decrements), movements, holdings. */

export interface StockKey {
  storage_id: number;
  nomenclature_id: number;
  batch: string;
  serial: string;
}

export interface StorageRow {
  id: number;
  name: string;
  responsible_id: number | null;
  deputy_id: number | null;
}

/** Live storages by id. */
export async function findStorages(db: Db, ids: number[]): Promise<Map<number, StorageRow>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<StorageRow>(
    db,
    sql`select id, name, responsible_id, deputy_id from storages where status = 1 and id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ItemRow {
  id: number;
  name: string;
  unit_id: number | null;
}

/** Live nomenclature items by id. */
export async function findItems(db: Db, ids: number[]): Promise<Map<number, ItemRow>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<ItemRow>(
    db,
    sql`select id, name, unit_id from nomenclature where status = 1 and id = any(${sql.raw(`array[${[...new Set(ids)].map(Number).join(',')}]`)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export const itemNames = async (db: Db, ids: number[]) =>
  new Map(
    (
      await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from nomenclature where id = any(${sql.raw(`array[${[...new Set([0, ...ids])].map(Number).join(',')}]`)}::int[])`,
      )
    ).map((r) => [r.id, r.name]),
  );

export const activeUser = async (db: Db, id: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from users where id = ${id} and status = 1`)).length > 0;

export const liveProject = async (db: Db, id: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from projects where id = ${id} and status = 1`)).length > 0;

/** Inserts the act head and gives it its number; answers the id. */
export async function insertAct(tx: Db, values: typeof warehouseActs.$inferInsert, numberOf: (id: number) => string): Promise<number> {
  const [row] = await tx.insert(warehouseActs).values(values).returning({ id: warehouseActs.id });
  await tx.execute(sql`update warehouse_acts set number = ${numberOf(row.id)} where id = ${row.id}`);
  return row.id;
}

export async function insertLines(tx: Db, rows: (typeof warehouseActLines.$inferInsert)[]): Promise<number[]> {
  return (await tx.insert(warehouseActLines).values(rows).returning({ id: warehouseActLines.id })).map((r) => r.id);
}

export async function insertMovements(tx: Db, rows: (typeof warehouseMovements.$inferInsert)[]) {
  if (rows.length) await tx.insert(warehouseMovements).values(rows);
}

export async function insertHoldings(tx: Db, rows: (typeof warehouseHoldings.$inferInsert)[]) {
  if (rows.length) await tx.insert(warehouseHoldings).values(rows);
}

const keyCondition = (k: StockKey) =>
  sql`storage_id = ${k.storage_id} and nomenclature_id = ${k.nomenclature_id} and batch = ${k.batch} and serial = ${k.serial}`;

/**
 * Adds to a balance (creating the line); the cost becomes the weighted average of what was there
 * and what comes (a line without a cost keeps the stored one). Answers the new quantity.
 */
export async function addStock(tx: Db, k: StockKey, quantity: string, cost: string | null, unitId: number | null) {
  const [row] = await queryRows<{ id: number; quantity: string }>(
    tx,
    sql`insert into warehouse_stock as st (storage_id, nomenclature_id, batch, serial, unit_id, quantity, cost)
      values (${k.storage_id}, ${k.nomenclature_id}, ${k.batch}, ${k.serial}, ${unitId}, ${quantity}::numeric, ${cost}::numeric)
      on conflict (storage_id, nomenclature_id, batch, serial) do update set
        cost = case
          when excluded.cost is null then st.cost
          when st.cost is null or st.quantity <= 0 then excluded.cost
          else round((st.cost * st.quantity + excluded.cost * excluded.quantity) / (st.quantity + excluded.quantity), 2)
        end,
        quantity = st.quantity + excluded.quantity,
        updated_at = now()
      returning id, quantity`,
  );
  return row;
}

/**
 * Takes from a balance only when enough is there (`quantity >= q` in the same statement, so
 * concurrent acts cannot both take the last pieces). Answers the line's cost, or null when short.
 */
export async function takeStock(tx: Db, k: StockKey, quantity: string): Promise<{ id: number; cost: string | null } | null> {
  const rows = await queryRows<{ id: number; cost: string | null }>(
    tx,
    sql`update warehouse_stock set quantity = quantity - ${quantity}::numeric, updated_at = now()
      where ${keyCondition(k)} and quantity >= ${quantity}::numeric returning id, cost`,
  );
  return rows[0] ?? null;
}

/** What is left on a balance line ('0' when there is none). */
export async function stockLeft(db: Db, k: StockKey): Promise<string> {
  const rows = await queryRows<{ quantity: string }>(db, sql`select quantity from warehouse_stock where ${keyCondition(k)}`);
  return rows[0]?.quantity ?? '0';
}

export interface HoldingLock {
  id: number;
  user_id: number | null;
  project_id: number | null;
  nomenclature_id: number;
  batch: string;
  serial: string;
  quantity: string;
  returned: string;
  cost: string | null;
}

/** The holdings a return gives back, locked; with the cost of the line that issued them. */
export async function lockHoldings(tx: Db, ids: number[]): Promise<Map<number, HoldingLock>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<HoldingLock>(
    tx,
    sql`select h.id, h.user_id, h.project_id, h.nomenclature_id, h.batch, h.serial, h.quantity, h.returned, l.cost
      from warehouse_holdings h left join warehouse_act_lines l on l.id = h.line_id
      where h.id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) order by h.id for update of h`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function addReturned(tx: Db, id: number, quantity: string) {
  await tx.execute(sql`update warehouse_holdings set returned = returned + ${quantity}::numeric where id = ${id}`);
}

export interface PositionLock {
  id: number;
  pack_id: number;
  number: number;
  status: string;
  quantity: string;
  cost: string | null;
}

/** Application positions received by an input act, locked (two receipts at once cannot both take the rest). */
export async function lockPositions(tx: Db, ids: number[]): Promise<Map<number, PositionLock>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<PositionLock>(
    tx,
    sql`select id, pack_id, number, status, quantity, cost from application_positions
      where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) order by id for update`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Received so far per position (lines of input acts). */
export async function receivedOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ position_id: number; received: number }>(
    db,
    sql`select l.position_id, sum(l.quantity)::float8 as received from warehouse_act_lines l join warehouse_acts a on a.id = l.act_id
      where a.kind = 'input' and l.position_id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) group by l.position_id`,
  );
  return new Map(rows.map((r) => [r.position_id, Number(r.received)]));
}

export async function setPositionStatus(tx: Db, id: number, status: string, prev: string) {
  await tx.execute(sql`update application_positions set status = ${status}, prev_status = ${prev}, date_edit = now() where id = ${id}`);
}

export const livePack = async (db: Db, id: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from applications where id = ${id} and status not in ('delete', 'deleted')`)).length >
  0;

export interface ActHead {
  id: number;
  number: string;
  date: string;
  kind: WarehouseActKind;
  state: WarehouseActState;
  storage_id: number;
  storage_name: string;
  target_storage_id: number | null;
  target_storage_name: string | null;
  recipient_id: number | null;
  recipient_name: string | null;
  project_id: number | null;
  project_name: string | null;
  application_id: number | null;
  comment: string | null;
  lines_count: number;
  total: number;
  who_add: number | null;
  who_add_name: string | null;
  date_add: string;
  signatures: WarehouseSignature[];
  received_by_name: string | null;
  received_at: string | null;
}

const HEAD = sql`select a.id, a.number, a.date::text as date, a.kind, a.state, a.storage_id, s.name as storage_name,
    a.target_storage_id, t.name as target_storage_name, a.recipient_id, r.fio as recipient_name, a.project_id,
    p.name as project_name, a.application_id, a.comment,
    (select count(*)::int from warehouse_act_lines l where l.act_id = a.id) as lines_count,
    (select coalesce(sum(l.quantity * coalesce(l.cost, 0)), 0)::float8 from warehouse_act_lines l where l.act_id = a.id) as total,
    a.who_add, w.fio as who_add_name, to_char(a.date_add at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as date_add,
    a.signatures, rb.fio as received_by_name, to_char(a.received_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as received_at
  from warehouse_acts a join storages s on s.id = a.storage_id left join storages t on t.id = a.target_storage_id
    left join users r on r.id = a.recipient_id left join projects p on p.id = a.project_id
    left join users w on w.id = a.who_add left join users rb on rb.id = a.received_by`;

export async function findAct(db: Db, id: number): Promise<ActHead | null> {
  const [row] = await queryRows<ActHead>(db, sql`${HEAD} where a.id = ${id}`);
  return row ? { ...row, total: Number(row.total) } : null;
}

/** The act's head locked for a state change. */
export async function lockAct(tx: Db, id: number) {
  const [row] = await queryRows<{
    id: number;
    kind: string;
    state: string;
    storage_id: number;
    target_storage_id: number | null;
    recipient_id: number | null;
    project_id: number | null;
    who_add: number | null;
    signatures: WarehouseSignature[];
  }>(
    tx,
    sql`select id, kind, state, storage_id, target_storage_id, recipient_id, project_id, who_add, signatures from warehouse_acts where id = ${id} for update`,
  );
  return row ?? null;
}

export async function setActState(tx: Db, id: number, state: string, receivedBy: number | null) {
  await tx.execute(
    sql`update warehouse_acts set state = ${state}, received_by = ${receivedBy}, received_at = ${receivedBy ? sql`now()` : null} where id = ${id}`,
  );
}

export async function setSignatures(tx: Db, id: number, signatures: WarehouseSignature[]) {
  await tx.execute(sql`update warehouse_acts set signatures = ${JSON.stringify(signatures)}::jsonb where id = ${id}`);
}

export interface LineRow {
  id: number;
  nomenclature_id: number;
  nomenclature_name: string;
  article: string | null;
  unit_id: number | null;
  unit_name: string | null;
  batch: string;
  serial: string;
  quantity: number;
  cost: number | null;
  position_id: number | null;
  holding_id: number | null;
  size: string | null;
  wear_months: number | null;
  return_date: string | null;
}

export async function findLines(db: Db, actId: number): Promise<LineRow[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select l.id, l.nomenclature_id, n.name as nomenclature_name, n.article, l.unit_id, u.short_name as unit_name, l.batch, l.serial,
        l.quantity::float8 as quantity, l.cost::float8 as cost, l.position_id, l.holding_id, l.size, l.wear_months, l.return_date::text as return_date
      from warehouse_act_lines l join nomenclature n on n.id = l.nomenclature_id left join units u on u.id = coalesce(l.unit_id, n.unit_id)
      where l.act_id = ${actId} order by l.id`,
  );
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), cost: r.cost === null ? null : Number(r.cost) }));
}

/** `GET warehouse/acts`: newest first, filters of the query, with the total. */
export async function listActs(db: Db, q: WarehouseActsQuery, visible: SQL | undefined) {
  const where: SQL[] = [sql`true`];
  if (visible) where.push(visible);
  if (q.kind) where.push(sql`a.kind = ${q.kind}`);
  if (q.state) where.push(sql`a.state = ${q.state}`);
  if (q.storage_id) where.push(sql`(a.storage_id = ${q.storage_id} or a.target_storage_id = ${q.storage_id})`);
  if (q.recipient_id) where.push(sql`a.recipient_id = ${q.recipient_id}`);
  if (q.date_from) where.push(sql`a.date >= ${q.date_from}::date`);
  if (q.date_to) where.push(sql`a.date <= ${q.date_to}::date`);
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    where.push(
      sql`(lower(a.number) like ${like} or lower(coalesce(a.comment, '')) like ${like} or lower(coalesce(r.fio, '')) like ${like})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const rows = await queryRows<ActHead>(
    db,
    sql`${HEAD} where ${condition} order by a.date desc, a.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from warehouse_acts a left join users r on r.id = a.recipient_id where ${condition}`,
  );
  return { items: rows.map((r) => ({ ...r, total: Number(r.total) })), total: Number(n) };
}

export const userNames = async (db: Db, ids: number[]) =>
  new Map(
    (
      await queryRows<{ id: number; fio: string }>(
        db,
        sql`select id, fio from users where id = any(${sql.raw(`array[${[...new Set([0, ...ids])].map(Number).join(',')}]`)}::int[])`,
      )
    ).map((r) => [r.id, r.fio]),
  );
