/** The trash: items to the trash and back, and clearing it for good. */
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import * as repo from './drive.repository.ts';
import { type Actor, type HistoryRow, inTransaction, type Loaded, loadFile, loadFolder, requireEdit } from './drive-items.service.ts';
import * as subtrees from './drive-subtrees.repository.ts';

/** The history of an item's status change; `movedFrom` (its parent field and old value) when it went out to the root. */
function statusHistory(
  item_type: 'folder' | 'file',
  row: { id: number; status: number },
  status: number,
  movedFrom: { field: 'parent_id' | 'folder_id'; old: number | null } | null,
): HistoryRow[] {
  const rows: HistoryRow[] = [{ item_type, item_id: row.id, field: 'status', old_value: String(row.status), new_value: String(status) }];
  if (movedFrom) rows.push({ item_type, item_id: row.id, field: movedFrom.field, old_value: String(movedFrom.old), new_value: null });
  return rows;
}

/**
 * Several items to the trash (status 0) or back (status 1). Every item is checked first
 * (404 unseen, 403 not editable); then one transaction changes them all. An item restored
 * from inside a folder that is still in the trash goes to its owner's root.
 */
export async function setStatus(db: Db, actor: Actor, input: { folders: number[]; files: number[]; status: number }) {
  const folders: Loaded<repo.FolderRow>[] = [];
  for (const id of new Set(input.folders)) {
    const loaded = await loadFolder(db, actor, id, true);
    requireEdit(actor, loaded);
    folders.push(loaded);
  }
  const files: Loaded<repo.FileRow>[] = [];
  for (const id of new Set(input.files)) {
    const loaded = await loadFile(db, actor, id, true);
    requireEdit(actor, loaded);
    files.push(loaded);
  }
  const changed = { folders: 0, files: 0 };
  await inTransaction(db, async (tx) => {
    const historyRows: HistoryRow[] = [];
    for (const { row } of folders) {
      if (row.status === input.status) continue;
      // Restored, but a folder above is still in the trash: out to the root.
      const toRoot = input.status === 1 && (await aboveInTrash(tx, actor, row.ancestors.slice(0, -1)));
      await repo.updateFolder(tx, row.id, toRoot ? { status: input.status, parent_id: null } : { status: input.status }, actor.id);
      if (toRoot) await repo.rewriteAncestors(tx, row.id, []);
      historyRows.push(...statusHistory('folder', row, input.status, toRoot ? { field: 'parent_id', old: row.parent_id } : null));
      changed.folders++;
    }
    for (const { row } of files) {
      if (row.status === input.status) continue;
      const parent = row.folder_id === null ? null : await repo.findFolder(tx, actor.id, row.folder_id);
      const toRoot = input.status === 1 && parent !== null && (await aboveInTrash(tx, actor, parent.ancestors));
      await repo.updateFile(tx, row.id, toRoot ? { status: input.status, folder_id: null } : { status: input.status }, actor.id);
      historyRows.push(...statusHistory('file', row, input.status, toRoot ? { field: 'folder_id', old: row.folder_id } : null));
      changed.files++;
    }
    await repo.insertHistory(tx, historyRows, actor.id);
  });
  return changed;
}

async function aboveInTrash(db: Db, actor: Actor, ancestors: number[]): Promise<boolean> {
  const chain = await repo.findChain(db, actor.id, ancestors);
  return chain.some((n) => n.status === 0);
}

/**
 * Deletes the caller's trash for good: their own trashed items (what `disk/trash` lists)
 * and what they added below those folders, then the stored files. Other owners' items
 * below a deleted folder move to their owners' trash instead (with history rows), so a
 * colleague with an edit share can never destroy the owner's files for good.
 */
export async function clearTrash(db: Db, storage: FileStorage, actor: Actor) {
  const result = await inTransaction(db, async (tx) => {
    const trash = await repo.findTrashIds(tx, actor.id);
    const purged = await subtrees.purgeOwn(tx, actor.id, trash.folders, trash.files);
    const historyRows: HistoryRow[] = [];
    for (const r of purged.rescued) {
      const field = r.type === 'folder' ? 'parent_id' : 'folder_id';
      historyRows.push({
        item_type: r.type,
        item_id: r.id,
        field,
        old_value: r.parent === null ? null : String(r.parent),
        new_value: null,
      });
      if (r.status !== 0)
        historyRows.push({ item_type: r.type, item_id: r.id, field: 'status', old_value: String(r.status), new_value: '0' });
    }
    await repo.insertHistory(tx, historyRows, actor.id);
    return purged;
  });
  await Promise.all(result.keys.map((key) => storage.remove(key).catch(() => undefined)));
  return { folders: result.folders, files: result.files };
}
