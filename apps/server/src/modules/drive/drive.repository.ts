import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import type { DriveNode } from './drive.policy.ts';
import { driveAccess, driveFiles, driveFolders, driveHistory, driveQuotas } from './drive.schema.ts';

export type ItemType = 'folder' | 'file';

interface ItemRow extends DriveNode {
  id: number;
  name: string;
  who_add_fio: string | null;
  date_add: Date;
  date_edit: Date | null;
  can_edit: boolean;
}

export interface FolderRow extends ItemRow {
  parent_id: number | null;
  ancestors: number[];
  has_children: boolean;
}

export interface FileRow extends ItemRow {
  folder_id: number | null;
  size: number;
  ext: string;
  mime: string;
  filename: string;
  storage_key: string;
}

export interface ChainNode extends DriveNode {
  id: number;
  name: string;
  parent_id: number | null;
}

export type SortField = 'name' | 'date' | 'size';
export type SortOrder = 'asc' | 'desc';

/** A list of ids as an SQL integer array. */
export function intArray(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`'{}'::integer[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

// The visibility rules of drive.policy.ts in SQL. `arr` is a folder chain (ids, top down).

/** Some folder of the chain is public, shared with the user, or added by them. */
const chainVisible = (arr: SQL, u: number) => sql`exists (select 1 from drive_folders a where a.id = any(${arr}) and (
  a.public = 1 or a.public_edit = 1 or a.who_add = ${u}
  or exists (select 1 from drive_access x where x.item_type = 'folder' and x.item_id = a.id and x.user_id = ${u})))`;

/** Some folder of the chain lets the user edit. */
const chainEditable = (arr: SQL, u: number) => sql`exists (select 1 from drive_folders a where a.id = any(${arr}) and (
  a.public_edit = 1 or a.who_add = ${u} or a.who_edit = ${u}
  or exists (select 1 from drive_access x where x.item_type = 'folder' and x.item_id = a.id and x.user_id = ${u} and x.edit = 1)))`;

/** No folder of the chain is in the trash. */
const chainActive = (arr: SQL) => sql`not exists (select 1 from drive_folders t where t.id = any(${arr}) and t.status = 0)`;

const fileGrant = (u: number) => sql`(f.public = 1 or f.public_edit = 1 or f.who_add = ${u}
  or exists (select 1 from drive_access x where x.item_type = 'file' and x.item_id = f.id and x.user_id = ${u}))`;
const fileEdit = (u: number) => sql`(f.public_edit = 1 or f.who_add = ${u} or f.who_edit = ${u}
  or exists (select 1 from drive_access x where x.item_type = 'file' and x.item_id = f.id and x.user_id = ${u} and x.edit = 1))`;

/** Visible and not in the trash (folder alias f). */
export const folderVisible = (u: number) =>
  sql`(f.status = 1 and ${chainVisible(sql`f.ancestors`, u)} and ${chainActive(sql`f.ancestors`)})`;
/** Visible and not in the trash (file alias f, its folder p). */
export const fileVisible = (u: number) =>
  sql`(f.status = 1 and (${fileGrant(u)} or (p.id is not null and ${chainVisible(sql`p.ancestors`, u)})) and (p.id is null or ${chainActive(sql`p.ancestors`)}))`;

function order(sort: SortField, dir: SortOrder, kind: ItemType): SQL {
  const d = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  if (sort === 'date') return sql`f.date_add ${d}, f.id ${d}`;
  if (sort === 'size' && kind === 'file') return sql`f.size ${d}, f.id ${d}`;
  return sql`lower(f.name) ${d}, f.id ${d}`;
}

/** At most this many entries per list; a drive folder larger than this is cut (the reply says so). */
export const LIST_LIMIT = 1000;

export function selectFolders(db: Db, u: number, where: SQL, sort: SortField = 'name', dir: SortOrder = 'asc', limit = LIST_LIMIT) {
  return queryRows<FolderRow>(
    db,
    sql`select f.id, f.name, f.parent_id, f.ancestors, f.status, f.public, f.public_edit, f.who_add, wa.fio as who_add_fio,
      f.who_edit, f.date_add, f.date_edit,
      (select x.edit from drive_access x where x.item_type = 'folder' and x.item_id = f.id and x.user_id = ${u}) as my_access,
      ${chainEditable(sql`f.ancestors`, u)} as can_edit,
      (exists (select 1 from drive_folders c where c.parent_id = f.id and c.status = 1)
        or exists (select 1 from drive_files c where c.folder_id = f.id and c.status = 1)) as has_children
    from drive_folders f left join users wa on wa.id = f.who_add
    where ${where} order by ${order(sort, dir, 'folder')} limit ${limit}`,
  );
}

export function selectFiles(db: Db, u: number, where: SQL, sort: SortField = 'name', dir: SortOrder = 'asc', limit = LIST_LIMIT) {
  return queryRows<FileRow>(
    db,
    sql`select f.id, f.name, f.folder_id, f.status, f.public, f.public_edit, f.who_add, wa.fio as who_add_fio,
      f.who_edit, f.date_add, f.date_edit, f.size::float8 as size, f.ext, f.mime, f.filename, f.storage_key,
      (select x.edit from drive_access x where x.item_type = 'file' and x.item_id = f.id and x.user_id = ${u}) as my_access,
      (${fileEdit(u)} or (p.id is not null and ${chainEditable(sql`p.ancestors`, u)})) as can_edit
    from drive_files f left join drive_folders p on p.id = f.folder_id left join users wa on wa.id = f.who_add
    where ${where} order by ${order(sort, dir, 'file')} limit ${limit}`,
  );
}

// Single items ------------------------------------------------------------------

export async function findFolder(db: Db, u: number, id: number): Promise<FolderRow | null> {
  const [row] = await selectFolders(db, u, sql`f.id = ${id}`);
  return row ?? null;
}

export async function findFile(db: Db, u: number, id: number): Promise<FileRow | null> {
  const [row] = await selectFiles(db, u, sql`f.id = ${id}`);
  return row ?? null;
}

export async function findFileByFilename(db: Db, u: number, filename: string): Promise<FileRow | null> {
  const [row] = await selectFiles(db, u, sql`f.filename = ${filename}`);
  return row ?? null;
}

/** The folders of a chain with the caller's share on each, in the chain's order. */
export async function findChain(db: Db, u: number, ids: readonly number[]): Promise<ChainNode[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ChainNode>(
    db,
    sql`select f.id, f.name, f.parent_id, f.who_add, f.who_edit, f.public, f.public_edit, f.status,
      (select x.edit from drive_access x where x.item_type = 'folder' and x.item_id = f.id and x.user_id = ${u}) as my_access
    from drive_folders f where f.id = any(${intArray(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ChainNode => r !== undefined);
}

// Lists -------------------------------------------------------------------------

export interface ListOptions {
  sort: SortField;
  order: SortOrder;
}

/** The user's drive root: what they added with no folder. */
export async function listRoot(db: Db, u: number, o: ListOptions) {
  const folders = await selectFolders(db, u, sql`f.parent_id is null and f.who_add = ${u} and f.status = 1`, o.sort, o.order);
  const files = await selectFiles(db, u, sql`f.folder_id is null and f.who_add = ${u} and f.status = 1`, o.sort, o.order);
  return { folders, files };
}

/** What is directly inside a folder the caller may see (the service checked that). */
export async function listChildren(db: Db, u: number, folderId: number, o: ListOptions) {
  const folders = await selectFolders(db, u, sql`f.parent_id = ${folderId} and f.status = 1`, o.sort, o.order);
  const files = await selectFiles(db, u, sql`f.folder_id = ${folderId} and f.status = 1`, o.sort, o.order);
  return { folders, files };
}

/**
 * "Accessible": items shared with the user, public ones, and the user's own items left
 * in folders they no longer see, whose parent folder the user does not see (the top-most
 * visible items; what is inside them opens from there).
 */
export async function listAccessible(db: Db, u: number, o: ListOptions) {
  const parentHidden = (parentAncestors: SQL) => sql`(p.id is null or not ${chainVisible(parentAncestors, u)})`;
  const folders = await selectFolders(
    db,
    u,
    sql`f.id in (
        select x.item_id from drive_access x where x.user_id = ${u} and x.item_type = 'folder'
        union select id from drive_folders where public = 1 and status = 1
        union select id from drive_folders where public_edit = 1 and status = 1
        union select id from drive_folders where who_add = ${u} and parent_id is not null and status = 1)
      and not (f.who_add = ${u} and f.parent_id is null)
      and ${folderVisible(u)}
      and not exists (select 1 from drive_folders p where p.id = f.parent_id and ${chainVisible(sql`p.ancestors`, u)})`,
    o.sort,
    o.order,
  );
  const files = await selectFiles(
    db,
    u,
    sql`f.id in (
        select x.item_id from drive_access x where x.user_id = ${u} and x.item_type = 'file'
        union select id from drive_files where public = 1 and status = 1
        union select id from drive_files where public_edit = 1 and status = 1
        union select id from drive_files where who_add = ${u} and folder_id is not null and status = 1)
      and not (f.who_add = ${u} and f.folder_id is null)
      and ${fileVisible(u)}
      and ${parentHidden(sql`p.ancestors`)}`,
    o.sort,
    o.order,
  );
  return { folders, files };
}

/** Trash roots of the user: their own folders in the trash with no trashed folder above them. */
const trashFolderWhere = (u: number) => sql`f.status = 0 and f.who_add = ${u}
  and not exists (select 1 from drive_folders t where t.id = any(f.ancestors) and t.id <> f.id and t.status = 0)`;
/** Their own files in the trash whose folder (and every folder above it) is not in the trash. */
const trashFileWhere = (u: number) => sql`f.status = 0 and f.who_add = ${u} and (p.id is null or ${chainActive(sql`p.ancestors`)})`;

/**
 * The user's trash: the items they added that are in the trash, not inside another
 * trashed folder. An item trashed by a colleague (with an edit share) shows in its
 * owner's trash, not the colleague's: only the owner may delete it for good.
 */
export async function listTrash(db: Db, u: number, o: ListOptions) {
  const folders = await selectFolders(db, u, trashFolderWhere(u), o.sort, o.order);
  const files = await selectFiles(db, u, trashFileWhere(u), o.sort, o.order);
  return { folders, files };
}

/** Every id of the user's trash (no list cap: clearing must take all of it). */
export async function findTrashIds(db: Db, u: number) {
  const folders = await queryRows<{ id: number }>(db, sql`select f.id from drive_folders f where ${trashFolderWhere(u)}`);
  const files = await queryRows<{ id: number }>(
    db,
    sql`select f.id from drive_files f left join drive_folders p on p.id = f.folder_id where ${trashFileWhere(u)}`,
  );
  return { folders: folders.map((r) => r.id), files: files.map((r) => r.id) };
}

/** Names containing the term (any case), among everything the user may see. */
export async function search(db: Db, u: number, term: string, limit: number) {
  const pattern = likePattern(term.toLowerCase());
  const folders = await selectFolders(db, u, sql`lower(f.name) like lower(${pattern}) and ${folderVisible(u)}`, 'name', 'asc', limit);
  const files = await selectFiles(db, u, sql`lower(f.name) like lower(${pattern}) and ${fileVisible(u)}`, 'name', 'asc', limit);
  return { folders, files };
}

/** Access lists of items, with the users' names. */
export function findAccess(db: Db, type: ItemType, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ item_id: number; id: number; fio: string | null; avatar: string | null; edit: number }>(
    db,
    sql`select x.item_id, x.user_id as id, u.fio, u.avatar, x.edit from drive_access x left join users u on u.id = x.user_id
    where x.item_type = ${type} and x.item_id = any(${intArray(ids)}) order by u.fio, x.user_id`,
  );
}

/** Which of these ids are active users (a share goes only to them). */
export async function findActiveUserIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where status = 1 and id = any(${intArray(ids)})`);
  return new Set(rows.map((r) => r.id));
}

// Sizes -------------------------------------------------------------------------

/** Bytes of the user's stored files (trash included: clearing the trash frees the space). */
export async function usedBytes(db: Db, u: number): Promise<number> {
  const [row] = await queryRows<{ used: number }>(
    db,
    sql`select coalesce(sum(size), 0)::float8 as used from drive_files where who_add = ${u}`,
  );
  return Number(row.used);
}

export async function quotaGb(db: Db, u: number): Promise<number | null> {
  const [row] = await db.select({ size_gb: driveQuotas.size_gb }).from(driveQuotas).where(eq(driveQuotas.user_id, u)).limit(1);
  return row?.size_gb ?? null;
}

/** Inside a transaction: the user's quota row, created with the default and locked, so two uploads cannot both pass the check. */
export async function lockQuota(tx: Db, u: number, defaultGb: number): Promise<number> {
  await tx.insert(driveQuotas).values({ user_id: u, who_add: u, size_gb: defaultGb }).onConflictDoNothing();
  const [row] = await queryRows<{ size_gb: number }>(tx, sql`select size_gb from drive_quotas where user_id = ${u} for update`);
  return row.size_gb;
}

export async function setQuota(db: Db, u: number, sizeGb: number, who: number) {
  await db
    .insert(driveQuotas)
    .values({ user_id: u, who_add: who, size_gb: sizeGb })
    .onConflictDoUpdate({ target: driveQuotas.user_id, set: { size_gb: sizeGb } });
}

// Writes ------------------------------------------------------------------------

export async function insertFolder(tx: Db, input: { name: string; parentId: number | null; parentAncestors: number[]; who: number }) {
  const [row] = await tx
    .insert(driveFolders)
    .values({ name: input.name, parent_id: input.parentId, who_add: input.who })
    .returning({ id: driveFolders.id });
  await tx
    .update(driveFolders)
    .set({ ancestors: [...input.parentAncestors, row.id] })
    .where(eq(driveFolders.id, row.id));
  return row.id;
}

export interface NewFile {
  name: string;
  folder_id: number | null;
  ext: string;
  mime: string;
  size: number;
  storage_key: string;
  filename: string;
  who_add: number;
}

export async function insertFiles(tx: Db, files: NewFile[]): Promise<number[]> {
  if (files.length === 0) return [];
  const rows = await tx.insert(driveFiles).values(files).returning({ id: driveFiles.id });
  return rows.map((r) => r.id);
}

export interface ItemPatch {
  name?: string;
  public?: number;
  public_edit?: number;
  status?: number;
}

export async function updateFolder(tx: Db, id: number, patch: ItemPatch & { parent_id?: number | null }, who: number) {
  await tx
    .update(driveFolders)
    .set({ ...patch, who_edit: who, date_edit: new Date() })
    .where(eq(driveFolders.id, id));
}

export async function updateFile(tx: Db, id: number, patch: ItemPatch & { folder_id?: number | null }, who: number) {
  await tx
    .update(driveFiles)
    .set({ ...patch, who_edit: who, date_edit: new Date() })
    .where(eq(driveFiles.id, id));
}

/** A folder moves: every folder below it (itself included) gets the new chain above it. */
export async function rewriteAncestors(tx: Db, folderId: number, newParentAncestors: readonly number[]) {
  await tx.execute(
    sql`update drive_folders set ancestors = ${intArray(newParentAncestors)} || ancestors[array_position(ancestors, ${folderId}::integer):]
    where ancestors @> ${intArray([folderId])}`,
  );
}

export async function replaceAccess(tx: Db, type: ItemType, itemId: number, entries: { user_id: number; edit: number }[], who: number) {
  await tx.delete(driveAccess).where(and(eq(driveAccess.item_type, type), eq(driveAccess.item_id, itemId)));
  if (entries.length > 0)
    await tx
      .insert(driveAccess)
      .values(entries.map((e) => ({ item_type: type, item_id: itemId, user_id: e.user_id, edit: e.edit, who_add: who })));
}

export async function insertHistory(
  tx: Db,
  rows: { item_type: ItemType; item_id: number; field: string; old_value: string | null; new_value: string | null }[],
  who: number,
) {
  if (rows.length > 0) await tx.insert(driveHistory).values(rows.map((r) => ({ ...r, who_add: who })));
}

export function findHistory(db: Db, type: ItemType, id: number) {
  return queryRows<{ id: number; field: string; old_value: string | null; new_value: string | null; who_add: number; date_add: Date }>(
    db,
    sql`select id, field, old_value, new_value, who_add, date_add from drive_history where item_type = ${type} and item_id = ${id} order by id`,
  );
}
