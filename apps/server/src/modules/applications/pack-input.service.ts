import { CHAT_FILE_EXTENSIONS, FILE_GROUPS, hasPermit, MAX_POSITIONS_PER_OPERATION, nameTemplateFor } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, ValidationFailed } from '../../shared/errors.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { activeIdsOf, nomenclatureByIds } from '../dictionaries/index.ts';
import { equipmentExists } from '../equipment/index.ts';
import * as repo from './applications.repository.ts';
import type { PackFields, PositionInput } from './applications.wire.ts';
import { type Ctx, visiblePack } from './context.service.ts';

/** Checks and conversions of the form input shared by create and edit: positions, references, urgency, title. */

export type Errors = Record<string, string[]>;
export const add = (errors: Errors, field: string, message: string) => {
  errors[field] ??= [];
  if (!errors[field].includes(message)) errors[field].push(message);
};
export const throwIfAny = (errors: Errors) => {
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
};

// Positions input ---------------------------------------------------------------------

/** Files a position may carry (as `POST files/snab/:id`); the mileage photo: images. */
const POSITION_FILE_EXTENSIONS = CHAT_FILE_EXTENSIONS;
const PHOTO_EXTENSIONS = FILE_GROUPS.image;

/** A position row with nothing in it is dropped (the form's empty trailing rows). */
export function isBlank(p: PositionInput): boolean {
  return (
    !p.id &&
    !p.info &&
    !p.article &&
    !p.dv_work_name &&
    !p.for_use &&
    !p.main_comment &&
    !p.nomenclature_id &&
    !p.equipment_id &&
    (p.quantity === undefined || p.quantity === null) &&
    !(p.files && p.files.length > 0) &&
    !(p.photo && p.photo.length > 0)
  );
}

/** A position carries new uploads: files or a mileage photo (a change of an existing position). */
export const hasUploads = (p: PositionInput) => Boolean(p.files?.length || p.photo?.length);

export function positionValues(p: PositionInput): Partial<repo.PositionInsert> {
  const v: Partial<repo.PositionInsert> = {};
  const set = <K extends keyof repo.PositionInsert>(key: K, value: repo.PositionInsert[K] | undefined) => {
    if (value !== undefined) v[key] = value;
  };
  set('info', p.info);
  set('article', p.article);
  set('for_use', p.for_use);
  if (p.quantity !== undefined && p.quantity !== null) v.quantity = p.quantity;
  set('min_quantity', p.min_quantity);
  set('desire_quantity', p.desire_quantity);
  const unit = p.unit !== undefined ? p.unit : p.unit_id;
  set('unit_id', unit);
  set('unit_param', p.unit_param);
  set('delivery', p.delivery);
  set('main_comment', p.main_comment);
  set('dv_work_name', p.dv_work_name);
  set('dv_work_type', p.dv_work_type);
  set('equipment_id', p.equipment_id);
  set('run', p.run);
  set('cost', p.cost);
  if (p.links !== undefined) v.links = p.links;
  set('date_want', p.date_want);
  set('nomenclature_id', p.nomenclature_id);
  return v;
}

const DECIMAL_FIELDS = new Set(['quantity', 'min_quantity', 'desire_quantity', 'cost']);

/** A decimal string without insignificant zeros ('10.000' and '10' are the same value). */
export function plainDecimal(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  let text = String(v).trim();
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  let [whole, fraction = ''] = text.split('.');
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const result = fraction ? `${whole}.${fraction}` : whole;
  return negative && result !== '0' ? `-${result}` : result;
}

/** The fields of a position input that really differ from the stored row (numbers compared by value). */
export function positionDiff(row: repo.PositionRow, values: Partial<repo.PositionInsert>): [string, unknown][] {
  return Object.entries(values).filter(([k, val]) => {
    const old = row[k as keyof repo.PositionRow];
    if (DECIMAL_FIELDS.has(k)) return plainDecimal(old) !== plainDecimal(val);
    return JSON.stringify(old ?? null) !== JSON.stringify(val ?? null);
  });
}

