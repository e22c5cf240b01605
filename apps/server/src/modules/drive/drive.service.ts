import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromFile, supportedExtensions } from 'file-type';
import yazl from 'yazl';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { driveText, formatSize } from './drive.messages.ts';
import {
  canMoveFolderInto,
  cleanName,
  contentContradicts,
  DEFAULT_QUOTA_GB,
  extensionOf,
  fitsQuota,
  GB,
  grantsView,
  type Rights,
  rightsOver,
} from './drive.policy.ts';
import * as repo from './drive.repository.ts';

/** The caller: who they are and the language their messages go out in. */
export interface Actor {
  id: number;
  lang: Lang;
}

export interface ListQuery {
  sort?: repo.SortField;
  order?: repo.SortOrder;
  /** 1 = the picker's lazy tree: entries {name, id, ext, has_children, parent_id}. */
  has_children?: number;
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx));
const wire = (d: Date | null) => (d ? toWireMinutes(new Date(d)) : null);

// Replies -----------------------------------------------------------------------

type AccessOut = { id: number; fio: string | null; avatar: string | null; edit: number };

function accessMap(rows: Awaited<ReturnType<typeof repo.findAccess>>) {
  const map = new Map<number, AccessOut[]>();
  for (const { item_id, ...entry } of rows) {
    const list = map.get(item_id) ?? [];
    list.push(entry);
    map.set(item_id, list);
  }
  return (id: number) => map.get(id) ?? [];
}

function common(r: repo.FolderRow | repo.FileRow, access: AccessOut[]) {
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
    date_add: wire(r.date_add),
    date_edit: wire(r.date_edit),
    can_edit: r.can_edit ? 1 : 0,
  };
}

export const folderOut = (r: repo.FolderRow, access: AccessOut[]) => ({
  ...common(r, access),
  type: 'folder' as const,
  parent_id: r.parent_id,
  has_children: r.has_children ? 1 : 0,
});

