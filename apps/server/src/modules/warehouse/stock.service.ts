import type { AllStockQuery, MovementRow, ReceivablePosition, StockRow } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { NotFound } from '../../shared/errors.ts';
import { likePattern } from '../../shared/like.ts';
import { receivedOf } from './acts.repository.ts';

/**
 * Balances and their history (issue 16): a storage's stock (with its zones and shelves when
 * `nested`), all storages' stock, a stock line's movements, the storages holding an item (the
 * nomenclature picker) and an application's receivable positions.
 */

const ORDER: Record<AllStockQuery['sort'], SQL> = {
  name: sql`n.name`,
  quantity: sql`st.quantity`,
  updated_at: sql`st.updated_at`,
};

/** The storage and every storage under it (zones, shelves), live only. */
const subtree = (id: number) => sql`(with recursive tree(id) as (
    select id from storages where id = ${id} and status = 1
    union select s.id from storages s join tree on s.parent_id = tree.id where s.status = 1
  ) select id from tree)`;

/** `GET warehouse/storages/{id}/stock` and `GET warehouse/stock`: one page of balance lines with the total. */
export async function listStock(db: Db, q: Omit<AllStockQuery, 'storage_id'> & { storage_id?: number }) {
  const where: SQL[] = [sql`s.status = 1`];
  if (q.storage_id) where.push(q.nested ? sql`st.storage_id in ${subtree(q.storage_id)}` : sql`st.storage_id = ${q.storage_id}`);
  if (!q.zero) where.push(sql`st.quantity > 0`);
  if (q.nomenclature_id) where.push(sql`st.nomenclature_id = ${q.nomenclature_id}`);
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    where.push(sql`(lower(n.name) like ${like} or lower(coalesce(n.article, '')) like ${like}
      or lower(st.batch) like ${like} or lower(st.serial) like ${like})`);
  }
  const condition = sql.join(where, sql` and `);
  const from = sql`from warehouse_stock st join storages s on s.id = st.storage_id join nomenclature n on n.id = st.nomenclature_id`;
  const rows = await queryRows<StockRow & { full_count: number }>(
    db,
    sql`select st.id, st.storage_id, s.name as storage_name, st.nomenclature_id, n.name as nomenclature_name, n.article,
        g.name as group_name, u.short_name as unit_name, st.batch, st.serial, st.quantity::float8 as quantity, st.cost::float8 as cost,
        round(st.quantity * st.cost, 2)::float8 as sum, to_char(st.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as updated_at,
        count(*) over ()::int as full_count
      ${from} left join nomenclature_groups g on g.id = n.group_id left join units u on u.id = coalesce(st.unit_id, n.unit_id)
      where ${condition}
      order by ${ORDER[q.sort]} ${q.order === 'desc' ? sql`desc` : sql`asc`}, st.id
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
  // The total rides on the page's rows (one statement); a page past the end counts apart.
  const total =
    rows.length > 0 || q.page === 1
      ? Number(rows[0]?.full_count ?? 0)
      : Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${condition}`))[0].n);
  return { items: rows.map(numbers), total };
}

const numbers = ({ full_count: _, ...r }: StockRow & { full_count?: number }): StockRow => ({
  ...r,
  quantity: Number(r.quantity),
  cost: r.cost === null ? null : Number(r.cost),
  sum: r.sum === null ? null : Number(r.sum),
});

/** A live storage or 404. */
export async function assertStorage(db: Db, id: number) {
  const rows = await queryRows<{ id: number }>(db, sql`select id from storages where id = ${id} and status = 1`);
  if (!rows.length) throw new NotFound();
}

