import { type MarkerResolved, type MarkerRow, type MarkersCreate, type MarkersQuery, WAREHOUSE_MARKERS_MAX } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { HttpError, NotFound, ValidationFailed } from '../../shared/errors.ts';
import * as repo from './markers.repository.ts';
import { extraKey } from './warehouse-extra.messages.ts';
import { num } from './warehouse-extra.sql.ts';

/**
 * Inventory markers (issue 16 "Marking"): codes generated per item (`ИН-000001`), printed on
 * stickers, resolved back when scanned (control, checkout). warehouse_edit generates.
 */

export function toMarkerRow(r: repo.MarkerDbRow): MarkerRow {
  return {
    id: r.id,
    code: r.code,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    article: r.article,
    batch: r.batch,
    serial: r.serial,
    storage_id: r.storage_id,
    storage_name: r.storage_name,
    stock_id: r.stock_id,
    holding_id: r.holding_id,
    created_by: r.created_by,
    created_by_name: r.created_by_name,
    created_at: toWireMinutes(new Date(r.created_at)),
    printed_at: r.printed_at ? toWireMinutes(new Date(r.printed_at)) : null,
  };
}

const missing = (asked: number[], found: { id: number }[]) => {
  const have = new Set(found.map((r) => r.id));
  return asked.filter((id) => !have.has(id));
};

/** What to mark: one marker per stock line (or per unit), per holding, or `count` free ones of an item. */
async function newMarkers(db: Db, input: MarkersCreate): Promise<repo.NewMarker[]> {
  if (input.stock_ids) {
    const ids = [...new Set(input.stock_ids)];
    const lines = await repo.findStockLines(db, ids);
    const lost = missing(ids, lines);
    if (lost.length) throw new ValidationFailed({ stock_ids: [extraKey('markers.stockMissing')] });
    return lines.flatMap((l) => {
      const times = input.per_unit && l.serial === '' ? Math.max(1, Math.floor(num(l.quantity))) : 1;
      const one = {
        nomenclature_id: l.nomenclature_id,
        batch: l.batch,
        serial: l.serial,
        storage_id: l.storage_id,
        stock_id: l.id,
        holding_id: null,
      };
      return Array.from({ length: Math.min(times, WAREHOUSE_MARKERS_MAX + 1) }, () => one);
    });
  }
  if (input.holding_ids) {
    const ids = [...new Set(input.holding_ids)];
    const lines = await repo.findHoldingLines(db, ids);
    if (missing(ids, lines).length) throw new ValidationFailed({ holding_ids: [extraKey('markers.holdingMissing')] });
    return lines.map((l) => ({
      nomenclature_id: l.nomenclature_id,
      batch: l.batch,
      serial: l.serial,
      storage_id: l.storage_id,
      stock_id: null,
      holding_id: l.id,
    }));
  }
  const itemId = input.nomenclature_id as number;
  if (!input.count) throw new ValidationFailed({ count: [extraKey('markers.countRequired')] });
  if (!(await repo.liveItem(db, itemId))) throw new ValidationFailed({ nomenclature_id: ['warehouse.itemMissing'] });
  const one = {
    nomenclature_id: itemId,
    batch: input.batch ?? '',
    serial: input.serial ?? '',
    storage_id: input.storage_id ?? null,
    stock_id: null,
    holding_id: null,
  };
  return Array.from({ length: input.count }, () => one);
}

export async function createMarkers(db: Db, user: SessionUser, input: MarkersCreate): Promise<{ items: MarkerRow[] }> {
  if (input.storage_id && input.nomenclature_id) {
    if (!(await repo.liveStorage(db, input.storage_id))) throw new ValidationFailed({ storage_id: ['warehouse.storageMissing'] });
  }
  const rows = await newMarkers(db, input);
  if (rows.length > WAREHOUSE_MARKERS_MAX) throw new ValidationFailed({ stock_ids: [extraKey('markers.tooMany')] });
  const ids = await repo.insertMarkers(db, rows, user.id);
  return { items: (await repo.findMarkersByIds(db, ids)).map(toMarkerRow) };
}

export async function listMarkers(db: Db, q: MarkersQuery) {
  const rows = await repo.findMarkersPage(db, q);
  return { items: rows.map(toMarkerRow), total: rows[0]?.total ?? 0 };
}

/** What a scanned code names: a marker code first, then a serial number (in stock, held or marked), then an article. */
export async function identifyCode(
  db: Db,
  code: string,
): Promise<{
  match: MarkerResolved['match'];
  marker: repo.MarkerDbRow | undefined;
  nomenclature_id: number;
  batch: string;
  serial: string;
}> {
  const marker = await repo.findMarkerByCode(db, code);
  if (marker) return { match: 'marker', marker, nomenclature_id: marker.nomenclature_id, batch: marker.batch, serial: marker.serial };
  const bySerial = await repo.findBySerial(db, code);
  if (bySerial) return { match: 'serial', marker: undefined, ...bySerial };
  const byArticle = await repo.findItemByArticle(db, code);
  if (byArticle) return { match: 'article', marker: undefined, nomenclature_id: byArticle.id, batch: '', serial: '' };
  throw new HttpError(404, extraKey('markers.codeUnknown'), { code: code.slice(0, 60) });
}

/** `GET warehouse/markers/resolve?code=`: a scanned code → the item, its stock lines and holder. Unknown codes are 404. */
export async function resolveCode(db: Db, code: string, storageId: number | null): Promise<MarkerResolved> {
  const item = await identifyCode(db, code);
  const info = await repo.findItem(db, item.nomenclature_id);
  if (!info) throw new NotFound(extraKey('markers.codeUnknown'));
  const serial = item.serial !== '' ? item.serial : null;
  const [stock, holder] = await Promise.all([
    repo.findStockOfItem(db, item.nomenclature_id, serial, storageId),
    serial ? repo.findHolderOf(db, item.nomenclature_id, serial) : Promise.resolve(undefined),
  ]);
  return {
    match: item.match,
    marker: item.marker ? toMarkerRow(item.marker) : null,
    nomenclature_id: info.id,
    nomenclature_name: info.name,
    article: info.article,
    unit_name: info.unit_name,
    batch: item.batch,
    serial: item.serial,
    stock: stock.map((s) => ({ ...s, quantity: num(s.quantity) })),
    holder_id: holder?.user_id ?? null,
    holder_name: holder?.fio ?? null,
  };
}
