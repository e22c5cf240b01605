import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { type ItemType, intArray, rewriteAncestors } from './drive.repository.ts';
import { driveAccess, driveFiles, driveFolders } from './drive.schema.ts';

/** Whole subtrees of the drive: the folders and files under a folder (zip downloads) and the owner's purge of the trash. */

/** Every folder at or below a folder, trashed ones included (the caller filters). */
export function findSubtreeFolders(db: Db, folderId: number) {
  return queryRows<{ id: number; name: string; parent_id: number | null; status: number }>(
    db,
    sql`select id, name, parent_id, status from drive_folders where ancestors @> ${intArray([folderId])} order by id`,
  );
}

export function findFilesIn(db: Db, folderIds: readonly number[], activeOnly: boolean) {
  if (folderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: driveFiles.id,
      name: driveFiles.name,
      folder_id: driveFiles.folder_id,
      storage_key: driveFiles.storage_key,
      ext: driveFiles.ext,
    })
    .from(driveFiles)
    .where(
      activeOnly
        ? and(inArray(driveFiles.folder_id, [...folderIds]), eq(driveFiles.status, 1))
        : inArray(driveFiles.folder_id, [...folderIds]),
    );
}

/** What a clear did: the storage keys to remove, the counts deleted, and other owners' items moved to their own trash. */
export interface PurgeResult {
  keys: string[];
  folders: number;
  files: number;
  rescued: { type: ItemType; id: number; parent: number | null; status: number }[];
}

/**
 * Clears user `u`'s trash: deletes for good the given trashed folders and files and every
 * item below those folders that `u` added. An item of another owner found below (a
 * colleague's upload into a shared folder, or a file a colleague moved there) is not
 * deleted: if the folder holding it goes, it moves to its owner's root, in the trash, with
 * everything below it; the owner decides. Answers the storage keys to remove.
 */
export async function purgeOwn(tx: Db, u: number, folderIds: readonly number[], fileIds: readonly number[]): Promise<PurgeResult> {
  const subtree = folderIds.length
    ? await queryRows<{ id: number; who_add: number; parent_id: number | null; status: number }>(
        tx,
        sql`select id, who_add, parent_id, status from drive_folders where ancestors && ${intArray(folderIds)}`,
      )
    : [];
  const deleteFolders = new Set(subtree.filter((f) => f.who_add === u).map((f) => f.id));
  const inner = subtree.length
    ? await queryRows<{ id: number; who_add: number; folder_id: number; status: number; storage_key: string }>(
        tx,
        sql`select id, who_add, folder_id, status, storage_key from drive_files where folder_id = any(${intArray(subtree.map((f) => f.id))})`,
      )
    : [];
  const loose = fileIds.length
    ? await queryRows<{ id: number; storage_key: string }>(
        tx,
        sql`select id, storage_key from drive_files where who_add = ${u} and id = any(${intArray(fileIds)})`,
      )
    : [];
  const files = new Map<number, string>();
  for (const f of [...inner.filter((f) => f.who_add === u), ...loose]) files.set(f.id, f.storage_key);

  // Other owners' items whose holding folder is deleted: out to their owner's root, in the trash.
  const rescued: PurgeResult['rescued'] = [];
  for (const f of subtree) {
    if (f.who_add === u || f.parent_id === null || !deleteFolders.has(f.parent_id)) continue;
    await tx.update(driveFolders).set({ parent_id: null, status: 0 }).where(eq(driveFolders.id, f.id));
    await rewriteAncestors(tx, f.id, []);
    rescued.push({ type: 'folder', id: f.id, parent: f.parent_id, status: f.status });
  }
  for (const f of inner) {
    if (f.who_add === u || !deleteFolders.has(f.folder_id)) continue;
    await tx.update(driveFiles).set({ folder_id: null, status: 0 }).where(eq(driveFiles.id, f.id));
    rescued.push({ type: 'file', id: f.id, parent: f.folder_id, status: f.status });
  }

  const fileIdList = [...files.keys()];
  const folderIdList = [...deleteFolders];
  if (fileIdList.length) {
    await tx.delete(driveAccess).where(and(eq(driveAccess.item_type, 'file'), inArray(driveAccess.item_id, fileIdList)));
    await tx.delete(driveFiles).where(inArray(driveFiles.id, fileIdList));
  }
  if (folderIdList.length) {
    await tx.delete(driveAccess).where(and(eq(driveAccess.item_type, 'folder'), inArray(driveAccess.item_id, folderIdList)));
    await tx.delete(driveFolders).where(inArray(driveFolders.id, folderIdList));
  }
  return { keys: [...files.values()], folders: folderIdList.length, files: fileIdList.length, rescued };
}
