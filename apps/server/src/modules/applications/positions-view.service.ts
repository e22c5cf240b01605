import { POSITION_STATUSES } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Lang } from '../../shared/i18n.ts';
import { unitsByIds } from '../dictionaries/index.ts';
import { equipment } from '../equipment/index.ts';
import { canEditPositionFields, isSplit } from './applications.policy.ts';
import * as repo from './applications.repository.ts';

/** A quantity on the wire: a number (not money), without trailing zeros. */
export const quantityOf = (v: string | null) => (v === null ? null : Number(v));

/** dd.MM.yyyy from yyyy-MM-dd. */
export const ddmmyyyy = (v: string | null) => (v ? `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}` : null);

export function positionStatus(code: string, lang: Lang) {
  const s = POSITION_STATUSES.find((x) => x.code === code);
  return { id: code, code, name: s ? s[lang] : code, color: s?.color ?? null, icon: s?.icon ?? null };
}

export async function equipmentNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: equipment.id, name: equipment.name, board_number: equipment.board_number })
    .from(equipment)
    .where(inArray(equipment.id, unique));
  return new Map(rows.map((r) => [r.id, r.board_number ? `${r.name} (${r.board_number})` : r.name]));
}

/**
 * Positions in the wire shape of spec 2 / spec 3 §3 (mapped fields), with files, units,
 * equipment and responsible names: four queries for any number of positions.
 */
export async function positionViews(db: Db, rows: repo.PositionRow[], opts: { typeCode: string; canEdit: boolean; lang: Lang }) {
  const ids = rows.map((r) => r.id);
  const files = await repo.findPositionFiles(db, ids);
  const units = await unitsByIds(
    db,
    rows.flatMap((r) => (r.unit_id ? [r.unit_id] : [])),
  );
  const machines = await equipmentNames(
    db,
    rows.flatMap((r) => (r.equipment_id ? [r.equipment_id] : [])),
  );
  const people = await repo.findUserBrief(
    db,
    rows.flatMap((r) => (r.responsible ? [r.responsible] : [])),
  );
  const partsOf = new Map<number, number>();
  for (const r of rows) if (r.part_id !== null) partsOf.set(r.part_id, (partsOf.get(r.part_id) ?? 0) + 1);
  const tmc = opts.typeCode === 'tmc';
  return rows.map((r, index) => {
    const parts = partsOf.get(r.id) ?? 0;
    const unit = r.unit_id ? units.find((u) => u.id === r.unit_id) : undefined;
    const facts = { status: r.status, part_id: r.part_id, parts };
    return {
      id: r.id,
      snab_id: r.id,
      _innerId: index + 1,
      pack_id: r.pack_id,
      part_id: r.part_id,
      partitions: parts,
      some_parts: isSplit(facts) ? 1 : 0,
      edit: opts.canEdit && canEditPositionFields(facts) && !isSplit(facts) ? 1 : 0,
      number: r.number,
      info: r.info,
      article: tmc ? r.article : undefined,
      links: tmc ? r.links : undefined,
      for_use: r.for_use,
      quantity: quantityOf(r.quantity),
      min_quantity: quantityOf(r.min_quantity),
      desire_quantity: quantityOf(r.desire_quantity),
      unit: r.unit_id,
      unit_name: unit?.short_name ?? null,
      unit_param: r.unit_param,
      delivery: r.delivery,
      main_comment: r.main_comment,
      dv_work_name: r.dv_work_name,
      dv_work_type: r.dv_work_type,
      equipment_id: r.equipment_id,
      equipment_name: r.equipment_id ? (machines.get(r.equipment_id) ?? null) : null,
      run: r.run,
      photo: r.photo ? `/api/applications/${r.pack_id}/snab/${r.id}/photo` : null,
      cost: r.cost,
      date_want: ddmmyyyy(r.date_want),
      nomenclature_id: r.nomenclature_id,
      responsible: r.responsible,
      responsible_fio: r.responsible ? (people.get(r.responsible)?.fio ?? null) : null,
      explanation: r.explanation,
      invoice_id: r.invoice_id,
      pack_code: opts.typeCode,
      status: positionStatus(r.status, opts.lang),
      statusName: r.status,
      files: files.filter((f) => f.snab_id === r.id).map((f) => ({ id: f.id, name: f.name, path: `/api/files/snab/${f.id}` })),
    };
  });
}

export type PositionView = Awaited<ReturnType<typeof positionViews>>[number];
