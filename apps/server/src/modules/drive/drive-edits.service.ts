/** Changing an item: rename, move, shares and public flags, each change with its history row. */
import type { Db } from '../../plugins/db.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import { driveText } from './drive.messages.ts';
import { canMoveFolderInto } from './drive.policy.ts';
import * as repo from './drive.repository.ts';
import {
  type Actor,
  type HistoryRow,
  inTransaction,
  loadFile,
  loadFolder,
  nameOrFail,
  requireEdit,
  targetFolder,
} from './drive-items.service.ts';
import { accessMap, fileOut, folderOut } from './drive-replies.service.ts';

export interface ItemEdit {
  name?: string;
  /** Target folder; 0 or null = the owner's root. `folder_id` is accepted for files as well. */
  parent_id?: number | null;
  folder_id?: number | null;
  access?: { user_id: number; edit: number }[];
  public?: number;
  public_edit?: number;
}

const accessText = (list: { id?: number; user_id?: number; edit: number }[]) =>
  JSON.stringify(list.map((a) => ({ user_id: a.user_id ?? a.id, edit: a.edit })).sort((a, b) => (a.user_id ?? 0) - (b.user_id ?? 0)));

/** The access list, public and public_edit changes of an edit, with their history rows. */
async function sharingChanges(db: Db, actor: Actor, type: repo.ItemType, row: repo.FolderRow | repo.FileRow, input: ItemEdit) {
  const patch: repo.ItemPatch = {};
  const historyRows: HistoryRow[] = [];
  let access: { user_id: number; edit: number }[] | undefined;
  if (input.access !== undefined) {
    const byUser = new Map<number, number>();
    for (const a of input.access) byUser.set(a.user_id, Math.max(byUser.get(a.user_id) ?? 0, a.edit));
    const active = await repo.findActiveUserIds(db, [...byUser.keys()]);
    if ([...byUser.keys()].some((id) => !active.has(id))) throw new ValidationFailed({ access: [driveText('unknownUser', actor.lang)] });
    access = [...byUser].map(([user_id, edit]) => ({ user_id, edit }));
    const before = await repo.findAccess(db, type, [row.id]);
    if (accessText(before) !== accessText(access))
      historyRows.push({ item_type: type, item_id: row.id, field: 'access', old_value: accessText(before), new_value: accessText(access) });
    else access = undefined;
  }
  let isPublic = input.public ?? row.public;
  let publicEdit = input.public_edit ?? row.public_edit;
  // Editing by everyone implies seeing by everyone; closing an item closes both.
  if (input.public_edit === 1) isPublic = 1;
  if (input.public === 0) publicEdit = 0;
  if (isPublic !== row.public) {
    patch.public = isPublic;
    historyRows.push({ item_type: type, item_id: row.id, field: 'public', old_value: String(row.public), new_value: String(isPublic) });
  }
  if (publicEdit !== row.public_edit) {
    patch.public_edit = publicEdit;
    historyRows.push({
      item_type: type,
      item_id: row.id,
      field: 'public_edit',
      old_value: String(row.public_edit),
      new_value: String(publicEdit),
    });
  }
  return { patch, access, historyRows };
}

const moveTarget = (input: ItemEdit) => (input.parent_id !== undefined ? input.parent_id : input.folder_id);

export async function updateFolder(db: Db, actor: Actor, id: number, input: ItemEdit) {
  const loaded = await loadFolder(db, actor, id);
  requireEdit(actor, loaded);
  const { row } = loaded;
  const { patch, access, historyRows } = await sharingChanges(db, actor, 'folder', row, input);
  if (input.name !== undefined) {
    const name = nameOrFail(actor, input.name);
    if (name !== row.name) {
      patch.name = name;
      historyRows.push({ item_type: 'folder', item_id: id, field: 'name', old_value: row.name, new_value: name });
    }
  }
  const target = moveTarget(input);
  let move: { parentId: number | null; ancestors: number[] } | undefined;
  if (target !== undefined && (target || null) !== row.parent_id) {
    const folder = await targetFolder(db, actor, target);
    if (folder && !canMoveFolderInto(id, folder.ancestors)) throw new Refusal(driveText('moveIntoItself', actor.lang), undefined, 422);
    move = { parentId: folder?.id ?? null, ancestors: folder?.ancestors ?? [] };
    historyRows.push({
      item_type: 'folder',
      item_id: id,
      field: 'parent_id',
      old_value: row.parent_id === null ? null : String(row.parent_id),
      new_value: move.parentId === null ? null : String(move.parentId),
    });
  }
  if (historyRows.length > 0) {
    await inTransaction(db, async (tx) => {
      await repo.updateFolder(tx, id, move ? { ...patch, parent_id: move.parentId } : patch, actor.id);
      if (move) await repo.rewriteAncestors(tx, id, move.ancestors);
      if (access) await repo.replaceAccess(tx, 'folder', id, access, actor.id);
      await repo.insertHistory(tx, historyRows, actor.id);
    });
  }
  const fresh = (await repo.findFolder(db, actor.id, id))!;
  return folderOut(fresh, accessMap(await repo.findAccess(db, 'folder', [id]))(id));
}

export async function updateFile(db: Db, actor: Actor, id: number, input: ItemEdit) {
  const loaded = await loadFile(db, actor, id);
  requireEdit(actor, loaded);
  const { row } = loaded;
  const { patch, access, historyRows } = await sharingChanges(db, actor, 'file', row, input);
  const filePatch: repo.ItemPatch & { folder_id?: number | null } = patch;
  if (input.name !== undefined) {
    const name = nameOrFail(actor, input.name);
    if (name !== row.name) {
      filePatch.name = name;
      historyRows.push({ item_type: 'file', item_id: id, field: 'name', old_value: row.name, new_value: name });
    }
  }
  const target = moveTarget(input);
  if (target !== undefined && (target || null) !== row.folder_id) {
    const folder = await targetFolder(db, actor, target);
    filePatch.folder_id = folder?.id ?? null;
    historyRows.push({
      item_type: 'file',
      item_id: id,
      field: 'folder_id',
      old_value: row.folder_id === null ? null : String(row.folder_id),
      new_value: filePatch.folder_id === null ? null : String(filePatch.folder_id),
    });
  }
  if (historyRows.length > 0) {
    await inTransaction(db, async (tx) => {
      await repo.updateFile(tx, id, filePatch, actor.id);
      if (access) await repo.replaceAccess(tx, 'file', id, access, actor.id);
      await repo.insertHistory(tx, historyRows, actor.id);
    });
  }
  const fresh = (await repo.findFile(db, actor.id, id))!;
  return fileOut(fresh, accessMap(await repo.findAccess(db, 'file', [id]))(id));
}