/** Reference checks of positions: units, equipment and nomenclature exist; at most one photo. */
export async function checkPositionRefs(db: Db, list: PositionInput[], errors: Errors) {
  const unitIds = list.flatMap((p) => {
    const u = p.unit ?? p.unit_id;
    return u ? [u] : [];
  });
  const activeUnits = await activeIdsOf(db, 'units', unitIds);
  const activeItems = await activeIdsOf(
    db,
    'nomenclature',
    list.flatMap((p) => (p.nomenclature_id ? [p.nomenclature_id] : [])),
  );
  for (const [i, p] of list.entries()) {
    const u = p.unit ?? p.unit_id;
    if (u && !activeUnits.has(u)) add(errors, `snabs.${i}.unit`, 'field.invalid');
    if (p.equipment_id && !(await equipmentExists(db, p.equipment_id))) add(errors, `snabs.${i}.equipment_id`, 'field.invalid');
    if (p.nomenclature_id && !activeItems.has(p.nomenclature_id)) add(errors, `snabs.${i}.nomenclature_id`, 'field.invalid');
    if ((p.photo?.length ?? 0) > 1) add(errors, `snabs.${i}.photo`, 'field.invalid');
  }
}

/**
 * A position picked from the nomenclature takes its name, article and unit from the item
 * unless the form sent its own (lists, the card and the print show the name).
 */
export async function withNomenclature(db: Db, list: PositionInput[]): Promise<PositionInput[]> {
  const items = new Map(
    (
      await nomenclatureByIds(
        db,
        list.flatMap((p) => (p.nomenclature_id ? [p.nomenclature_id] : [])),
      )
    ).map((n) => [n.id, n]),
  );
  return list.map((p) => {
    const item = p.nomenclature_id ? items.get(p.nomenclature_id) : undefined;
    if (!item) return p;
    return {
      ...p,
      info: p.info ?? item.name,
      article: p.article ?? item.article,
      ...(p.unit === undefined && p.unit_id === undefined ? { unit: item.unit_id } : {}),
    };
  });
}

/**
 * Spec 3 §5: the uploads of the positions are checked like `POST files/snab/:id` (the kit's
 * attachment list, content matching the extension; the photo an image) before anything is
 * stored; at most 99 files in one request (the body parser's limit).
 */
export async function checkPositionUploads(list: PositionInput[]) {
  await checkUploads(
    list.flatMap((p) => (p.files ?? []).map((f) => f.file)),
    POSITION_FILE_EXTENSIONS,
  );
  await checkUploads(
    list.flatMap((p) => (p.photo ?? []).map((f) => f.file)),
    PHOTO_EXTENSIONS,
  );
}

/**
 * Spec 1 §5: at least one position ('position.atLeastOne'); for the nomenclature type each
 * needs its nomenclature ('position.notSelected'); at most 50 per operation.
 */
export function checkPositionCount(list: PositionInput[], positionType: string, errors: Errors, { requireOne }: { requireOne: boolean }) {
  if (requireOne && list.length === 0)
    add(errors, 'snabs', positionType === 'nomenclatures' ? 'position.notSelected' : 'position.atLeastOne');
  if (list.length > MAX_POSITIONS_PER_OPERATION) add(errors, 'snabs', 'position.tooMany');
  if (positionType === 'nomenclatures')
    for (const [i, p] of list.entries()) if (!p.id && !p.nomenclature_id) add(errors, `snabs.${i}.nomenclature_id`, 'position.notSelected');
}

/** Stores the new files and the mileage photo of one position (inside the create/edit transaction). */
export async function storePositionUploads(ctx: Ctx, tx: Db, packId: number, snabId: number, p: PositionInput, userId: number) {
  if (p.files?.length) await storePositionFiles(ctx, tx, packId, snabId, p.files, userId);
  const photo = p.photo?.[0]?.file;
  if (photo) {
    const stored = await ctx.storage.putUpload('applications', photo);
    await repo.updatePosition(tx, snabId, { photo: stored.key });
  }
}

