/** What the drive answers: folders and files with their access lists, and the picker's lazy tree. */
import type { AccessEntry, DiskEntry, DriveList } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import * as repo from './drive.repository.ts';

export const wire = (d: Date | null) => (d ? toWireMinutes(new Date(d)) : null);

export function accessMap(rows: Awaited<ReturnType<typeof repo.findAccess>>) {
  const map = new Map<number, AccessEntry[]>();
  for (const { item_id, ...entry } of rows) {
    const list = map.get(item_id) ?? [];
    list.push(entry);
    map.set(item_id, list);
  }
  return (id: number) => map.get(id) ?? [];
}

function common(r: repo.FolderRow | repo.FileRow, access: AccessEntry[]) {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    public: r.public,
    public_edit: r.public_edit,
    access,
    who_add: r.who_add,
    who_add_fio: r.who_add_fio,
    who_edit: r.who_edit,
    date_add: toWireMinutes(new Date(r.date_add)),
    date_edit: wire(r.date_edit),
    can_edit: r.can_edit ? 1 : 0,
  };
}

export const folderOut = (r: repo.FolderRow, access: AccessEntry[]) => ({
  ...common(r, access),
  type: 'folder' as const,
  parent_id: r.parent_id,
  has_children: r.has_children ? 1 : 0,
});

export const fileOut = (r: repo.FileRow, access: AccessEntry[]) => ({
  ...common(r, access),
  type: 'file' as const,
  parent_id: r.folder_id,
  folder_id: r.folder_id,
  size: Number(r.size),
  ext: r.ext,
  mime: r.mime,
  filename: r.filename,
  link: `/upload/disk/${r.filename}`,
});

type Lists = { folders: repo.FolderRow[]; files: repo.FileRow[] };

/** The picker's lazy tree (spec 3 §3 "Disk folder entry"): a file if ext is set, otherwise a folder. */
export function pickerEntries(lists: Lists): { folders: DiskEntry[] } {
  return {
    folders: [
      ...lists.folders.map((f) => ({ id: f.id, name: f.name, ext: null, has_children: f.has_children ? 1 : 0, parent_id: f.parent_id })),
      ...lists.files.map((f) => ({
        id: f.id,
        name: f.name,
        ext: f.ext || 'file',
        has_children: 0,
        parent_id: f.folder_id,
        filename: f.filename,
        link: `/upload/disk/${f.filename}`,
      })),
    ],
  };
}

/** Folders and files with their access lists (two queries for the whole list, no N+1). */
export async function present(db: Db, lists: Lists): Promise<DriveList> {
  const folderAccess = accessMap(
    await repo.findAccess(
      db,
      'folder',
      lists.folders.map((f) => f.id),
    ),
  );
  const fileAccess = accessMap(
    await repo.findAccess(
      db,
      'file',
      lists.files.map((f) => f.id),
    ),
  );
  return {
    folders: lists.folders.map((f) => folderOut(f, folderAccess(f.id))),
    files: lists.files.map((f) => fileOut(f, fileAccess(f.id))),
    truncated: lists.folders.length >= repo.LIST_LIMIT || lists.files.length >= repo.LIST_LIMIT ? 1 : 0,
  };
}
