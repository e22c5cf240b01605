import type { ItCard, ItQuery, ItRow } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound } from '../../shared/errors.ts';
import * as repo from './it.repository.ts';
import { findItemMovements } from './reports.repository.ts';
import { toMovementRow } from './reports.service.ts';
import { num, numOrNull } from './warehouse-extra.sql.ts';

/**
 * IT equipment (`warehouse/IT`, spec 3 §7): every serial-numbered item, where it is (a storage)
 * or who holds it, with its inventory number (the latest marker of nomenclature + serial).
 */

function toItRow(r: repo.ItDbRow): ItRow {
  return {
    key: r.key,
    place: r.place,
    stock_id: r.stock_id,
    holding_id: r.holding_id,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    article: r.article,
    group_name: r.group_name,
    serial: r.serial,
    batch: r.batch,
    inventory_number: r.inventory_number,
    marker_id: r.marker_id,
    storage_id: r.storage_id,
    storage_name: r.storage_name,
    holder_id: r.holder_id,
    holder_name: r.holder_name,
    project_id: r.project_id,
    project_name: r.project_name,
    quantity: num(r.quantity),
    cost: numOrNull(r.cost),
    since: toWireMinutes(new Date(r.since)),
    act_id: r.act_id,
    act_number: r.act_number,
    return_date: r.return_date,
  };
}

export async function listIt(db: Db, q: ItQuery) {
  const rows = await repo.findItPage(db, q);
  return { items: rows.map(toItRow), total: rows[0]?.total ?? 0 };
}

/** `GET warehouse/IT/{key}` (`s<stock id>` or `h<holding id>`): the item and its movements. */
export async function getIt(db: Db, key: string): Promise<ItCard> {
  const m = /^([sh])(\d{1,10})$/.exec(key);
  const id = m ? Number(m[2]) : 0;
  if (!m || id < 1 || id > 2_147_483_647) throw new NotFound();
  const row = await repo.findItItem(db, m[1] === 's' ? { stock: id } : { holding: id });
  if (!row) throw new NotFound();
  const movements = await findItemMovements(db, row.nomenclature_id, row.serial);
  return { ...toItRow(row), movements: movements.map(toMovementRow) };
}