export const fileOut = (r: repo.FileRow, access: AccessOut[]) => ({
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

/** Folders and files with their access lists (two queries for the whole list, no N+1). */
async function present(db: Db, lists: { folders: repo.FolderRow[]; files: repo.FileRow[] }, picker: boolean) {
  if (picker) {
    // Spec 3 §3 "Disk folder entry": a file if ext is set, otherwise a folder.
    const entries = [
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
    ];
    return { folders: entries };
  }
  const [folderAccess, fileAccess] = [
    accessMap(
      await repo.findAccess(
        db,
        'folder',
        lists.folders.map((f) => f.id),
      ),
    ),
    accessMap(
      await repo.findAccess(
        db,
        'file',
        lists.files.map((f) => f.id),
      ),
    ),
  ];
  return {
    folders: lists.folders.map((f) => folderOut(f, folderAccess(f.id))),
    files: lists.files.map((f) => fileOut(f, fileAccess(f.id))),
    truncated: lists.folders.length >= repo.LIST_LIMIT || lists.files.length >= repo.LIST_LIMIT ? 1 : 0,
  };
}

const listOptions = (q: ListQuery): repo.ListOptions => ({ sort: q.sort ?? 'name', order: q.order ?? 'asc' });

// Rights of single items ---------------------------------------------------------

interface Loaded<T> {
  row: T;
  rights: Rights;
}

async function folderRights(db: Db, actor: Actor, row: repo.FolderRow): Promise<Rights> {
  return rightsOver(await repo.findChain(db, actor.id, row.ancestors), actor.id);
}

/**
 * A folder the caller may see: 404 for an unknown one and for one they may not see (the
 * same answer), and for one in the trash unless `trash` allows it.
 */
async function loadFolder(db: Db, actor: Actor, id: number, trash = false): Promise<Loaded<repo.FolderRow>> {
  const row = await repo.findFolder(db, actor.id, id);
  if (!row) throw new NotFound();
  const rights = await folderRights(db, actor, row);
  if (!rights.see || (!rights.active && !trash)) throw new NotFound();
  return { row, rights };
}

async function fileRights(db: Db, actor: Actor, row: repo.FileRow): Promise<Rights> {
  const parent = row.folder_id === null ? null : await repo.findFolder(db, actor.id, row.folder_id);
  const chain = parent ? await repo.findChain(db, actor.id, parent.ancestors) : [];
  return rightsOver([...chain, row], actor.id);
}

async function loadFile(db: Db, actor: Actor, id: number, trash = false): Promise<Loaded<repo.FileRow>> {
  const row = await repo.findFile(db, actor.id, id);
  if (!row) throw new NotFound();
  const rights = await fileRights(db, actor, row);
  if (!rights.see || (!rights.active && !trash)) throw new NotFound();
  return { row, rights };
}

function requireEdit(actor: Actor, loaded: Loaded<{ name: string }>) {
  if (!loaded.rights.edit) throw new Refusal(driveText('noEditRight', actor.lang, { name: loaded.row.name }), undefined, 403);
}

function nameOrFail(actor: Actor, raw: string, field = 'name'): string {
  const name = cleanName(raw);
  if (!name) throw new ValidationFailed({ [field]: [driveText('badName', actor.lang)] });
  return name;
}

// Lists -------------------------------------------------------------------------

export async function listRoot(db: Db, actor: Actor, q: ListQuery) {
  return present(db, await repo.listRoot(db, actor.id, listOptions(q)), q.has_children === 1);
}

/** A folder's content; folder 0 is the caller's root. */
export async function listFolder(db: Db, actor: Actor, id: number, q: ListQuery) {
  if (id === 0) return listRoot(db, actor, q);
  const { row } = await loadFolder(db, actor, id);
  const lists = await repo.listChildren(db, actor.id, id, listOptions(q));
  const body = await present(db, lists, q.has_children === 1);
  return q.has_children === 1 ? body : { ...body, folder: folderOut(row, accessMap(await repo.findAccess(db, 'folder', [id]))(id)) };
}

export async function listAccessible(db: Db, actor: Actor, q: ListQuery) {
  return present(db, await repo.listAccessible(db, actor.id, listOptions(q)), q.has_children === 1);
}

export async function listTrash(db: Db, actor: Actor, q: ListQuery) {
  return present(db, await repo.listTrash(db, actor.id, listOptions(q)), false);
}

export async function searchItems(db: Db, actor: Actor, term: string | undefined) {
  const clean = term?.trim() ?? '';
  if (!clean) return { folders: [], files: [], truncated: 0 };
  return present(db, await repo.search(db, actor.id, clean, 200), false);
}

export async function sizes(db: Db, actor: Actor) {
  const [quota, used] = await Promise.all([repo.quotaGb(db, actor.id), repo.usedBytes(db, actor.id)]);
  const sizeGb = quota ?? DEFAULT_QUOTA_GB;
  return { size_gb: sizeGb, used_size_bytes: used, size_bytes: sizeGb * GB };
}

/** The way down to a folder, from the highest folder the caller sees; `root` says which drive section it starts in. */
export async function breadcrumbs(db: Db, actor: Actor, id: number) {
  const { row } = await loadFolder(db, actor, id);
  const chain = await repo.findChain(db, actor.id, row.ancestors);
  const first = Math.max(
    0,
    chain.findIndex((n) => grantsView(n, actor.id)),
  );
  const top = chain[first];
  const root = first === 0 && top.parent_id === null && top.who_add === actor.id ? 'my' : 'accessible';
  return { root, items: chain.slice(first).map((n) => ({ id: n.id, name: n.name })) };
}

export async function history(db: Db, actor: Actor, type: repo.ItemType, id: number) {
  if (type === 'folder') await loadFolder(db, actor, id, true);
  else await loadFile(db, actor, id, true);
  const rows = await repo.findHistory(db, type, id);
  return rows.map((r) => ({ ...r, date_add: wire(r.date_add) }));
}

// Folders -----------------------------------------------------------------------

/** A target folder for new or moved items: visible, not in the trash, editable. null = the root. */
async function targetFolder(db: Db, actor: Actor, id: number | null | undefined) {
  if (!id) return null;
  const loaded = await loadFolder(db, actor, id);
  requireEdit(actor, loaded);
  return loaded.row;
}

export async function createFolder(db: Db, actor: Actor, input: { name: string; parent_id?: number | null }) {
  const name = nameOrFail(actor, input.name);
  const parent = await targetFolder(db, actor, input.parent_id);
  const id = await inTransaction(db, (tx) =>
    repo.insertFolder(tx, { name, parentId: parent?.id ?? null, parentAncestors: parent?.ancestors ?? [], who: actor.id }),
  );
  const row = await repo.findFolder(db, actor.id, id);
  return folderOut(row!, []);
}

// Uploads -----------------------------------------------------------------------

const MIME_BY_EXT: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  vsdx: 'application/vnd.ms-visio.drawing',
};

const SNIFFER_EXTENSIONS = supportedExtensions as ReadonlySet<string>;

/** The client's name without any folder part ('C:\\x\\a.pdf' → 'a.pdf'). */
const baseName = (filename: string) => filename.split(/[/\\]/).pop() ?? '';

interface CheckedUpload {
  file: UploadedFile;
  name: string;
  ext: string;
  mime: string;
}

/** Names and content: every file is checked before anything is stored. */
async function checkUploads(actor: Actor, files: UploadedFile[]): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const [i, file] of files.entries()) {
    const name = nameOrFail(actor, baseName(file.filename), `files.${i}`);
    const ext = extensionOf(name);
    const sniffed = file.size > 0 ? await fileTypeFromFile(file.tmpPath) : undefined;
    if (contentContradicts(ext, sniffed?.ext, (e) => SNIFFER_EXTENSIONS.has(e))) {
      throw new Refusal(driveText('contentMismatch', actor.lang, { name, ext, actual: sniffed ? `.${sniffed.ext}` : '?' }), undefined, 422);
    }
    // The type comes from the content or the extension, never from the client's header.
    const mime = sniffed?.mime ?? MIME_BY_EXT[ext] ?? 'application/octet-stream';
    checked.push({ file, name, ext, mime });
  }
  return checked;
}

