import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { today } from './warehouse-extra.sql.ts';

/** SQL of the storekeeper's worktable blocks; each answers its rows (cut at `limit`) and its full count. */

type Counted<T> = T & { total: number };

/** Transfers on the way to storages the user keeps (responsible or deputy), or to any storage. */
export function findIncoming(db: Db, userId: number | null, limit: number) {
  const mine: SQL = userId === null ? sql`true` : sql`(t.responsible_id = ${userId} or t.deputy_id = ${userId})`;
  return queryRows<
    Counted<{
      act_id: number;
      number: string;
      date: string;
      storage_id: number;
      storage_name: string;
      target_storage_id: number;
      target_storage_name: string;
      lines_count: number;
      who_add_name: string | null;
    }>
  >(
    db,
    sql`select a.id as act_id, a.number, a.date::text as date, a.storage_id, s.name as storage_name, a.target_storage_id,
        t.name as target_storage_name, (select count(*)::integer from warehouse_act_lines l where l.act_id = a.id) as lines_count,
        u.fio as who_add_name, count(*) over ()::integer as total
      from warehouse_acts a
      join storages s on s.id = a.storage_id
      join storages t on t.id = a.target_storage_id
      left join users u on u.id = a.who_add
      where a.kind = 'transfer' and a.state = 'on_the_way' and ${mine}
      order by a.date, a.id limit ${limit}`,
  );
}

/**
 * Supply application positions bought and not yet wholly received (in an invoice, paid, on the
 * way, or partly in stock): the received total is the sum of the input act lines naming them.
 */
export function findAwaiting(db: Db, limit: number) {
  return queryRows<
    Counted<{
      application_id: number;
      application_name: string;
      position_id: number;
      name: string;
      nomenclature_id: number | null;
      status: string;
      quantity: string;
      received: string;
      unit_name: string | null;
      project_id: number | null;
      project_name: string | null;
    }>
  >(
    db,
    sql`select p.pack_id as application_id, a.name as application_name, p.id as position_id,
        coalesce(n.name, p.info, p.dv_work_name, '') as name, p.nomenclature_id, p.status, p.quantity,
        coalesce(r.received, 0) as received, un.short_name as unit_name, pr.id as project_id, pr.name as project_name,
        count(*) over ()::integer as total
      from application_positions p
      join applications a on a.id = p.pack_id and a.status not in ('delete', 'deleted')
      left join nomenclature n on n.id = p.nomenclature_id
      left join units un on un.id = p.unit_id
      left join lateral (
        select sum(l.quantity) as received from warehouse_act_lines l join warehouse_acts wa on wa.id = l.act_id
        where l.position_id = p.id and wa.kind = 'input'
      ) r on true
      left join lateral (
        select pj.id, pj.name from application_projects ap join projects pj on pj.id = ap.project_id
        where ap.pack_id = p.pack_id order by pj.id limit 1
      ) pr on true
      where p.status in ('in_invoice', 'paid', 'on_the_way', 'in_stock') and coalesce(r.received, 0) < p.quantity
      order by p.pack_id, p.number, p.id limit ${limit}`,
  );
}

/** Holdings with a return date within `days` days, or passed, not wholly returned. */
export function findReturnsDue(db: Db, days: number, limit: number) {
  return queryRows<
    Counted<{
      holding_id: number;
      user_id: number | null;
      user_name: string | null;
      nomenclature_id: number;
      nomenclature_name: string;
      quantity: string;
      size: string | null;
      return_date: string;
      overdue: boolean;
      act_id: number;
      act_number: string;
    }>
  >(
    db,
    sql`select h.id as holding_id, h.user_id, u.fio as user_name, h.nomenclature_id, n.name as nomenclature_name,
        h.quantity - h.returned as quantity, h.size, h.return_date::text as return_date, h.return_date < ${today} as overdue,
        h.act_id, a.number as act_number, count(*) over ()::integer as total
      from warehouse_holdings h
      join nomenclature n on n.id = h.nomenclature_id
      join warehouse_acts a on a.id = h.act_id
      left join users u on u.id = h.user_id
      where h.return_date <= ${today} + ${days}::integer and h.quantity > h.returned
      order by h.return_date, h.id limit ${limit}`,
  );
}
