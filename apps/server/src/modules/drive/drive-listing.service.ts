/** Reading the drive: the sections' lists, search, sizes, breadcrumbs and an item's history. */
import type { Db } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { DEFAULT_QUOTA_GB, GB, grantsView } from './drive.policy.ts';
import * as repo from './drive.repository.ts';
import { type Actor, loadFile, loadFolder } from './drive-items.service.ts';
import { accessMap, folderOut, pickerEntries, present } from './drive-replies.service.ts';

export interface ListQuery {
  sort?: repo.SortField;
  order?: repo.SortOrder;
  /** 1 = the picker's lazy tree: entries {name, id, ext, has_children, parent_id}. */
  has_children?: number;
}

const listOptions = (q: ListQuery): repo.ListOptions => ({ sort: q.sort ?? 'name', order: q.order ?? 'asc' });

/** A section's list, or the picker's lazy tree with `has_children=1`. */
async function listing(db: Db, lists: Parameters<typeof present>[1], q: ListQuery) {
  return q.has_children === 1 ? pickerEntries(lists) : present(db, lists);
}

export async function listRoot(db: Db, actor: Actor, q: ListQuery) {
  return listing(db, await repo.listRoot(db, actor.id, listOptions(q)), q);
}

/** A folder's content; folder 0 is the caller's root. */
export async function listFolder(db: Db, actor: Actor, id: number, q: ListQuery) {
  if (id === 0) return listRoot(db, actor, q);
  const { row } = await loadFolder(db, actor, id);
  const lists = await repo.listChildren(db, actor.id, id, listOptions(q));
  if (q.has_children === 1) return pickerEntries(lists);
  return { ...(await present(db, lists)), folder: folderOut(row, accessMap(await repo.findAccess(db, 'folder', [id]))(id)) };
}

export async function listAccessible(db: Db, actor: Actor, q: ListQuery) {
  return listing(db, await repo.listAccessible(db, actor.id, listOptions(q)), q);
}

export async function listTrash(db: Db, actor: Actor, q: ListQuery) {
  return present(db, await repo.listTrash(db, actor.id, listOptions(q)));
}

export async function searchItems(db: Db, actor: Actor, term: string | undefined) {
  const clean = term?.trim() ?? '';
  if (!clean) return { folders: [], files: [], truncated: 0 };
  return present(db, await repo.search(db, actor.id, clean, 200));
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
  const root = first === 0 && top.parent_id === null && top.who_add === actor.id ? ('my' as const) : ('accessible' as const);
  return { root, items: chain.slice(first).map((n) => ({ id: n.id, name: n.name })) };
}

export async function history(db: Db, actor: Actor, type: repo.ItemType, id: number) {
  if (type === 'folder') await loadFolder(db, actor, id, true);
  else await loadFile(db, actor, id, true);
  const rows = await repo.findHistory(db, type, id);
  return rows.map((r) => ({ ...r, date_add: toWireMinutes(new Date(r.date_add)) }));
}
