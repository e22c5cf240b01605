import type { DebtsQuery, HoldingRow } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden } from '../../shared/errors.ts';
import { canSeeAll } from './acts.service.ts';

/**
 * Debts (`GET warehouse/debts`, issue 16): what people and projects hold and owe back — the
 * holdings of issue and clothes acts not wholly returned. `user_id=me` for anyone; another
 * user, a project or everyone needs warehouse_view.
 */
export async function listDebts(db: Db, user: SessionUser, q: DebtsQuery, today = new Date().toISOString().slice(0, 10)) {
  const all = canSeeAll(user);
  const userId = q.user_id === 'me' ? user.id : q.user_id;
  if (!all && (userId !== user.id || q.project_id)) {
    if (userId !== undefined && userId !== user.id) throw new Forbidden();
    if (q.project_id) throw new Forbidden();
  }
  const where: SQL[] = [sql`h.returned < h.quantity`];
  const owner = all ? userId : user.id;
  if (owner) where.push(sql`h.user_id = ${owner}`);
  if (q.project_id) where.push(sql`h.project_id = ${q.project_id}`);
  if (q.overdue) where.push(sql`h.return_date < ${today}::date`);
  if (q.kind === 'clothes') where.push(sql`a.kind = 'output_clothes'`);
  const condition = sql.join(where, sql` and `);
  const from = sql`from warehouse_holdings h join warehouse_acts a on a.id = h.act_id`;
  const rows = await queryRows<HoldingRow>(
    db,
    sql`select h.id, h.user_id, u.fio as user_name, h.project_id, p.name as project_name, h.act_id, a.number as act_number,
        a.kind as act_kind, h.nomenclature_id, n.name as nomenclature_name, un.short_name as unit_name, h.batch, h.serial,
        h.quantity::float8 as quantity, h.returned::float8 as returned, h.size,
        to_char(h.issued_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as issued_at, h.return_date::text as return_date,
        coalesce(h.return_date < ${today}::date, false) as overdue
      ${from} join nomenclature n on n.id = h.nomenclature_id left join units un on un.id = n.unit_id
        left join users u on u.id = h.user_id left join projects p on p.id = h.project_id
      where ${condition}
      order by h.return_date nulls last, h.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${condition}`);
  return { items: rows.map((r) => ({ ...r, quantity: Number(r.quantity), returned: Number(r.returned) })), total: Number(n) };
}
