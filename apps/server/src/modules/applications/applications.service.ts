import { APPLICATION_STATUSES, hasPermit, MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, Forbidden, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { type Lang, translate } from '../../shared/i18n.ts';
import { cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import { getCompanyParams } from '../company/index.ts';
import { activeIdsOf } from '../dictionaries/index.ts';
import { equipmentExists, getEquipment } from '../equipment/index.ts';
import { changeInvoice, createInvoice, findInvoice, invoiceIdsOfPack, invoiceViews } from '../invoices/index.ts';
import { type Change, isPackLiked, likedPacks, MODULE, togglePackLike, writeHistory } from './applications.collab.ts';
import { canEditPack, canEditPositionFields, isDeleted, isSplit, repeatBlocked, seesAll, seesUrgentReason } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import type { CreateBody, EditBody, ListQuery, PackFields, PositionInput } from './applications.wire.ts';
import { findOffersView, historyRows, signersView } from './card-parts.service.ts';
import { type Ctx, editablePack, emit, visiblePack } from './context.service.ts';
import { ddmmyyyy, positionViews } from './positions-view.service.ts';

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => {
  errors[field] ??= [];
  if (!errors[field].includes(message)) errors[field].push(message);
};
const throwIfAny = (errors: Errors) => {
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
};

export function statusName(code: string, lang: Lang) {
  return APPLICATION_STATUSES.find((s) => s.code === code)?.[lang] ?? code;
}

// Types and statuses ---------------------------------------------------------------

export async function listTypes(db: Db, lang: Lang, forEquipment?: number) {
  const rows = await repo.findTypes(db);
  return rows
    .filter((t) => forEquipment === undefined || t.for_equipment === forEquipment)
    .map((t) => ({
      id: t.id,
      value: t.id,
      code: t.code,
      label: lang === 'en' ? t.name_en : t.name,
      name: t.name,
      type: t.form,
      form: t.form,
      position_type: t.position_type,
      for_equipment: t.for_equipment,
      options: t.options,
    }));
}

export function listStatuses(lang: Lang) {
  return APPLICATION_STATUSES.map((s) => ({ code: s.code, value: s.code, label: s[lang], name: s[lang], color: s.color, icon: s.icon }));
}

// Positions input ---------------------------------------------------------------------

/** A position row with nothing in it is dropped (the form's empty trailing rows). */
function isBlank(p: PositionInput): boolean {
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
    !(p.files && p.files.length > 0)
  );
}

function positionValues(p: PositionInput): Partial<repo.PositionInsert> {
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
function plainDecimal(v: unknown): string | null {
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
function positionDiff(row: repo.PositionRow, values: Partial<repo.PositionInsert>): [string, unknown][] {
  return Object.entries(values).filter(([k, val]) => {
    const old = row[k as keyof repo.PositionRow];
    if (DECIMAL_FIELDS.has(k)) return plainDecimal(old) !== plainDecimal(val);
    return JSON.stringify(old ?? null) !== JSON.stringify(val ?? null);
  });
}

/** Reference checks of positions: units and equipment exist. */
async function checkPositionRefs(db: Db, list: PositionInput[], errors: Errors) {
  const unitIds = list.flatMap((p) => {
    const u = p.unit ?? p.unit_id;
    return u ? [u] : [];
  });
  const activeUnits = await activeIdsOf(db, 'units', unitIds);
  for (const [i, p] of list.entries()) {
    const u = p.unit ?? p.unit_id;
    if (u && !activeUnits.has(u)) add(errors, `snabs.${i}.unit`, 'field.invalid');
    if (p.equipment_id && !(await equipmentExists(db, p.equipment_id))) add(errors, `snabs.${i}.equipment_id`, 'field.invalid');
  }
}

/**
 * Spec 1 §5: at least one position ('position.atLeastOne'); for the nomenclature type each
 * needs its nomenclature ('position.notSelected'); at most 50 per operation.
 */
function checkPositionCount(list: PositionInput[], positionType: string, errors: Errors, { requireOne }: { requireOne: boolean }) {
  if (requireOne && list.length === 0)
    add(errors, 'snabs', positionType === 'nomenclatures' ? 'position.notSelected' : 'position.atLeastOne');
  if (list.length > MAX_POSITIONS_PER_OPERATION) add(errors, 'snabs', 'position.tooMany');
  if (positionType === 'nomenclatures')
    for (const [i, p] of list.entries()) if (!p.id && !p.nomenclature_id) add(errors, `snabs.${i}.nomenclature_id`, 'position.notSelected');
}

async function storePositionFiles(
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

async function checkPackRefs(db: Db, user: SessionUser, pack: PackFields, errors: Errors) {
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
function urgencyValues(
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
function titleFrom(template: string, typeName: string, user: SessionUser, id: number | null) {
  const now = new Date();
  const date = `${String(now.getUTCDate()).padStart(2, '0')}.${String(now.getUTCMonth() + 1).padStart(2, '0')}.${now.getUTCFullYear()}`;
  return (template || '{type} от {date}')
    .replaceAll('{type}', typeName)
    .replaceAll('{date}', date)
    .replaceAll('{user}', user.fio)
    .replaceAll('{id}', id === null ? '' : String(id))
    .trim()
    .slice(0, 500);
}

// Create ---------------------------------------------------------------------------

/** `POST applications`: a new application, active ("on review"), sign process 0 of N. Answers the new id. */
export async function createApplication(ctx: Ctx, user: SessionUser, body: CreateBody, lang: Lang) {
  const { db } = ctx;
  const pack: PackFields = body.pack ?? ({} as PackFields);
  const errors: Errors = {};
  const type = pack.type ? await repo.findType(db, { id: pack.type }) : body.type ? await repo.findType(db, { code: body.type }) : null;
  if (!type) throw new ValidationFailed({ 'pack.type': [pack.type || body.type ? 'field.invalid' : 'field.fillRequired'] });
  if (body.form && body.form !== type.form) add(errors, 'form', 'field.invalid');
  const withEquipment = body.equipment_required === 1 || Boolean(pack.equipment_id);
  if (withEquipment && type.for_equipment !== 1) add(errors, 'pack.type', 'applications.typeNotForEquipment');
  if (!withEquipment && type.code === 'duty') add(errors, 'pack.type', 'applications.typeNeedsEquipment');
  if (pack.duplicate_of) {
    const source = await visiblePack(db, user, pack.duplicate_of).catch(() => null);
    if (!source) add(errors, 'pack.duplicate_of', 'field.invalid');
    // Spec 1 §5: the type cannot change when duplicating (it can when creating from a base).
    else if (source.type_id !== type.id) add(errors, 'pack.type', 'applications.typeLocked');
  }
  const list = (body.snabs ?? []).filter((p) => !isBlank(p));
  checkPositionCount(list, type.position_type, errors, { requireOne: true });
  await checkPositionRefs(db, list, errors);
  await checkPackRefs(db, user, pack, errors);
  const signerIds = [...new Set(body.signers ?? [])];
  if (signerIds.length > 0) {
    const signers = await repo.findSigningUsers(db, signerIds);
    if (signers.length !== signerIds.length || signers.some((s) => s.can_sign !== 1 || s.status !== 1))
      add(errors, 'signers', 'signers.cannotSign');
  }
  throwIfAny(errors);
  const urgency = urgencyValues(user, { urgent: pack.urgent, comment: pack.comment }, { urgent: 0, comment: null });
  const params = await getCompanyParams(db);
  const templated = !pack.name;
  const name = pack.name ?? titleFrom(params.name_template, lang === 'en' ? type.name_en : type.name, user, null);

  const created = await db.transaction(async (tx) => {
    const row = await repo.insertPack(tx, {
      who_add: user.id,
      type_id: type.id,
      name,
      status: 'active',
      urgent: urgency.urgent ?? 0,
      comment: urgency.comment ?? null,
      repeats: pack.repeats ?? 0,
      parent_id: pack.parent_id ?? null,
      advance_holder: pack.advance_holder ?? null,
      performer: pack.performer ?? null,
      responsible: pack.responsible ?? null,
      organization_id: pack.organization_id ?? null,
      location_id: pack.location_id ?? null,
      date_want: pack.date_want ?? null,
      equipment_id: pack.equipment_id ?? null,
      equipment_required: withEquipment ? 1 : 0,
      sign_current: 0,
      sign_total: signerIds.length,
    });
    if (templated && params.name_template.includes('{id}')) {
      await repo.updatePack(tx, row.id, { name: titleFrom(params.name_template, type.name, user, row.id) });
    }
    if (pack.projects?.length) await repo.setProjects(tx, row.id, pack.projects);
    const inserted = await repo.insertPositions(
      tx,
      list.map((p, i) => ({ ...positionValues(p), pack_id: row.id, number: i + 1, who_add: user.id, status: 'active' })),
    );
    for (const [i, p] of list.entries()) if (p.files?.length) await storePositionFiles(ctx, tx, row.id, inserted[i].id, p.files, user.id);
    await repo.insertSigners(
      tx,
      signerIds.map((userId, i) => ({ pack_id: row.id, user_id: userId, position: i + 1, who_add: user.id })),
    );
    if (body.auto_invoice?.sum) {
      const invoice = await createInvoice(
        tx,
        {
          kind: 'autocreate',
          sum: body.auto_invoice.sum,
          number: body.auto_invoice.number_invoice ?? null,
          date_invoice: body.auto_invoice.date_invoice ? new Date(`${body.auto_invoice.date_invoice}T00:00:00Z`) : null,
          contractor_id: body.auto_invoice.contractor_id ?? null,
          contract_id: body.auto_invoice.contract_id ?? null,
          reason: body.auto_invoice.reason ?? null,
          vat_rate: body.auto_invoice.vat_rate ?? null,
          pack_id: row.id,
        },
        user.id,
      );
      await repo.updatePack(tx, row.id, { auto_invoice_id: invoice.id });
    }
    await repo.syncMembers(tx, row.id);
    await writeHistory(tx, row.id, user.id, [
      { field: 'create', old: null, new: row.name },
      ...(pack.parent_id ? [{ field: 'parent_id', old: null, new: pack.parent_id }] : []),
    ]);
    return row;
  });
  await emit(ctx, { action: 'update', id: created.id, fields: { status: 'active' }, user_id: user.id });
  return { id: created.id, result: true };
}

// Edit -----------------------------------------------------------------------------

const PACK_SCALARS = [
  'name',
  'date_want',
  'repeats',
  'organization_id',
  'advance_holder',
  'performer',
  'responsible',
  'location_id',
  'parent_id',
  'equipment_id',
] as const;

/** `PATCH applications/:id`: the spec's pack fields, positions, or `status=delete` with a reason. */
export async function editApplication(ctx: Ctx, user: SessionUser, id: number, body: EditBody) {
  const { db } = ctx;
  if (body.status !== undefined) {
    if (body.status !== 'delete') throw new ValidationFailed({ status: ['field.invalid'] });
    return deleteApplication(ctx, user, id, body.reason ?? '');
  }
  const pack = await editablePack(db, user, id);
  if (body.version !== undefined && body.version !== pack.version) throw new Conflict();
  const wanted: PackFields = body.pack ?? ({} as PackFields);
  const errors: Errors = {};
  if (wanted.type !== undefined && wanted.type !== pack.type_id) add(errors, 'pack.type', 'applications.typeLocked');
  if (wanted.name === null) add(errors, 'pack.name', 'field.fillRequired');
  if (wanted.parent_id === id) add(errors, 'pack.parent_id', 'field.invalid');
  const type = (await repo.findType(db, { id: pack.type_id }))!;
  const list = (body.snabs ?? []).filter((p) => !isBlank(p));
  checkPositionCount(list, type.position_type, errors, { requireOne: false });
  await checkPositionRefs(db, list, errors);
  await checkPackRefs(db, user, wanted, errors);
  throwIfAny(errors);

  const params = await getCompanyParams(db);
  if (wanted.name && wanted.name !== pack.name && params.unchangeable_name === 1) throw new Forbidden('applications.nameLocked');
  if (wanted.repeats !== undefined && wanted.repeats !== pack.repeats && repeatBlocked(user, pack))
    throw new Refusal('applications.repeatBlocked', undefined, 403);
  const urgency = urgencyValues(user, { urgent: wanted.urgent, comment: wanted.comment }, pack);

  const values: Partial<repo.PackInsert> = { ...urgency };
  const changes: Change[] = [];
  for (const key of PACK_SCALARS) {
    const v = wanted[key];
    if (v !== undefined && v !== pack[key]) (values as Record<string, unknown>)[key] = v;
  }
  for (const [key, v] of Object.entries(values)) changes.push({ field: key, old: pack[key as keyof repo.PackRow], new: v });

  // Positions: with id = edit, without = new. A row sent back unchanged (the edit form sends
  // every position) is accepted whatever its status; only a real change (or new files) of a
  // position past review or split is refused (spec 2 §4, spec 3 §4).
  const existing = list.some((p) => p.id) ? await repo.findPositions(db, id) : [];
  const diffs = new Map<number, [string, unknown][]>();
  for (const [i, p] of list.entries()) {
    if (!p.id) continue;
    const row = existing.find((r) => r.id === p.id);
    if (!row) throw new ValidationFailed({ [`snabs.${i}.id`]: ['field.invalid'] });
    const diff = positionDiff(row, positionValues(p));
    diffs.set(row.id, [...(diffs.get(row.id) ?? []), ...diff]);
    if (diff.length === 0 && !p.files?.length) continue;
    const facts = { status: row.status, part_id: row.part_id, parts: existing.filter((r) => r.part_id === row.id).length };
    if (!canEditPositionFields(facts)) throw new Refusal('position.editOnlyOnReview');
    if (isSplit(facts)) throw new Refusal('position.splitNotEditable');
  }

  let projectsChanged = false;
  const addedIds: number[] = [];
  const editedIds: number[] = [];
  await db.transaction(async (tx) => {
    if (wanted.projects !== undefined) {
      const before = (await repo.findProjects(tx, [id])).map((p) => p.project_id).sort((a, b) => a - b);
      const after = [...new Set(wanted.projects)].sort((a, b) => a - b);
      if (before.join(',') !== after.join(',')) {
        await repo.setProjects(tx, id, after);
        changes.push({ field: 'projects', old: before, new: after });
        projectsChanged = true;
      }
    }
    let next = list.some((p) => !p.id) ? await repo.maxPositionNumber(tx, id) : 0;
    for (const p of list) {
      if (p.id) {
        const row = existing.find((r) => r.id === p.id)!;
        const diff = diffs.get(row.id) ?? [];
        diffs.delete(row.id);
        if (diff.length > 0) {
          await repo.updatePosition(tx, row.id, Object.fromEntries(diff));
          for (const [k, val] of diff) changes.push({ field: `snab.${row.id}.${k}`, old: row[k as keyof repo.PositionRow], new: val });
          editedIds.push(row.id);
        }
        if (p.files?.length) await storePositionFiles(ctx, tx, id, row.id, p.files, user.id);
      } else {
        next += 1;
        const [row] = await repo.insertPositions(tx, [
          { ...positionValues(p), pack_id: id, number: next, who_add: user.id, status: 'active' },
        ]);
        if (p.files?.length) await storePositionFiles(ctx, tx, id, row.id, p.files, user.id);
        changes.push({ field: 'snab_add', old: null, new: row.info ?? row.dv_work_name ?? row.id });
        addedIds.push(row.id);
      }
    }
    if (body.auto_invoice) await editAutoInvoice(tx, user, pack, body.auto_invoice, changes);
    if (Object.keys(values).length > 0 || projectsChanged || addedIds.length > 0 || editedIds.length > 0 || body.auto_invoice)
      await repo.updatePack(tx, id, values);
    if (['performer', 'responsible', 'advance_holder'].some((k) => k in values)) await repo.syncMembers(tx, id);
    await writeHistory(tx, id, user.id, changes);
  });
  // `emit` sends the urgent reason only to the recipients who may read it (seesUrgentReason).
  if (Object.keys(values).length > 0 || projectsChanged)
    await emit(ctx, { action: 'properties', property: 'form', id, fields: { ...values }, user_id: user.id });
  if (addedIds.length > 0) await emit(ctx, { action: 'add_snab_or_signs', id, snab_ids: addedIds, user_id: user.id });
  if (editedIds.length > 0) await emit(ctx, { action: 'snab_change', id, snab_ids: editedIds, user_id: user.id });
  const after = (await repo.findPack(db, id))!;
  return { id, result: true, version: after.version, urgent: after.urgent, repeats: after.repeats, name: after.name };
}

/** The auto invoice (spec 1 §3/§6): locked once it has a status, unless registry_paid_edit. */
async function editAutoInvoice(
  tx: Db,
  user: SessionUser,
  pack: repo.PackRow,
  input: NonNullable<EditBody['auto_invoice']>,
  changes: Change[],
) {
  const patch = {
    ...(input.sum !== undefined && input.sum !== null ? { sum: input.sum } : {}),
    ...(input.number_invoice !== undefined ? { number: input.number_invoice } : {}),
    ...(input.date_invoice !== undefined ? { date_invoice: input.date_invoice ? new Date(`${input.date_invoice}T00:00:00Z`) : null } : {}),
    ...(input.contractor_id !== undefined ? { contractor_id: input.contractor_id } : {}),
    ...(input.contract_id !== undefined ? { contract_id: input.contract_id } : {}),
    ...(input.reason !== undefined ? { reason: input.reason } : {}),
    ...(input.vat_rate !== undefined ? { vat_rate: input.vat_rate } : {}),
  };
  if (!pack.auto_invoice_id) {
    if (!patch.sum) return;
    const invoice = await createInvoice(tx, { kind: 'autocreate', pack_id: pack.id, ...patch, sum: patch.sum }, user.id);
    await repo.updatePack(tx, pack.id, { auto_invoice_id: invoice.id });
    changes.push({ field: 'auto_invoice', old: null, new: invoice.sum });
    return;
  }
  const current = await findInvoice(tx, pack.auto_invoice_id);
  if (current?.status && !hasPermit(user, 'registry_paid_edit')) throw new Forbidden('invoice.autoLocked');
  const result = await changeInvoice(tx, pack.auto_invoice_id, patch);
  if (result)
    for (const [k, v] of Object.entries(patch))
      changes.push({ field: `auto_invoice.${k}`, old: result.before[k as keyof typeof result.before], new: v });
}

/** Spec 1 §4/§5: deletion sets the status to delete and records a required, trimmed reason. */
export async function deleteApplication(ctx: Ctx, user: SessionUser, id: number, reason: string) {
  const pack = await editablePack(ctx.db, user, id);
  const trimmed = reason.trim();
  if (!trimmed) throw new ValidationFailed({ reason: ['field.fillRequired'] });
  await ctx.db.transaction(async (tx) => {
    await repo.updatePack(tx, id, { status: 'delete', delete_reason: trimmed });
    await writeHistory(tx, id, user.id, [
      { field: 'status', old: pack.status, new: 'delete' },
      { field: 'delete_reason', old: pack.delete_reason, new: trimmed },
    ]);
  });
  await emit(ctx, { action: 'pack_delete', id, fields: { status: 'delete' }, user_id: user.id });
  return { id, result: true, status: 'delete' };
}

// Card -----------------------------------------------------------------------------

/** The pack part of the card (spec 1 §3 "Application (pack)"). */
export async function packView(ctx: Ctx, user: SessionUser, pack: repo.PackRow, lang: Lang) {
  const { db } = ctx;
  const details = (await repo.findPackDetails(db, pack.id))!;
  const projects = await repo.findProjects(db, [pack.id]);
  const liked = await isPackLiked(db, user.id, pack.id);
  const invoiceIds = await invoiceIdsOfPack(db, pack.id);
  const linked = await invoiceViews(db, pack.auto_invoice_id ? [...invoiceIds, pack.auto_invoice_id] : invoiceIds);
  const auto = linked.find((i) => i.id === pack.auto_invoice_id) ?? null;
  const equipment = pack.equipment_id ? await getEquipment(db, pack.equipment_id).catch(() => null) : null;
  const readsReason = seesUrgentReason(user);
  return {
    id: pack.id,
    name: pack.name,
    type: {
      id: pack.type_id,
      value: pack.type_id,
      code: details.type_code,
      label: lang === 'en' ? details.type_name_en : details.type_name,
      position_type: details.type_position_type,
      type: details.type_form,
      for_equipment: details.type_for_equipment,
    },
    date_add: toWireMinutes(pack.date_add),
    date_want: pack.date_want,
    urgent: pack.urgent,
    comment: readsReason ? pack.comment : null,
    repeats: pack.repeats,
    liked,
    parent_id: pack.parent_id,
    parent_name: details.parent_name,
    advance_holder: pack.advance_holder,
    advance_holder_fio: details.advance_holder_fio,
    advance_holder_avatar: details.advance_holder_avatar,
    performer: pack.performer,
    performer_name: details.performer_name,
    performer_select_user: pack.performer ? 1 : 0,
    responsible: pack.responsible,
    responsible_fio: details.responsible_fio,
    responsible_avatar: details.responsible_avatar,
    projects: projects.map((p) => ({ project_id: p.project_id, project_name: p.project_name })),
    organization_id: pack.organization_id,
    organization_name: details.organization_name,
    location_id: pack.location_id,
    location_name: details.location_name,
    who_add: pack.who_add,
    who_add_fio: details.who_add_fio,
    who_add_avatar: details.who_add_avatar,
    status: pack.status,
    status_name: statusName(pack.status, lang),
    delete_reason: pack.delete_reason,
    defect_statement_link: pack.defect_statement_path ? `/api/applications/${pack.id}/defect` : null,
    defect_statement_status: pack.defect_statement_status,
    invoice_number:
      linked
        .filter((i) => i.id !== pack.auto_invoice_id && i.number)
        .map((i) => i.number)
        .join(', ') || null,
    auto_invoice: auto
      ? {
          id: auto.id,
          contractor_id: auto.contractor_id,
          contractor: auto.contractor,
          sum: auto.sum,
          date_invoice: auto.date_invoice,
          number_invoice: auto.number,
          status: auto.status,
          files: auto.files,
          editable: !auto.status || hasPermit(user, 'registry_paid_edit') ? 1 : 0,
        }
      : null,
    equipment: equipment
      ? {
          id: equipment.id,
          snab_id: null,
          drivers: equipment.drivers,
          location: equipment.location,
          status_name: equipment.status,
          short_name: equipment.name,
          board_number: equipment.board_number,
          organization_name: equipment.organization,
          run_pack: equipment.run,
          run_photo: equipment.run_photo,
          photo: equipment.photo,
          s_n: equipment.s_n,
          tenant: equipment.tenant,
        }
      : null,
    equipment_required: pack.equipment_required,
    sign_current: pack.sign_current,
    sign_total: pack.sign_total,
    sign_process: { current: pack.sign_current, total: pack.sign_total },
    can_edit: canEditPack(user, pack) && !isDeleted(pack.status) ? 1 : 0,
    version: pack.version,
  };
}

/**
 * `GET applications/:id` with flags `snabs`, `invoices`, `offers`, `history` (none: pack,
 * positions and signers) → { pack, snabs, snabs_signers, invoices, offers, allow_invoices, block_pack_repeat, nd }.
 */
export async function getCard(
  ctx: Ctx,
  user: SessionUser,
  id: number,
  flags: { snabs?: number; invoices?: number; offers?: number; history?: number },
  lang: Lang,
) {
  const { db } = ctx;
  const pack = await visiblePack(db, user, id);
  const none = !flags.snabs && !flags.invoices && !flags.offers && !flags.history;
  const allowInvoices = hasPermit(user, 'invoices_view') ? 1 : 0;
  const type = (await repo.findType(db, { id: pack.type_id }).catch(() => null)) ?? { code: '' };
  const editable = canEditPack(user, pack) && !isDeleted(pack.status);
  const card: Record<string, unknown> = {
    pack: await packView(ctx, user, pack, lang),
    allow_invoices: allowInvoices,
    block_pack_repeat: repeatBlocked(user, pack) ? 1 : 0,
    nd: pack.equipment_id ? 1 : 0,
  };
  if (none || flags.snabs) {
    card.snabs = await positionViews(db, await repo.findPositions(db, id), { typeCode: type.code, canEdit: editable, lang });
    card.snabs_signers = await signersView(db, id);
  }
  if (flags.invoices) card.invoices = allowInvoices ? await packInvoices(db, id) : [];
  if (flags.offers) card.offers = await findOffersView(db, id);
  if (flags.history) card.history = await historyRows(db, id);
  return card;
}

/** Invoices linked to the application (through its positions or created from it), with their positions' ids. */
export async function packInvoices(db: Db, packId: number) {
  const positions = await repo.findPositions(db, packId);
  const ids = [...new Set([...positions.flatMap((p) => (p.invoice_id ? [p.invoice_id] : [])), ...(await invoiceIdsOfPack(db, packId))])];
  const views = await invoiceViews(db, ids);
  return views.map((v) => ({ ...v, snabs: positions.filter((p) => p.invoice_id === v.id).map((p) => p.id) }));
}

/** `GET applications/:id/short`. */
export async function getShort(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const pack = await visiblePack(ctx.db, user, id);
  const details = (await repo.findPackDetails(ctx.db, id))!;
  return {
    id: pack.id,
    name: pack.name,
    status: pack.status,
    status_name: statusName(pack.status, lang),
    type: { id: pack.type_id, code: details.type_code, label: lang === 'en' ? details.type_name_en : details.type_name },
    urgent: pack.urgent,
    date_add: toWireMinutes(pack.date_add),
    who_add: pack.who_add,
    who_add_fio: details.who_add_fio,
    sign_current: pack.sign_current,
    sign_total: pack.sign_total,
    link: `/applications/${pack.id}`,
  };
}

/** `GET applications/get_data/:id`: the form's values (edit, duplicate, based-on). */
export async function getFormData(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const { db } = ctx;
  const pack = await visiblePack(db, user, id);
  const details = (await repo.findPackDetails(db, id))!;
  const projects = await repo.findProjects(db, [id]);
  const editable = canEditPack(user, pack) && !isDeleted(pack.status);
  const positions = await positionViews(db, await repo.findPositions(db, id), { typeCode: details.type_code, canEdit: editable, lang });
  const signers = await repo.findSigners(db, id);
  return {
    pack: {
      id: pack.id,
      type: pack.type_id,
      type_code: details.type_code,
      form: details.type_form,
      name: pack.name,
      date_want: pack.date_want,
      urgent: pack.urgent,
      comment: pack.comment,
      repeats: pack.repeats,
      projects: projects.map((p) => p.project_id),
      organization_id: pack.organization_id,
      advance_holder: pack.advance_holder,
      performer: pack.performer,
      responsible: pack.responsible,
      location_id: pack.location_id,
      parent_id: pack.parent_id,
      equipment_id: pack.equipment_id,
      equipment_required: pack.equipment_required,
    },
    snabs: positions
      .filter((p) => p.part_id === null)
      .map((p) => ({
        id: p.id,
        info: p.info,
        article: p.article,
        for_use: p.for_use,
        quantity: p.quantity,
        min_quantity: p.min_quantity,
        desire_quantity: p.desire_quantity,
        unit: p.unit,
        unit_param: p.unit_param,
        delivery: p.delivery,
        main_comment: p.main_comment,
        dv_work_name: p.dv_work_name,
        dv_work_type: p.dv_work_type,
        equipment_id: p.equipment_id,
        run: p.run,
        cost: p.cost,
        links: p.links,
        date_want: p.date_want,
        nomenclature_id: p.nomenclature_id,
        statusName: p.statusName,
        /** 1 when the position's own fields may change (on review, not split); the Edit panel shows the others read-only. */
        edit: p.edit,
      })),
    signers: signers.map((s) => s.user_id),
  };
}

/** `GET applications/:id/tree`: the hierarchy by parent_id; applications the user may not see show only their id. */
export async function getTree(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  await visiblePack(ctx.db, user, id);
  const rows = await repo.findTree(ctx.db, id);
  const all = seesAll(user);
  const visible = new Set<number>();
  for (const r of rows) if (all || (await repo.isMember(ctx.db, user.id, r.id))) visible.add(r.id);
  interface Node {
    id: number;
    parent_id: number | null;
    name: string | null;
    status: string | null;
    status_name: string | null;
    date_add: string | null;
    current: boolean;
    visible: boolean;
    children: Node[];
  }
  const nodes = new Map<number, Node>();
  for (const r of rows) {
    const see = visible.has(r.id);
    nodes.set(r.id, {
      id: r.id,
      parent_id: r.parent_id,
      name: see ? r.name : null,
      status: see ? r.status : null,
      status_name: see ? statusName(r.status, lang) : null,
      date_add: see ? toWireMinutes(new Date(r.date_add)) : null,
      current: r.id === id,
      visible: see,
      children: [],
    });
  }
  let root: Node | undefined;
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else root ??= node;
  }
  return { tree: root ? [root] : [] };
}

// List -----------------------------------------------------------------------------

function intervalOf(q: ListQuery): { from?: string; to?: string } {
  let from = q.date_from;
  let to = q.date_to;
  if (q.interval) {
    const parts = q.interval.split(/,|_| - |\s+-\s+|~/);
    from = parts[0]?.trim() || from;
    to = parts[1]?.trim() || to;
  }
  const errors: Errors = {};
  const parse = (v: string | undefined, field: string) => {
    if (!v) return undefined;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim()) ?? null;
    const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v.trim());
    const iso = m ? v.trim() : dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
    if (!iso || Number.isNaN(new Date(`${iso}T00:00:00Z`).getTime())) add(errors, field, 'field.dateIncorrect');
    return iso ?? undefined;
  };
  const result = { from: parse(from, 'interval'), to: parse(to, 'interval') };
  throwIfAny(errors);
  return result;
}

export async function buildListFilter(db: Db, user: SessionUser, q: ListQuery): Promise<repo.ListFilter> {
  let typeId: number | undefined;
  if (q.type) {
    const type = /^\d+$/.test(q.type) ? await repo.findType(db, { id: Number(q.type) }) : await repo.findType(db, { code: q.type });
    typeId = type?.id ?? -1;
  }
  const { from, to } = intervalOf(q);
  return {
    memberOf: seesAll(user) ? null : user.id,
    statuses: q.status,
    includeDeleted: false,
    typeId,
    urgent: q.urgent,
    repeats: q.repeat,
    likedBy: q.liked === 1 ? user.id : undefined,
    mineOf: q.mine === 1 ? user.id : undefined,
    organizationId: q.organization,
    projectId: q.project,
    from,
    to,
    search: q.search?.trim() || undefined,
  };
}

function listCursor(cursor: string, sort: repo.ListSort): repo.ListKey {
  const key = decodeCursor(cursor);
  if (!key || key.s !== sort || typeof key.i !== 'number' || (sort !== 'id' && typeof key.v !== 'string'))
    throw new ValidationFailed({ cursor: ['field.invalid'] });
  return { id: key.i, v: key.v as string | undefined };
}

/** `GET applications`: filters, sort, keyset pages, a capped total, status badges and sign progress. */
export async function listApplications(ctx: Ctx, user: SessionUser, q: ListQuery, lang: Lang) {
  const { db } = ctx;
  const filter = await buildListFilter(db, user, q);
  const after = q.cursor ? listCursor(q.cursor, q.sort) : null;
  const desc = q.order === 'desc';
  const rows = await repo.findListPage(db, filter, q.sort, desc, after, q.limit + 1);
  const counted = await repo.countListUpTo(db, filter, TOTAL_CAP + 1);
  const page = rows.slice(0, q.limit);
  const ids = page.map((r) => r.id);
  const liked = await likedPacks(db, user.id, ids);
  const counts = await repo.countPositions(db, ids);
  const last = page.at(-1);
  const readsReason = seesUrgentReason(user);
  return {
    items: page.map((r) => {
      const status = APPLICATION_STATUSES.find((s) => s.code === r.status);
      return {
        id: r.id,
        name: r.name,
        type: { id: r.type_id, code: r.type_code, label: lang === 'en' ? r.type_name_en : r.type_name },
        status: r.status,
        status_name: status?.[lang] ?? r.status,
        status_color: status?.color ?? null,
        status_icon: status?.icon ?? null,
        urgent: r.urgent,
        comment: readsReason ? r.comment : null,
        repeats: r.repeats,
        liked: liked.has(r.id) ? 1 : 0,
        parent_id: r.parent_id,
        date_add: toWireMinutes(new Date(r.date_add)),
        date_want: r.date_want,
        date_want_display: ddmmyyyy(r.date_want),
        who_add: r.who_add,
        who_add_fio: r.who_add_fio,
        who_add_avatar: r.who_add_avatar,
        performer: r.performer,
        performer_name: r.performer_name,
        responsible: r.responsible,
        responsible_fio: r.responsible_fio,
        organization_id: r.organization_id,
        organization_name: r.organization_name,
        location_id: r.location_id,
        location_name: r.location_name,
        snabs_count: counts.get(r.id) ?? 0,
        sign_process: { current: r.sign_current, total: r.sign_total },
      };
    }),
    total: cappedTotal(counted),
    next_cursor:
      rows.length > q.limit && last
        ? encodeCursor(q.sort === 'id' ? { s: 'id', i: last.id } : { s: q.sort, i: last.id, v: last.sort_value })
        : null,
  };
}

// Favourite and alert ---------------------------------------------------------------

export async function toggleFavourite(ctx: Ctx, user: SessionUser, id: number) {
  await visiblePack(ctx.db, user, id);
  const liked = await togglePackLike(ctx.db, user.id, id);
  return { liked };
}

/**
 * `POST applications/alert/:id`: reminds the people working on it (performer, responsible,
 * the current signer) about the application; answers the notification-sent message.
 */
export async function alertApplication(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const pack = await visiblePack(ctx.db, user, id);
  if (isDeleted(pack.status)) throw new Refusal('applications.deleted');
  const signers = await repo.findSigners(ctx.db, id);
  const current = signers.find((s) => s.status === 0);
  const recipients = [pack.performer, pack.responsible, current?.user_id].filter((u): u is number => Boolean(u) && u !== user.id);
  await ctx.notifications?.notify(
    recipients,
    {
      title: translate(pack.urgent ? 'applications.alertUrgent' : 'applications.alert', lang, { id, name: pack.name }),
      link: `/applications/${id}`,
      module: MODULE,
      object_id: id,
    },
    user.id,
  );
  return { result: true, result_content: translate('applications.notificationSent', lang), recipients: recipients.length };
}

export async function findPerformers(db: Db, term: string | undefined, limit: number) {
  const rows = await repo.findPerformers(db, term, limit);
  return rows.map((u) => ({ value: u.id, label: u.fio, avatar: u.avatar, post: u.post }));
}

/** `GET autocomplete/applications/snab`: positions of applications the user sees. */
export async function autocompletePositions(
  ctx: Ctx,
  user: SessionUser,
  term: string | undefined,
  packId: number | undefined,
  limit: number,
) {
  if (packId !== undefined) await visiblePack(ctx.db, user, packId);
  const rows = await repo.searchPositions(ctx.db, term, packId, seesAll(user) ? null : user.id, limit);
  return rows.map((r) => ({
    value: r.id,
    label: `№${r.id} ${r.info ?? r.dv_work_name ?? ''}`.trim(),
    pack_id: r.pack_id,
    quantity: Number(r.quantity),
  }));
}
