import { WAREHOUSE_MARKER_PREFIX } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';

/**
 * Demo inventory markers (issue 16): one per IT item of the demo warehouse (every balance line
 * and holding with a serial number), so that the IT list shows inventory numbers and a sticker
 * sheet can be printed at once. Runs after the core's seed; one statement.
 */
export async function seedWarehouseMarkers(db: Db) {
  await db.execute(sql`insert into warehouse_markers (id, code, nomenclature_id, batch, serial, storage_id, stock_id, holding_id, created_by)
    overriding system value
    select x.n, ${WAREHOUSE_MARKER_PREFIX} || '-' || lpad(x.n::text, greatest(6, length(x.n::text)), '0'),
      x.nomenclature_id, x.batch, x.serial, x.storage_id, x.stock_id, x.holding_id, (select id from users where login = 'user9')
    from (
      select nextval(pg_get_serial_sequence('warehouse_markers', 'id')) as n, i.*
      from (
        select nomenclature_id, batch, serial, storage_id, id as stock_id, null::integer as holding_id
          from warehouse_stock where serial <> '' and quantity > 0
        union all
        select nomenclature_id, batch, serial, storage_id, null, id from warehouse_holdings where serial <> '' and quantity > returned
        order by 5, 6
      ) i
    ) x`);
}
