import type { PositionStatusCode } from '@app/contracts';
import { CHAT_FILE_EXTENSIONS, FILE_GROUPS, hasPermit } from '@app/contracts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { equipmentExists, recordRun } from '../equipment/index.ts';
import { writeHistory } from './applications.collab.ts';
import { canCancelMark, canEditPack, canEditPosition, positionTransitionRefusal } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import { assertPositionLimit, type Ctx, editablePack, emit, visiblePack } from './context.service.ts';

/** Files a position may carry: the kit's attachment list (spec 3 §5); photos: its image group. */
const POSITION_FILE_EXTENSIONS = CHAT_FILE_EXTENSIONS;
const PHOTO_EXTENSIONS = FILE_GROUPS.image;

async function positionOf(ctx: Ctx, packId: number, posId: number) {
  const position = await repo.findPosition(ctx.db, posId);
  if (!position || position.pack_id !== packId) throw new NotFound();
  return position;
}

/** Who may mark positions: editors of the application and supply staff (invoices_view). */
function canMark(user: SessionUser, pack: repo.PackRow) {
  return canEditPack(user, pack) || hasPermit(user, 'invoices_view');
}

async function partsCount(ctx: Ctx, position: repo.PositionRow) {
  const all = await repo.findPositions(ctx.db, position.pack_id, true);
  return all.filter((p) => p.part_id === position.id && p.status !== 'delete').length;
}

/** `POST applications/:id/snab/status/:pos`: a status mark (a paid position cannot become incorrect). */
export async function setPositionStatus(
  ctx: Ctx,
  user: SessionUser,
  packId: number,
  posId: number,
  status: PositionStatusCode,
  comment: string | null | undefined,
) {
  const pack = await visiblePack(ctx.db, user, packId);
  if (!canMark(user, pack)) throw new Forbidden();
  if (pack.status === 'delete' || pack.status === 'deleted') throw new Refusal('applications.deleted');
  const position = await positionOf(ctx, packId, posId);
  const refusal = positionTransitionRefusal(position.status, status);
  if (refusal) throw new Refusal(refusal);
  await ctx.db.transaction(async (tx) => {
    await repo.updatePosition(tx, posId, { status, prev_status: position.status, ...(comment ? { explanation: comment } : {}) });
    await writeHistory(tx, packId, user.id, [{ field: `snab.${posId}.status`, old: position.status, new: status }]);
  });
  await emit(ctx, { action: 'snab_change', id: packId, snab_ids: [posId], fields: { status }, user_id: user.id });
  return { id: posId, status, prev_status: position.status };
}

/**
 * `PATCH applications/:id/snab/:pos/status/:status/rollback`: cancels the position's current
 * mark `:status`, back to the status before it; only received, incorrect or worked out.
 */
export async function rollbackPositionStatus(ctx: Ctx, user: SessionUser, packId: number, posId: number, status: string) {
  const pack = await visiblePack(ctx.db, user, packId);
  if (!canMark(user, pack)) throw new Forbidden();
  const position = await positionOf(ctx, packId, posId);
  if (position.status !== status) throw new Refusal('position.statusMismatch');
  if (!canCancelMark(position.status)) throw new Refusal('position.cannotCancel');
  const back = position.prev_status && position.prev_status !== position.status ? position.prev_status : 'success';
  await ctx.db.transaction(async (tx) => {
    await repo.updatePosition(tx, posId, { status: back, prev_status: null });
    await writeHistory(tx, packId, user.id, [{ field: `snab.${posId}.status`, old: position.status, new: back }]);
  });
  await emit(ctx, { action: 'snab_change', id: packId, snab_ids: [posId], fields: { status: back }, user_id: user.id });
  return { id: posId, status: back };
}

/** Spec 3 §4: changes to a position only under review or approved and not split. */
async function assertPositionEditable(ctx: Ctx, position: repo.PositionRow) {
  if (!canEditPosition({ status: position.status, part_id: position.part_id, parts: await partsCount(ctx, position) }))
    throw new Refusal('position.notEditable');
}

/** `POST applications/:id/snab/responsible`: the responsible of one or several positions. */
export async function setPositionResponsible(ctx: Ctx, user: SessionUser, packId: number, snabIds: number[], responsible: number | null) {
  const pack = await visiblePack(ctx.db, user, packId);
  if (!canMark(user, pack)) throw new Forbidden();
  assertPositionLimit(snabIds.length);
  if (snabIds.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
  if (responsible && !(await repo.findActiveUserIds(ctx.db, [responsible])).has(responsible))
    throw new ValidationFailed({ responsible: ['field.invalid'] });
  const rows = await repo.findPositionsByIds(ctx.db, snabIds);
  if (rows.length !== new Set(snabIds).size || rows.some((r) => r.pack_id !== packId)) throw new NotFound();
  for (const row of rows) await assertPositionEditable(ctx, row);
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) {
      await repo.updatePosition(tx, row.id, { responsible });
      await writeHistory(tx, packId, user.id, [{ field: `snab.${row.id}.responsible`, old: row.responsible, new: responsible }]);
    }
  });
  await emit(ctx, { action: 'snab_change', id: packId, snab_ids: rows.map((r) => r.id), user_id: user.id });
  return { result: true, snabs: rows.map((r) => r.id), responsible };
}

