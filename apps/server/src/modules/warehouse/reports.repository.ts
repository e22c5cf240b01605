import type { IssuedReportQuery, MovementsReportQuery, ProjectsReportQuery, StockReportQuery } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { DEFAULT_TIME_ZONE } from '../../shared/display-format.ts';
import { likePattern } from '../../shared/like.ts';
import { dayAfter, dayStart, storageScope } from './warehouse-extra.sql.ts';

/** SQL of the warehouse reports: stock on a date, movements for a period, issued to people and projects. */

/** A report query with its period resolved (the service fills the defaults). */
export type Period<Q> = Q & { from: string; to: string };

export interface MovementDbRow {
  id: number;
  date: Date;
  kind: string;
  act_id: number | null;
  act_number: string | null;
  storage_id: number;
  storage_name: string;
  nomenclature_id: number;
  nomenclature_name: string;
  batch: string;
  serial: string;
  quantity: string;
  cost: string | null;
  holder_id: number | null;
  holder_name: string | null;
  project_id: number | null;
  user_name: string | null;
}

/** Movement rows with their names; `from` is a `warehouse_movements mv` source with its filter and order. */
export const movementRows = (source: SQL) => sql`
  select mv.id, mv.date, mv.kind, mv.act_id, a.number as act_number, mv.storage_id, s.name as storage_name,
    mv.nomenclature_id, n.name as nomenclature_name, mv.batch, mv.serial, mv.quantity, mv.cost,
    mv.holder_id, hu.fio as holder_name, mv.project_id, uu.fio as user_name
  from ${source} mv
  join storages s on s.id = mv.storage_id
  join nomenclature n on n.id = mv.nomenclature_id
  left join warehouse_acts a on a.id = mv.act_id
  left join users hu on hu.id = mv.holder_id
  left join users uu on uu.id = mv.user_id`;

/** The history of one item (nomenclature + serial), newest first. */
export const findItemMovements = (db: Db, nomenclatureId: number, serial: string, limit = 200) =>
  queryRows<MovementDbRow>(
    db,
    sql`${movementRows(sql`(select * from warehouse_movements where nomenclature_id = ${nomenclatureId} and serial = ${serial}
      order by date desc, id desc limit ${limit})`)} order by mv.date desc, mv.id desc`,
  );

function movementsWhere(q: Period<MovementsReportQuery>): SQL {
  const where: SQL[] = [sql`m.date >= ${dayStart(q.from)}`, sql`m.date < ${dayAfter(q.to)}`];
  if (q.storage_id) where.push(sql`m.storage_id = ${q.storage_id}`);
  if (q.kind) where.push(sql`m.kind = ${q.kind}`);
  if (q.nomenclature_id) where.push(sql`m.nomenclature_id = ${q.nomenclature_id}`);
  return sql.join(where, sql` and `);
}

/** One page of a period's movements, newest first (the (date) / (storage_id, date) / (nomenclature_id, date) indexes). */
export const findMovementsPage = (db: Db, q: Period<MovementsReportQuery>, limit: number, offset: number) =>
  queryRows<MovementDbRow>(
    db,
    sql`${movementRows(sql`(select * from warehouse_movements m where ${movementsWhere(q)}
      order by m.date desc, m.id desc limit ${limit} offset ${offset})`)} order by mv.date desc, mv.id desc`,
  );

export interface MovementDayRow {
  day: string;
  qty_in: string;
  qty_out: string;
  sum_in: string;
  sum_out: string;
  count: number;
}

/** Per day of the period: quantity and money in (+) and out (−), and the number of movements (one range of the index, grouped). */
export const findMovementDays = (db: Db, q: Period<MovementsReportQuery>) =>
  queryRows<MovementDayRow>(
    db,
    sql`select to_char(m.date at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD') as day,
        coalesce(sum(m.quantity) filter (where m.quantity > 0), 0) as qty_in,
        coalesce(-sum(m.quantity) filter (where m.quantity < 0), 0) as qty_out,
        coalesce(sum(m.quantity * coalesce(m.cost, 0)) filter (where m.quantity > 0), 0) as sum_in,
        coalesce(-sum(m.quantity * coalesce(m.cost, 0)) filter (where m.quantity < 0), 0) as sum_out,
        count(*)::integer as count
      from warehouse_movements m where ${movementsWhere(q)} group by 1 order by 1`,
  );

export interface StockOnDateRow {
  storage_id: number;
  storage_name: string;
  nomenclature_id: number;
  nomenclature_name: string;
  article: string | null;
  group_name: string | null;
  unit_name: string | null;
  batch: string;
  serial: string;
  quantity: string;
  cost: string | null;
  sum: string | null;
  total: number;
  total_quantity: string;
  total_sum: string;
}

