import { APPLICATION_STATUSES, DELETED_APPLICATION_STATUSES } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, Forbidden, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { getCompanyParams } from '../company/index.ts';
import { findLastChangeTo } from '../history/index.ts';
import { changeInvoice, createInvoice, findInvoice } from '../invoices/index.ts';
import { type Change, writeHistory } from './applications.collab.ts';
import { canEditPositionFields, isDeleted, isSplit, mayEditAutoInvoice, repeatBlocked } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import type { CreateBody, EditBody, PackFields } from './applications.wire.ts';
import { type Ctx, editablePack, emit, visiblePack } from './context.service.ts';
import {
  add,
  checkPackRefs,
  checkPositionCount,
  checkPositionRefs,
  checkPositionUploads,
  type Errors,
  hasUploads,
  isBlank,
  positionDiff,
  positionValues,
  storePositionUploads,
  throwIfAny,
  titleFrom,
  urgencyValues,
  withNomenclature,
} from './pack-input.service.ts';

/** Creating, editing and deleting an application. */
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
  const list = await withNomenclature(
    db,
    (body.snabs ?? []).filter((p) => !isBlank(p)),
  );
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
  await checkPositionUploads(list);
  const urgency = urgencyValues(user, { urgent: pack.urgent, comment: pack.comment }, { urgent: 0, comment: null });
  const params = await getCompanyParams(db);
  const templated = !pack.name;
  const typeName = lang === 'en' ? type.name_en : type.name;
  const name = pack.name ?? titleFrom(params.name_template, typeName, user, null, lang);

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
      await repo.updatePack(tx, row.id, { name: titleFrom(params.name_template, typeName, user, row.id, lang) });
    }
    if (pack.projects?.length) await repo.setProjects(tx, row.id, pack.projects);
    const inserted = await repo.insertPositions(
      tx,
      list.map((p, i) => ({ ...positionValues(p), pack_id: row.id, number: i + 1, who_add: user.id, status: 'active' })),
    );
    for (const [i, p] of list.entries()) await storePositionUploads(ctx, tx, row.id, inserted[i].id, p, user.id);
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
  const list = await withNomenclature(
    db,
    (body.snabs ?? []).filter((p) => !isBlank(p)),
  );
  checkPositionCount(list, type.position_type, errors, { requireOne: false });
  await checkPositionRefs(db, list, errors);
  await checkPackRefs(db, user, wanted, errors);
  throwIfAny(errors);
  await checkPositionUploads(list);

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
    if (diff.length === 0 && !hasUploads(p)) continue;
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
        if (hasUploads(p)) {
          await storePositionUploads(ctx, tx, id, row.id, p, user.id);
          for (const f of p.files ?? []) changes.push({ field: `snab.${row.id}.file`, old: null, new: f.name ?? f.file.filename });
          if (p.photo?.length) changes.push({ field: `snab.${row.id}.photo`, old: null, new: 'photo' });
          if (!editedIds.includes(row.id)) editedIds.push(row.id);
        }
      } else {
        next += 1;
        const [row] = await repo.insertPositions(tx, [
          { ...positionValues(p), pack_id: id, number: next, who_add: user.id, status: 'active' },
        ]);
        await storePositionUploads(ctx, tx, id, row.id, p, user.id);
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
  if (current && !mayEditAutoInvoice(user, current)) throw new Forbidden('invoice.autoLocked');
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

/**
 * Restores a deleted application from the trash (modules/trash, issue 11): whoever may change
 * it, back to the status it had before the deletion (`active`, on review, when none is
 * recorded); the delete reason is cleared. History rows and the `update` event as any edit.
 */
export async function restoreApplication(ctx: Ctx, user: SessionUser, id: number) {
  const pack = await editablePack(ctx.db, user, id, { allowDeleted: true });
  if (!isDeleted(pack.status)) throw new Conflict('trash.notInTrash');
  const before = (await findLastChangeTo(ctx.db, 'applications', id, 'status', DELETED_APPLICATION_STATUSES))?.old_value;
  const status = before && !isDeleted(before) && APPLICATION_STATUSES.some((s) => s.code === before) ? before : 'active';
  await ctx.db.transaction(async (tx) => {
    await repo.updatePack(tx, id, { status, delete_reason: null });
    await writeHistory(tx, id, user.id, [
      { field: 'status', old: pack.status, new: status },
      { field: 'delete_reason', old: pack.delete_reason, new: null },
    ]);
  });
  await emit(ctx, { action: 'update', id, fields: { status }, user_id: user.id });
}