/** `GET warehouse/stock/{id}/movements`: the movements of a stock line's key, newest first. */
export async function stockMovements(db: Db, stockId: number, page: number, perPage: number) {
  const [line] = await queryRows<{ storage_id: number; nomenclature_id: number; batch: string; serial: string }>(
    db,
    sql`select storage_id, nomenclature_id, batch, serial from warehouse_stock where id = ${stockId}`,
  );
  if (!line) throw new NotFound();
  const condition = sql`m.storage_id = ${line.storage_id} and m.nomenclature_id = ${line.nomenclature_id}
    and m.batch = ${line.batch} and m.serial = ${line.serial}`;
  const rows = await queryRows<MovementRow>(
    db,
    sql`select m.id::int as id, to_char(m.date at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as date, m.kind, m.act_id, a.number as act_number,
        m.storage_id, s.name as storage_name, m.nomenclature_id, n.name as nomenclature_name, m.batch, m.serial,
        m.quantity::float8 as quantity, m.cost::float8 as cost, m.holder_id, h.fio as holder_name, m.project_id, w.fio as user_name
      from warehouse_movements m join storages s on s.id = m.storage_id join nomenclature n on n.id = m.nomenclature_id
        left join warehouse_acts a on a.id = m.act_id left join users h on h.id = m.holder_id left join users w on w.id = m.user_id
      where ${condition} order by m.date desc, m.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from warehouse_movements m where ${condition}`);
  return {
    items: rows.map((r) => ({ ...r, quantity: Number(r.quantity), cost: r.cost === null ? null : Number(r.cost) })),
    total: Number(n),
  };
}

/** The live storages holding each item, with the quantity (the nomenclature picker's `storages`). */
export async function storagesHolding(db: Db, nomenclatureIds: number[]) {
  const out = new Map<number, { id: number; name: string; quantity: string }[]>();
  if (!nomenclatureIds.length) return out;
  const rows = await queryRows<{ nomenclature_id: number; id: number; name: string; quantity: string }>(
    db,
    sql`select st.nomenclature_id, s.id, s.name, trim_scale(sum(st.quantity))::text as quantity
      from warehouse_stock st join storages s on s.id = st.storage_id
      where s.status = 1 and st.quantity > 0
        and st.nomenclature_id = any(${sql.raw(`array[${nomenclatureIds.map(Number).join(',')}]`)}::int[])
      group by st.nomenclature_id, s.id, s.name order by s.name`,
  );
  for (const r of rows)
    out.set(r.nomenclature_id, [...(out.get(r.nomenclature_id) ?? []), { id: r.id, name: r.name, quantity: r.quantity }]);
  return out;
}

const CLOSED = sql`('delete', 'refusal', 'incorrect', 'get_it', 'worked_out')`;

/** `GET warehouse/applications/{id}/receivable`: the application's positions that can still be received. */
export async function receivablePositions(db: Db, packId: number): Promise<ReceivablePosition[]> {
  const pack = await queryRows<{ id: number }>(
    db,
    sql`select id from applications where id = ${packId} and status not in ('delete', 'deleted')`,
  );
  if (!pack.length) throw new NotFound();
  const rows = await queryRows<Omit<ReceivablePosition, 'received' | 'remaining'>>(
    db,
    sql`select p.id as position_id, p.number, coalesce(nullif(p.info, ''), n.name, '#' || p.id) as name, p.status, p.nomenclature_id,
        n.name as nomenclature_name, coalesce(n.article, p.article) as article, coalesce(p.unit_id, n.unit_id) as unit_id,
        u.short_name as unit_name, p.quantity::float8 as quantity, p.cost::float8 as cost
      from application_positions p left join nomenclature n on n.id = p.nomenclature_id left join units u on u.id = coalesce(p.unit_id, n.unit_id)
      where p.pack_id = ${packId} and p.status not in ${CLOSED}
        and not exists (select 1 from application_positions c where c.part_id = p.id and c.status <> 'delete')
      order by p.number, p.id`,
  );
  const received = await receivedOf(
    db,
    rows.map((r) => r.position_id),
  );
  return rows
    .map((r) => {
      const got = received.get(r.position_id) ?? 0;
      const quantity = Number(r.quantity);
      return {
        ...r,
        quantity,
        cost: r.cost === null ? null : Number(r.cost),
        received: got,
        remaining: Math.max(0, Math.round((quantity - got) * 1000) / 1000),
      };
    })
    .filter((r) => r.remaining > 0);
}
