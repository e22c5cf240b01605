import type { ItQuery } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { storageScope } from './warehouse-extra.sql.ts';

/**
 * IT equipment: every serial-numbered item, kept (a stock line with quantity > 0) or held (an
 * open holding), with its latest marker as the inventory number.
 */
export interface ItDbRow {
  key: string;
  place: 'storage' | 'holder';
  stock_id: number | null;
  holding_id: number | null;
  nomenclature_id: number;
  nomenclature_name: string;
  article: string | null;
  group_name: string | null;
  serial: string;
  batch: string;
  inventory_number: string | null;
  marker_id: number | null;
  storage_id: number | null;
  storage_name: string | null;
  holder_id: number | null;
  holder_name: string | null;
  project_id: number | null;
  project_name: string | null;
  quantity: string;
  cost: string | null;
  since: Date;
  act_id: number | null;
  act_number: string | null;
  return_date: string | null;
  total?: number;
}

/** The union of kept and held serial items, before joins; `where` narrows each branch. */
function itemsUnion(q: Pick<ItQuery, 'holder_id' | 'storage_id' | 'place'>, only?: { stock?: number; holding?: number }): SQL {
  const stockWhere: SQL[] = [sql`st.serial <> ''`, sql`st.quantity > 0`];
  const holdWhere: SQL[] = [sql`h.serial <> ''`, sql`h.quantity > h.returned`];
  if (q.storage_id) {
    stockWhere.push(sql`st.storage_id in ${storageScope(q.storage_id, true)}`);
    holdWhere.push(sql`false`);
  }
  if (q.holder_id) {
    stockWhere.push(sql`false`);
    holdWhere.push(sql`h.user_id = ${q.holder_id}`);
  }
  if (q.place === 'storage') holdWhere.push(sql`false`);
  if (q.place === 'holder') stockWhere.push(sql`false`);
  if (only?.stock) {
    stockWhere.push(sql`st.id = ${only.stock}`);
    holdWhere.push(sql`false`);
  }
  if (only?.holding) {
    holdWhere.push(sql`h.id = ${only.holding}`);
    stockWhere.push(sql`false`);
  }
  return sql`(
    select 's' || st.id as key, 'storage' as place, st.id as stock_id, null::integer as holding_id, st.nomenclature_id,
      st.serial, st.batch, st.storage_id, null::integer as holder_id, null::integer as project_id, st.quantity, st.cost,
      st.updated_at as since, null::integer as act_id, null::date as return_date
    from warehouse_stock st where ${sql.join(stockWhere, sql` and `)}
    union all
    select 'h' || h.id, 'holder', null, h.id, h.nomenclature_id, h.serial, h.batch, null, h.user_id, h.project_id,
      h.quantity - h.returned, l.cost, h.issued_at, h.act_id, h.return_date
    from warehouse_holdings h left join warehouse_act_lines l on l.id = h.line_id
    where ${sql.join(holdWhere, sql` and `)}
  )`;
}

const joined = (union: SQL) => sql`
  select i.key, i.place, i.stock_id, i.holding_id, i.nomenclature_id, n.name as nomenclature_name, n.article,
    g.name as group_name, i.serial, i.batch, m.code as inventory_number, m.id as marker_id,
    i.storage_id, s.name as storage_name, i.holder_id, u.fio as holder_name, i.project_id, p.name as project_name,
    i.quantity, i.cost, i.since, i.act_id, a.number as act_number, i.return_date::text as return_date
  from ${union} i
  join nomenclature n on n.id = i.nomenclature_id
  left join nomenclature_groups g on g.id = n.group_id
  left join storages s on s.id = i.storage_id
  left join users u on u.id = i.holder_id
  left join projects p on p.id = i.project_id
  left join warehouse_acts a on a.id = i.act_id
  left join lateral (
    select mk.id, mk.code from warehouse_markers mk
    where mk.nomenclature_id = i.nomenclature_id and mk.serial = i.serial order by mk.id desc limit 1
  ) m on true`;

export async function findItPage(db: Db, q: ItQuery): Promise<ItDbRow[]> {
  const where: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    where.push(
      sql`(lower(x.serial) like ${like} or lower(x.nomenclature_name) like ${like} or lower(coalesce(x.article, '')) like ${like}
        or lower(coalesce(x.inventory_number, '')) like ${like})`,
    );
  }
  return queryRows<ItDbRow>(
    db,
    sql`select x.*, count(*) over ()::integer as total from (${joined(itemsUnion(q))}) x
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by x.nomenclature_name, x.serial, x.key
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
}

/** One item by its key (`s12` a stock line, `h34` a holding). */
export async function findItItem(db: Db, only: { stock?: number; holding?: number }): Promise<ItDbRow | undefined> {
  const [row] = await queryRows<ItDbRow>(db, sql`${joined(itemsUnion({}, only))}`);
  return row;
}