/**
 * Balances at the end of a day: each balance line's quantity today minus what moved on its key
 * after that day (one range of the movements' (date) or (storage_id, date) index, aggregated by
 * key), so the work grows with the movements since the day, never with the whole history. Every
 * key that ever moved has a balance line (created by its first receipt, never deleted).
 */
export function findStockOnDate(db: Db, q: StockReportQuery, day: string, limit: number, offset: number) {
  const scope = q.storage_id ? storageScope(q.storage_id, q.nested) : undefined;
  const where: SQL[] = scope ? [sql`st.storage_id in ${scope}`] : [];
  if (q.group_id)
    where.push(sql`n.group_id in (with recursive g(id) as (select ${q.group_id}::integer
      union select c.id from nomenclature_groups c join g on c.parent_id = g.id) select id from g)`);
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    where.push(sql`(lower(n.name) like ${like} or lower(coalesce(n.article, '')) like ${like} or lower(st.serial) like ${like})`);
  }
  return queryRows<StockOnDateRow>(
    db,
    sql`with moved as (
        select m.storage_id, m.nomenclature_id, m.batch, m.serial, sum(m.quantity) as q from warehouse_movements m
        where m.date >= ${dayAfter(day)} ${scope ? sql`and m.storage_id in ${scope}` : sql``} group by 1, 2, 3, 4
      )
      select b.*, round(b.quantity * b.cost, 2) as sum,
        count(*) over ()::integer as total, sum(b.quantity) over () as total_quantity,
        coalesce(sum(round(b.quantity * b.cost, 2)) over (), 0) as total_sum
      from (
        select st.storage_id, s.name as storage_name, st.nomenclature_id, n.name as nomenclature_name, n.article,
          g.name as group_name, un.short_name as unit_name, st.batch, st.serial, st.cost, st.quantity - coalesce(mv.q, 0) as quantity
        from warehouse_stock st
        join storages s on s.id = st.storage_id
        join nomenclature n on n.id = st.nomenclature_id
        left join nomenclature_groups g on g.id = n.group_id
        left join units un on un.id = n.unit_id
        left join moved mv on mv.storage_id = st.storage_id and mv.nomenclature_id = st.nomenclature_id
          and mv.batch = st.batch and mv.serial = st.serial
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      ) b
      where b.quantity <> 0
      order by b.storage_name, b.storage_id, b.nomenclature_name, b.nomenclature_id, b.batch, b.serial
      limit ${limit} offset ${offset}`,
  );
}

export interface IssuedDbRow {
  key_id: number;
  key_name: string;
  nomenclature_id: number;
  nomenclature_name: string;
  unit_name: string | null;
  issued: string;
  returned: string;
  sum: string;
}

/** Holdings issued in a period, per person (or project) and item. */
export function findIssued(db: Db, by: 'user' | 'project', q: Period<IssuedReportQuery> | Period<ProjectsReportQuery>) {
  const where: SQL[] = [sql`h.issued_at >= ${dayStart(q.from)}`, sql`h.issued_at < ${dayAfter(q.to)}`];
  const keyColumn = by === 'user' ? sql`h.user_id` : sql`h.project_id`;
  where.push(sql`${keyColumn} is not null`);
  if (by === 'user' && 'user_id' in q && q.user_id) where.push(sql`h.user_id = ${q.user_id}`);
  if (by === 'project' && 'project_id' in q && q.project_id) where.push(sql`h.project_id = ${q.project_id}`);
  const keyName = by === 'user' ? sql`(select fio from users where id = x.key_id)` : sql`(select name from projects where id = x.key_id)`;
  return queryRows<IssuedDbRow>(
    db,
    sql`select x.key_id, coalesce(${keyName}, '') as key_name, x.nomenclature_id, n.name as nomenclature_name,
        un.short_name as unit_name, x.issued, x.returned, x.sum
      from (
        select ${keyColumn} as key_id, h.nomenclature_id, sum(h.quantity) as issued, sum(h.returned) as returned,
          coalesce(sum(round(h.quantity * coalesce(l.cost, 0), 2)), 0) as sum
        from warehouse_holdings h left join warehouse_act_lines l on l.id = h.line_id
        where ${sql.join(where, sql` and `)} group by 1, 2
      ) x
      join nomenclature n on n.id = x.nomenclature_id
      left join units un on un.id = n.unit_id
      order by 2, x.key_id, n.name, x.nomenclature_id
      limit 10000`,
  );
}