/** `POST applications/:id/snab/:pos/equipment`: equipment, run and run photo of a position (spec 2 §7). */
export async function setPositionEquipment(
  ctx: Ctx,
  user: SessionUser,
  packId: number,
  posId: number,
  input: { equipment_id?: number | null; run?: number | null; run_photo?: { file: UploadedFile }[] },
) {
  await editablePack(ctx.db, user, packId);
  const position = await positionOf(ctx, packId, posId);
  await assertPositionEditable(ctx, position);
  if (input.equipment_id && !(await equipmentExists(ctx.db, input.equipment_id)))
    throw new ValidationFailed({ equipment_id: ['field.invalid'] });
  const photo = input.run_photo?.[0]?.file;
  if (photo) await checkUploads([photo], PHOTO_EXTENSIONS);
  const stored = photo ? await ctx.storage.putUpload('applications', photo) : null;
  const values = {
    ...(input.equipment_id !== undefined ? { equipment_id: input.equipment_id } : {}),
    ...(input.run !== undefined ? { run: input.run } : {}),
    ...(stored ? { photo: stored.key } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await repo.updatePosition(tx, posId, values);
    await writeHistory(
      tx,
      packId,
      user.id,
      Object.entries(values).map(([k, v]) => ({
        field: `snab.${posId}.${k}`,
        old: position[k as keyof repo.PositionRow],
        new: k === 'photo' ? 'photo' : v,
      })),
    );
  });
  const equipmentId = input.equipment_id ?? position.equipment_id;
  if (equipmentId && input.run) await recordRun(ctx.db, equipmentId, input.run, null);
  await emit(ctx, { action: 'snab_change', id: packId, snab_ids: [posId], user_id: user.id });
  return { id: posId, equipment_id: equipmentId ?? null, run: input.run ?? position.run };
}

/** `POST applications/:id/snab/explanations`: the explanation of a position. */
export async function setPositionExplanation(
  ctx: Ctx,
  user: SessionUser,
  packId: number,
  snabId: number,
  explanation: string | null | undefined,
) {
  const pack = await visiblePack(ctx.db, user, packId);
  if (!canMark(user, pack)) throw new Forbidden();
  const position = await positionOf(ctx, packId, snabId);
  if (position.status === 'delete') throw new Refusal('position.deleted');
  await ctx.db.transaction(async (tx) => {
    await repo.updatePosition(tx, snabId, { explanation: explanation ?? null });
    await writeHistory(tx, packId, user.id, [{ field: `snab.${snabId}.explanation`, old: position.explanation, new: explanation ?? null }]);
  });
  await emit(ctx, { action: 'snab_change', id: packId, snab_ids: [snabId], user_id: user.id });
  return { id: snabId, explanation: explanation ?? null };
}

/** `POST files/snab/:id`: files of a position (id = position id). */
export async function addPositionFiles(ctx: Ctx, user: SessionUser, snabId: number, files: { file: UploadedFile; name?: string }[]) {
  const position = await repo.findPosition(ctx.db, snabId);
  if (!position) throw new NotFound();
  await editablePack(ctx.db, user, position.pack_id);
  if (files.length === 0) throw new ValidationFailed({ files: ['files.noFiles'] });
  await checkUploads(
    files.map((f) => f.file),
    POSITION_FILE_EXTENSIONS,
  );
  const rows: Parameters<typeof repo.insertPositionFiles>[1] = [];
  for (const { file, name } of files) {
    const stored = await ctx.storage.putUpload('applications', file);
    rows.push({
      snab_id: snabId,
      pack_id: position.pack_id,
      name: name || file.filename,
      path: stored.key,
      size: stored.size,
      who_add: user.id,
    });
  }
  const inserted = await ctx.db.transaction(async (tx) => {
    const result = await repo.insertPositionFiles(tx, rows);
    await writeHistory(
      tx,
      position.pack_id,
      user.id,
      result.map((f) => ({ field: `snab.${snabId}.file`, old: null, new: f.name })),
    );
    return result;
  });
  await emit(ctx, { action: 'update_files', id: position.pack_id, snab_ids: [snabId], user_id: user.id });
  return { files: inserted.map((f) => ({ id: f.id, name: f.name, path: `/api/files/snab/${f.id}` })) };
}

/** `PATCH files/snab/update/:id`: renames a position file or removes it (status 0). */
export async function updatePositionFile(ctx: Ctx, user: SessionUser, fileId: number, input: { name?: string | null; status?: number }) {
  const file = await repo.findPositionFile(ctx.db, fileId);
  if (!file || file.status === 0) throw new NotFound();
  await editablePack(ctx.db, user, file.pack_id);
  if (input.name === null) throw new ValidationFailed({ name: ['files.nameMissing'] });
  const values = { ...(input.name ? { name: input.name } : {}), ...(input.status === 0 ? { status: 0 } : {}) };
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.updatePositionFile(tx, fileId, values);
    await writeHistory(tx, file.pack_id, user.id, [
      input.status === 0
        ? { field: `snab.${file.snab_id}.file`, old: file.name, new: null }
        : { field: `snab.${file.snab_id}.file`, old: file.name, new: row.name },
    ]);
    return row;
  });
  await emit(ctx, { action: 'update_files', id: file.pack_id, snab_ids: [file.snab_id], user_id: user.id });
  return { id: updated.id, name: updated.name, status: updated.status };
}

/** A stored position file for download (visibility of its application checked). */
export async function positionFileForDownload(ctx: Ctx, user: SessionUser, fileId: number) {
  const file = await repo.findPositionFile(ctx.db, fileId);
  if (!file || file.status === 0) throw new NotFound();
  await visiblePack(ctx.db, user, file.pack_id);
  return file;
}

export async function positionPhoto(ctx: Ctx, user: SessionUser, packId: number, posId: number) {
  await visiblePack(ctx.db, user, packId);
  const position = await positionOf(ctx, packId, posId);
  if (!position.photo) throw new NotFound();
  return { path: position.photo, name: `photo-${posId}${position.photo.slice(position.photo.lastIndexOf('.'))}` };
}