function quotaRefusal(actor: Actor, used: number, incoming: number, sizeGb: number) {
  return new Refusal(
    driveText('quotaExceeded', actor.lang, {
      incoming: formatSize(incoming),
      free: formatSize(Math.max(0, sizeGb * GB - used)),
      quota: formatSize(sizeGb * GB),
    }),
    undefined,
    413,
  );
}

/**
 * Files into a folder (0 = the root). Names, content and quota are checked first; then the
 * files are stored and the rows inserted in one transaction that re-checks the quota under
 * a lock. On any failure the stored files are removed: nothing is half-written.
 */
export async function uploadFiles(db: Db, storage: FileStorage, actor: Actor, folderId: number, files: UploadedFile[]) {
  if (files.length === 0) throw new ValidationFailed({ files: [driveText('noFiles', actor.lang)] });
  const folder = await targetFolder(db, actor, folderId);
  const checked = await checkUploads(actor, files);
  const incoming = files.reduce((sum, f) => sum + f.size, 0);
  const [quota, used] = await Promise.all([repo.quotaGb(db, actor.id), repo.usedBytes(db, actor.id)]);
  if (!fitsQuota(used, incoming, quota ?? DEFAULT_QUOTA_GB)) throw quotaRefusal(actor, used, incoming, quota ?? DEFAULT_QUOTA_GB);

  const stored: string[] = [];
  try {
    const rows: repo.NewFile[] = [];
    for (const c of checked) {
      const { key, size } = await storage.putUpload('disk', c.file);
      stored.push(key);
      rows.push({
        name: c.name,
        folder_id: folder?.id ?? null,
        ext: c.ext,
        mime: c.mime,
        size,
        storage_key: key,
        filename: path.posix.basename(key),
        who_add: actor.id,
      });
    }
    const ids = await inTransaction(db, async (tx) => {
      const sizeGb = await repo.lockQuota(tx, actor.id, DEFAULT_QUOTA_GB);
      const usedNow = await repo.usedBytes(tx, actor.id);
      if (!fitsQuota(usedNow, incoming, sizeGb)) throw quotaRefusal(actor, usedNow, incoming, sizeGb);
      return repo.insertFiles(tx, rows);
    });
    const out = [];
    for (const id of ids) out.push(fileOut((await repo.findFile(db, actor.id, id))!, []));
    return { files: out };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

// Edits -------------------------------------------------------------------------

export interface ItemEdit {
  name?: string;
  /** Target folder; 0 or null = the owner's root. `folder_id` is accepted for files as well. */
  parent_id?: number | null;
  folder_id?: number | null;
  access?: { user_id: number; edit: number }[];
  public?: number;
  public_edit?: number;
}

type HistoryRow = { item_type: repo.ItemType; item_id: number; field: string; old_value: string | null; new_value: string | null };

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

// Trash -------------------------------------------------------------------------

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
      historyRows.push({
        item_type: 'folder',
        item_id: row.id,
        field: 'status',
        old_value: String(row.status),
        new_value: String(input.status),
      });
      if (toRoot)
        historyRows.push({ item_type: 'folder', item_id: row.id, field: 'parent_id', old_value: String(row.parent_id), new_value: null });
      changed.folders++;
    }
    for (const { row } of files) {
      if (row.status === input.status) continue;
      const parent = row.folder_id === null ? null : await repo.findFolder(tx, actor.id, row.folder_id);
      const toRoot = input.status === 1 && parent !== null && (await aboveInTrash(tx, actor, parent.ancestors));
      await repo.updateFile(tx, row.id, toRoot ? { status: input.status, folder_id: null } : { status: input.status }, actor.id);
      historyRows.push({
        item_type: 'file',
        item_id: row.id,
        field: 'status',
        old_value: String(row.status),
        new_value: String(input.status),
      });
      if (toRoot)
        historyRows.push({ item_type: 'file', item_id: row.id, field: 'folder_id', old_value: String(row.folder_id), new_value: null });
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
    const purged = await repo.purgeOwn(tx, actor.id, trash.folders, trash.files);
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

// Downloads ---------------------------------------------------------------------

/** The name a download is saved under: the item's name, with its extension if a rename dropped it. */
export function downloadName(row: { name: string; ext: string }): string {
  return row.ext && !row.name.toLowerCase().endsWith(`.${row.ext}`) ? `${row.name}.${row.ext}` : row.name;
}

export async function openFile(db: Db, storage: FileStorage, actor: Actor, id: number) {
  const { row } = await loadFile(db, actor, id);
  return { row, name: downloadName(row), stream: storage.open(row.storage_key) };
}

/** `/upload/disk/<filename>`: the link a file chosen in the picker becomes. */
export async function openByFilename(db: Db, storage: FileStorage, actor: Actor, filename: string) {
  if (!/^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/.test(filename)) throw new NotFound();
  const row = await repo.findFileByFilename(db, actor.id, filename);
  if (!row) throw new NotFound();
  return openFile(db, storage, actor, row.id);
}

/** A folder and everything inside it (trash excepted) as a zip, streamed as it is built. */
export async function zipFolder(db: Db, storage: FileStorage, actor: Actor, id: number): Promise<{ name: string; stream: Readable }> {
  const { row } = await loadFolder(db, actor, id);
  const subtree = await repo.findSubtreeFolders(db, id);
  const byId = new Map(subtree.map((f) => [f.id, f]));
  const dirOf = new Map<number, string>();
  const used = new Map<string, Set<string>>();
  const unique = (dir: string, name: string) => {
    const names = used.get(dir) ?? new Set<string>();
    used.set(dir, names);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; names.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    names.add(candidate.toLowerCase());
    return candidate;
  };
  const resolveDir = (folderId: number): string | null => {
    if (dirOf.has(folderId)) return dirOf.get(folderId)!;
    const f = byId.get(folderId);
    if (f?.status !== 1) return null;
    const parentDir = folderId === id ? '' : f.parent_id === null ? null : resolveDir(f.parent_id);
    if (parentDir === null) return null;
    const dir = `${parentDir}${unique(parentDir, f.name)}/`;
    dirOf.set(folderId, dir);
    return dir;
  };
  for (const f of subtree) resolveDir(f.id);
  const zip = new yazl.ZipFile();
  for (const dir of dirOf.values()) zip.addEmptyDirectory(dir);
  const files = await repo.findFilesIn(db, [...dirOf.keys()], true);
  for (const f of files) {
    const dir = dirOf.get(f.folder_id!)!;
    zip.addReadStreamLazy(`${dir}${unique(dir, downloadName(f))}`, (cb) => cb(null, storage.open(f.storage_key)));
  }
  zip.end();
  return { name: `${row.name}.zip`, stream: zip.outputStream as Readable };
}

export function setQuota(db: Db, userId: number, sizeGb: number, who: number) {
  return repo.setQuota(db, userId, sizeGb, who);
}

export const noPreviewText = (lang: Lang) => driveText('noPreview', lang);
