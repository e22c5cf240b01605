import { type MarkersQuery, WAREHOUSE_MARKER_PREFIX } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { idsIn } from './warehouse-extra.sql.ts';

/** SQL of the inventory markers and of what a scanned code names. */

export interface MarkerDbRow {
  id: number;
  code: string;
  nomenclature_id: number;
  nomenclature_name: string;
  article: string | null;
  unit_name: string | null;
  batch: string;
  serial: string;
  storage_id: number | null;
  storage_name: string | null;
  stock_id: number | null;
  holding_id: number | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
  printed_at: Date | null;
  total?: number;
}

export interface NewMarker {
  nomenclature_id: number;
  batch: string;
  serial: string;
  storage_id: number | null;
  stock_id: number | null;
  holding_id: number | null;
}

const markerSelect = (where: SQL, tail: SQL = sql``) => sql`
  select mk.id, mk.code, mk.nomenclature_id, n.name as nomenclature_name, n.article, un.short_name as unit_name,
    mk.batch, mk.serial, mk.storage_id, s.name as storage_name, mk.stock_id, mk.holding_id, mk.created_by,
    u.fio as created_by_name, mk.created_at, mk.printed_at
  from warehouse_markers mk
  join nomenclature n on n.id = mk.nomenclature_id
  left join units un on un.id = n.unit_id
  left join storages s on s.id = mk.storage_id
  left join users u on u.id = mk.created_by
  where ${where} ${tail}`;

/**
 * Inserts the markers in one statement: each takes the next id of the table's identity and its
 * code is the prefix and that id padded to 6 digits (`ИН-000001`), unique by construction.
 */
export async function insertMarkers(db: Db, rows: NewMarker[], userId: number): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (r, i) =>
        sql`(${r.nomenclature_id}::integer, ${r.batch}::text, ${r.serial}::text, ${r.storage_id}::integer, ${r.stock_id}::integer, ${r.holding_id}::integer, ${i}::integer)`,
    ),
    sql`, `,
  );
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into warehouse_markers (id, code, nomenclature_id, batch, serial, storage_id, stock_id, holding_id, created_by)
      overriding system value
      select x.n, ${WAREHOUSE_MARKER_PREFIX} || '-' || lpad(x.n::text, greatest(6, length(x.n::text)), '0'),
        x.nomenclature_id, x.batch, x.serial, x.storage_id, x.stock_id, x.holding_id, ${userId}::integer
      from (
        select nextval(pg_get_serial_sequence('warehouse_markers', 'id')) as n, v.*
        from (values ${values}) v(nomenclature_id, batch, serial, storage_id, stock_id, holding_id, ord) order by v.ord
      ) x
      returning id`,
  );
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

export const findMarkersByIds = (db: Db, ids: number[]) =>
  queryRows<MarkerDbRow>(db, markerSelect(sql`mk.id in ${idsIn(ids)}`, sql`order by mk.id`));

export function findMarkersPage(db: Db, q: MarkersQuery) {
  const where: SQL[] = [sql`true`];
  if (q.nomenclature_id) where.push(sql`mk.nomenclature_id = ${q.nomenclature_id}`);
  if (q.storage_id) where.push(sql`mk.storage_id = ${q.storage_id}`);
  if (q.unprinted) where.push(sql`mk.printed_at is null`);
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    where.push(sql`(lower(mk.code) like ${like} or lower(mk.serial) like ${like} or lower(n.name) like ${like}
      or lower(coalesce(n.article, '')) like ${like})`);
  }
  return queryRows<MarkerDbRow>(
    db,
    sql`select m.*, count(*) over ()::integer as total from (${markerSelect(sql.join(where, sql` and `))}) m
      order by m.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
}

export const findMarkerByCode = async (db: Db, code: string) =>
  (await queryRows<MarkerDbRow>(db, markerSelect(sql`upper(mk.code) = upper(${code})`, sql`limit 1`)))[0];

