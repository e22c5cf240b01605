import type { CountsQuery } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { idsIn, storageScope } from './warehouse-extra.sql.ts';

/** SQL of the stocktakings (control): counts and their lines. */

export interface CountDbRow {
  id: number;
  storage_id: number;
  storage_name: string;
  nested: boolean;
  state: 'open' | 'closed';
  comment: string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
  closed_at: Date | null;
  closed_by_name: string | null;
  act_id: number | null;
  act_number: string | null;
  lines_count: number;
  counted_count: number;
  differences_count: number;
  total?: number;
}

const countSelect = (where: SQL) => sql`
  select c.id, c.storage_id, s.name as storage_name, c.nested, c.state, c.comment, c.created_by, cu.fio as created_by_name,
    c.created_at, c.closed_at, xu.fio as closed_by_name, c.act_id, a.number as act_number,
    coalesce(l.lines_count, 0)::integer as lines_count, coalesce(l.counted_count, 0)::integer as counted_count,
    coalesce(l.differences_count, 0)::integer as differences_count
  from warehouse_counts c
  join storages s on s.id = c.storage_id
  left join users cu on cu.id = c.created_by
  left join users xu on xu.id = c.closed_by
  left join warehouse_acts a on a.id = c.act_id
  left join lateral (
    select count(*) as lines_count, count(cl.counted) as counted_count,
      count(*) filter (where cl.counted is not null and cl.counted <> cl.expected) as differences_count
    from warehouse_count_lines cl where cl.count_id = c.id
  ) l on true
  where ${where}`;

export const findCount = async (db: Db, id: number) => (await queryRows<CountDbRow>(db, countSelect(sql`c.id = ${id}`)))[0];

export function findCountsPage(db: Db, q: CountsQuery) {
  const where: SQL[] = [sql`true`];
  if (q.storage_id) where.push(sql`c.storage_id = ${q.storage_id}`);
  if (q.state) where.push(sql`c.state = ${q.state}`);
  return queryRows<CountDbRow>(
    db,
    sql`select x.*, count(*) over ()::integer as total from (${countSelect(sql.join(where, sql` and `))}) x
      order by x.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
}

export const findOpenCounts = (db: Db, limit: number) =>
  queryRows<CountDbRow>(db, sql`${countSelect(sql`c.state = 'open'`)} order by c.id desc limit ${limit}`);

export const countOpenCounts = async (db: Db) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::integer as n from warehouse_counts where state = 'open'`))[0].n;

/** An open count of the storage (to refuse a second one). */
export const findOpenCountOf = async (db: Db, storageId: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from warehouse_counts where storage_id = ${storageId} and state = 'open' limit 1`))[0];

/** Opens a count with the expected balances of the storage (and its sub-storages), quantity > 0. */
export async function insertCount(
  db: Db,
  values: { storage_id: number; nested: boolean; comment: string | null; created_by: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into warehouse_counts (storage_id, nested, comment, created_by)
      values (${values.storage_id}, ${values.nested}, ${values.comment}, ${values.created_by}) returning id`,
  );
  await db.execute(sql`insert into warehouse_count_lines (count_id, storage_id, nomenclature_id, batch, serial, expected, cost)
    select ${row.id}, st.storage_id, st.nomenclature_id, st.batch, st.serial, st.quantity, st.cost
    from warehouse_stock st where st.storage_id in ${storageScope(values.storage_id, values.nested)} and st.quantity > 0`);
  return row.id;
}

/** Locks an open count for a write (null when missing). */
export const lockCount = async (db: Db, id: number) =>
  (
    await queryRows<{ id: number; storage_id: number; nested: boolean; state: string }>(
      db,
      sql`select id, storage_id, nested, state from warehouse_counts where id = ${id} for update`,
    )
  )[0];

export interface CountLineDbRow {
  id: number;
  storage_id: number;
  storage_name: string;
  nomenclature_id: number;
  nomenclature_name: string;
  article: string | null;
  unit_name: string | null;
  batch: string;
  serial: string;
  expected: string;
  counted: string | null;
  cost: string | null;
}

const lineSelect = (where: SQL) => sql`
  select cl.id, cl.storage_id, s.name as storage_name, cl.nomenclature_id, n.name as nomenclature_name, n.article,
    un.short_name as unit_name, cl.batch, cl.serial, cl.expected, cl.counted, cl.cost
  from warehouse_count_lines cl
  join storages s on s.id = cl.storage_id
  join nomenclature n on n.id = cl.nomenclature_id
  left join units un on un.id = n.unit_id
  where ${where}`;

export const findLines = (db: Db, countId: number) =>
  queryRows<CountLineDbRow>(db, sql`${lineSelect(sql`cl.count_id = ${countId}`)} order by s.name, n.name, cl.batch, cl.serial, cl.id`);

export const findLine = async (db: Db, lineId: number) => (await queryRows<CountLineDbRow>(db, lineSelect(sql`cl.id = ${lineId}`)))[0];

export const findLineIds = async (db: Db, countId: number, ids: number[]) =>
  (await queryRows<{ id: number }>(db, sql`select id from warehouse_count_lines where count_id = ${countId} and id in ${idsIn(ids)}`)).map(
    (r) => r.id,
  );

export const setCounted = (db: Db, lineId: number, counted: number | null) =>
  db.execute(sql`update warehouse_count_lines set counted = ${counted === null ? null : String(counted)}::numeric where id = ${lineId}`);

/** Adds an unexpected item (expected 0), or sets the counted quantity of its existing line; answers the line id. */
export async function upsertLine(
  db: Db,
  countId: number,
  key: { storage_id: number; nomenclature_id: number; batch: string; serial: string },
  counted: number,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into warehouse_count_lines (count_id, storage_id, nomenclature_id, batch, serial, expected, counted)
      values (${countId}, ${key.storage_id}, ${key.nomenclature_id}, ${key.batch}, ${key.serial}, 0, ${String(counted)}::numeric)
      on conflict (count_id, storage_id, nomenclature_id, batch, serial) do update set counted = excluded.counted
      returning id`,
  );
  return row.id;
}

/**
 * The line a scan adds to: same item, serial (when the code names one) and batch (when it does),
 * of the count's own storage first; answers null when the count has no such line.
 */
export const findScanLine = async (
  db: Db,
  countId: number,
  storageId: number,
  item: { nomenclature_id: number; batch: string; serial: string },
) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id from warehouse_count_lines where count_id = ${countId} and nomenclature_id = ${item.nomenclature_id}
        ${item.serial !== '' ? sql`and serial = ${item.serial}` : sql``} ${item.batch !== '' ? sql`and batch = ${item.batch}` : sql``}
        order by (storage_id = ${storageId}) desc, (counted is null) desc, id limit 1`,
    )
  )[0]?.id ?? null;

export const addCounted = (db: Db, lineId: number, quantity: number) =>
  db.execute(sql`update warehouse_count_lines set counted = coalesce(counted, 0) + ${String(quantity)}::numeric where id = ${lineId}`);

export const storageInScope = async (db: Db, count: { storage_id: number; nested: boolean }, storageId: number) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select ${storageId}::integer as id where ${storageId}::integer in ${storageScope(count.storage_id, count.nested)}`,
    )
  ).length > 0;

export const closeCount = (db: Db, id: number, userId: number, actId: number | null) =>
  db.execute(
    sql`update warehouse_counts set state = 'closed', closed_by = ${userId}, closed_at = now(), act_id = ${actId} where id = ${id}`,
  );