export async function storePositionFiles(
  ctx: Ctx,
  tx: Db,
  packId: number,
  snabId: number,
  files: { file: UploadedFile; name?: string }[],
  userId: number,
) {
  const rows: Parameters<typeof repo.insertPositionFiles>[1] = [];
  for (const { file, name } of files) {
    const stored = await ctx.storage.putUpload('applications', file);
    rows.push({ snab_id: snabId, pack_id: packId, name: name || file.filename, path: stored.key, size: stored.size, who_add: userId });
  }
  return repo.insertPositionFiles(tx, rows);
}

// References of the pack fields ----------------------------------------------------------

export async function checkPackRefs(db: Db, user: SessionUser, pack: PackFields, errors: Errors) {
  const people = (['advance_holder', 'performer', 'responsible'] as const).flatMap((k) => (pack[k] ? [pack[k] as number] : []));
  const activePeople = await repo.findActiveUserIds(db, people);
  for (const k of ['advance_holder', 'performer', 'responsible'] as const) {
    const v = pack[k];
    if (v && !activePeople.has(v)) add(errors, `pack.${k}`, 'field.invalid');
  }
  if (pack.projects && pack.projects.length > 0) {
    const active = await activeIdsOf(db, 'projects', pack.projects);
    if (pack.projects.some((p) => !active.has(p))) add(errors, 'pack.projects', 'field.invalid');
  }
  if (pack.organization_id && !(await activeIdsOf(db, 'organizations', [pack.organization_id])).has(pack.organization_id))
    add(errors, 'pack.organization_id', 'field.invalid');
  if (pack.location_id && !(await activeIdsOf(db, 'locations', [pack.location_id])).has(pack.location_id))
    add(errors, 'pack.location_id', 'field.invalid');
  if (pack.equipment_id && !(await equipmentExists(db, pack.equipment_id))) add(errors, 'pack.equipment_id', 'field.invalid');
  if (pack.parent_id) {
    try {
      await visiblePack(db, user, pack.parent_id);
    } catch {
      add(errors, 'pack.parent_id', 'field.invalid');
    }
  }
}

/** Spec 1 §4/§6: urgency needs snab_setPriority; urgent on needs a reason; off clears it. */
export function urgencyValues(
  user: SessionUser,
  wanted: { urgent?: number; comment?: string | null },
  current: { urgent: number; comment: string | null },
) {
  const urgent = wanted.urgent ?? current.urgent;
  const changesUrgent = wanted.urgent !== undefined && wanted.urgent !== current.urgent;
  const changesComment = urgent === 1 && wanted.comment !== undefined && wanted.comment !== current.comment;
  if (!changesUrgent && !changesComment) return {};
  if (!hasPermit(user, 'snab_setPriority')) throw new Forbidden('applications.urgencyForbidden');
  if (urgent === 0) return { urgent: 0, comment: null };
  const comment = wanted.comment !== undefined ? wanted.comment : current.comment;
  if (!comment?.trim()) throw new ValidationFailed({ 'pack.comment': ['field.fillRequired'] });
  return { urgent: 1, comment: comment.trim() };
}

/** The title from the company's template: {type}, {date}, {id}, {user}. */
export function titleFrom(template: string, typeName: string, user: SessionUser, id: number | null, lang: 'ru' | 'en' = 'ru') {
  const now = new Date();
  const date = `${String(now.getUTCDate()).padStart(2, '0')}.${String(now.getUTCMonth() + 1).padStart(2, '0')}.${now.getUTCFullYear()}`;
  return nameTemplateFor(template, lang)
    .replaceAll('{type}', typeName)
    .replaceAll('{date}', date)
    .replaceAll('{user}', user.fio)
    .replaceAll('{id}', id === null ? '' : String(id))
    .trim()
    .slice(0, 500);
}