export const markPrinted = (db: Db, ids: number[]) =>
  ids.length ? db.execute(sql`update warehouse_markers set printed_at = now() where id in ${idsIn(ids)}`) : Promise.resolve();

export interface StockSource {
  id: number;
  storage_id: number;
  nomenclature_id: number;
  batch: string;
  serial: string;
  quantity: string;
}

export const findStockLines = (db: Db, ids: number[]) =>
  queryRows<StockSource>(
    db,
    sql`select id, storage_id, nomenclature_id, batch, serial, quantity from warehouse_stock where id in ${idsIn(ids)} order by id`,
  );

export const findHoldingLines = (db: Db, ids: number[]) =>
  queryRows<StockSource>(
    db,
    sql`select id, storage_id, nomenclature_id, batch, serial, quantity - returned as quantity
      from warehouse_holdings where id in ${idsIn(ids)} order by id`,
  );

export const liveItem = async (db: Db, id: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from nomenclature where id = ${id} and status = 1`)).length > 0;

export const liveStorage = async (db: Db, id: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from storages where id = ${id} and status = 1`)).length > 0;

export interface ItemInfo {
  id: number;
  name: string;
  article: string | null;
  unit_name: string | null;
}

/** A live item by article (exact, case-insensitive), the lowest id first. */
export const findItemByArticle = async (db: Db, article: string) =>
  (
    await queryRows<ItemInfo>(
      db,
      sql`select n.id, n.name, n.article, un.short_name as unit_name from nomenclature n left join units un on un.id = n.unit_id
        where n.status = 1 and lower(n.article) = lower(${article}) order by n.id limit 1`,
    )
  )[0];

export const findItem = async (db: Db, id: number) =>
  (
    await queryRows<ItemInfo>(
      db,
      sql`select n.id, n.name, n.article, un.short_name as unit_name from nomenclature n left join units un on un.id = n.unit_id
        where n.id = ${id}`,
    )
  )[0];

/** The item carrying a serial number: in stock first, then held, then only marked. */
export const findBySerial = async (db: Db, serial: string) =>
  (
    await queryRows<{ nomenclature_id: number; batch: string; serial: string }>(
      db,
      sql`select nomenclature_id, batch, serial from (
          select nomenclature_id, batch, serial, 1 as o from warehouse_stock where serial = ${serial} and quantity > 0
          union all select nomenclature_id, batch, serial, 2 from warehouse_holdings where serial = ${serial} and quantity > returned
          union all select nomenclature_id, batch, serial, 3 from warehouse_markers where serial = ${serial}
        ) x order by o limit 1`,
    )
  )[0];

export interface StockOfItem {
  id: number;
  storage_id: number;
  storage_name: string;
  batch: string;
  serial: string;
  quantity: string;
}

/** The stock lines of an item (optionally of one serial), quantity > 0, `storage_id`'s first. */
export const findStockOfItem = (db: Db, nomenclatureId: number, serial: string | null, storageId: number | null) =>
  queryRows<StockOfItem>(
    db,
    sql`select st.id, st.storage_id, s.name as storage_name, st.batch, st.serial, st.quantity
      from warehouse_stock st join storages s on s.id = st.storage_id
      where st.nomenclature_id = ${nomenclatureId} and st.quantity > 0 ${serial !== null ? sql`and st.serial = ${serial}` : sql``}
      order by (st.storage_id = ${storageId ?? 0}::integer) desc, s.name, st.id limit 50`,
  );

/** Who holds a serial item now. */
export const findHolderOf = async (db: Db, nomenclatureId: number, serial: string) =>
  (
    await queryRows<{ user_id: number | null; fio: string | null }>(
      db,
      sql`select h.user_id, u.fio from warehouse_holdings h left join users u on u.id = h.user_id
        where h.nomenclature_id = ${nomenclatureId} and h.serial = ${serial} and h.quantity > h.returned
        order by h.id desc limit 1`,
    )
  )[0];
