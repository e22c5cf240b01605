import { MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import type { ApplicationType, PositionDraft, PositionView } from './types.ts';

/** What decides the position fields of a type: its code, form kind and position type. */
export type PositionFormType = Pick<ApplicationType, 'code' | 'form'> & { position_type?: ApplicationType['position_type'] };

/**
 * Position fields per type (spec 2 "Application position", spec 3 §3 mapped fields): the
 * nomenclature type picks its positions from the nomenclature (name, article and unit come
 * with it); article and links for tmc only; work name/type for services-like forms (2);
 * equipment, its mileage and the mileage photo for equipment forms (3, 4); files for all.
 */
export function positionFields(type: PositionFormType): (keyof PositionDraft)[] {
  const fromStock = type.position_type === 'nomenclatures';
  const base: (keyof PositionDraft)[] = fromStock ? ['nomenclature_id'] : ['info'];
  if (type.code === 'tmc' && !fromStock) base.push('article');
  if (type.form === 2) base.push('dv_work_name', 'dv_work_type');
  if (type.form === 3 || type.form === 4) base.push('equipment_id', 'run', 'photo');
  base.push('for_use', 'quantity', 'min_quantity', 'desire_quantity', 'unit', 'main_comment');
  if (!fromStock) base.push('cost');
  if (type.code === 'tmc') base.push('links');
  base.push('date_want', 'files');
  return base;
}

const TEXT_KEYS: (keyof PositionDraft)[] = [
  'info',
  'article',
  'for_use',
  'quantity',
  'main_comment',
  'dv_work_name',
  'dv_work_type',
  'min_quantity',
  'desire_quantity',
  'cost',
  'links',
  'run',
  'date_want',
];

/** A row with nothing in it (the form's empty trailing rows are dropped). */
export function isBlankPosition(p: PositionDraft): boolean {
  return (
    !p.id && !p.nomenclature_id && !p.equipment_id && !p.files?.length && !p.photo && TEXT_KEYS.every((k) => !String(p[k] ?? '').trim())
  );
}

/** A row with some data but without its name or quantity: the "unfilled position" of spec 2. */
export function isUnfilledPosition(p: PositionDraft): boolean {
  if (isBlankPosition(p)) return false;
  const named = Boolean((p.info ?? '').trim() || (p.dv_work_name ?? '').trim() || p.nomenclature_id);
  return !named || !(p.quantity ?? '').trim();
}

/**
 * Spec 1 §5: at least one position (`position.atLeastOne`); for the nomenclature type a
 * position without a nomenclature is `position.notSelected`; at most 50 per operation.
 * Answers the i18n key of the first failed rule, or null.
 */
export function positionsError(list: readonly PositionDraft[], positionType: string): string | null {
  const filled = list.filter((p) => !isBlankPosition(p));
  if (positionType === 'nomenclatures') {
    if (filled.length === 0 || filled.some((p) => !p.id && !p.nomenclature_id)) return 'position.notSelected';
  } else if (filled.length === 0) return 'position.atLeastOne';
  if (filled.length > MAX_POSITIONS_PER_OPERATION) return 'position.tooMany';
  return null;
}

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** The position fields compared and sent as values (files and the photo go as uploads). */
function valuesToWire(p: PositionDraft): Record<string, unknown> {
  const links = (p.links ?? '')
    .split(/\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((link) => ({ link }));
  const wire: Record<string, unknown> = {
    id: p.id,
    info: text(p.info),
    article: text(p.article),
    for_use: text(p.for_use),
    quantity: text(p.quantity),
    min_quantity: text(p.min_quantity),
    desire_quantity: text(p.desire_quantity),
    unit: p.unit ?? undefined,
    main_comment: text(p.main_comment),
    dv_work_name: text(p.dv_work_name),
    dv_work_type: text(p.dv_work_type),
    equipment_id: p.equipment_id ?? undefined,
    run: text(p.run),
    cost: text(p.cost),
    links: links.length ? links : undefined,
    date_want: text(p.date_want),
    nomenclature_id: p.nomenclature_id ?? undefined,
  };
  return Object.fromEntries(Object.entries(wire).filter(([, v]) => v !== undefined));
}

/** The uploads of a position: new files (`files[n][file]`, `files[n][name]`) and the mileage photo. */
function uploadsToWire(p: PositionDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (p.files?.length) out.files = p.files.map((file) => ({ file, name: file.name }));
  if (p.photo) out.photo = [{ file: p.photo }];
  return out;
}

/** The wire shape of a position (`snabs[i]`), with its new files and photo. */
export function positionToWire(p: PositionDraft): Record<string, unknown> {
  return { ...valuesToWire(p), ...uploadsToWire(p) };
}

/** True when a wire body carries a file (then it goes as multipart/form-data). */
export function hasUploads(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(hasUploads);
  if (value && typeof value === 'object') return Object.values(value).some(hasUploads);
  return false;
}

/**
 * The positions an edit sends (`PATCH applications/:id`): new rows in full; an existing row
 * only when something in it changed, with its id and the changed fields (a cleared field as
 * null) plus new files or a new photo. Unchanged and locked rows are left out, so that an
 * application past review or with a split position can still be renamed.
 */
export function changedPositions(original: readonly PositionDraft[], current: readonly PositionDraft[]): Record<string, unknown>[] {
  const before = new Map(original.filter((p) => p.id).map((p) => [p.id as number, valuesToWire(p)]));
  const out: Record<string, unknown>[] = [];
  for (const p of current) {
    if (isBlankPosition(p)) continue;
    const wire = valuesToWire(p);
    const was = p.id ? before.get(p.id) : undefined;
    if (!p.id || !was) {
      const { id: _id, ...fresh } = wire;
      out.push({ ...fresh, ...uploadsToWire(p) });
      continue;
    }
    if (p.locked) continue;
    const changed: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(wire)])) {
      if (key === 'id') continue;
      if (JSON.stringify(was[key]) !== JSON.stringify(wire[key])) changed[key] = wire[key] ?? (key === 'links' ? [] : null);
    }
    Object.assign(changed, uploadsToWire(p));
    if (Object.keys(changed).length > 0) out.push({ id: p.id, ...changed });
  }
  return out;
}

/** A position's quantity with its unit: `10 шт`. */
export const quantityText = (p: Pick<PositionView, 'quantity' | 'unit_name'>) => `${p.quantity ?? ''} ${p.unit_name ?? ''}`.trim();
