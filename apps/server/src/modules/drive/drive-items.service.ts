/** Single drive items as the caller may reach them: who the caller is, loading with rights, names. */
import type { Db } from '../../plugins/db.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { driveText } from './drive.messages.ts';
import { cleanName, type Rights, rightsOver } from './drive.policy.ts';
import * as repo from './drive.repository.ts';

/** The caller: who they are and the language their messages go out in. */
export interface Actor {
  id: number;
  lang: Lang;
}

export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx));

/** One drive_history row of a change, written in the change's transaction. */
export type HistoryRow = { item_type: repo.ItemType; item_id: number; field: string; old_value: string | null; new_value: string | null };

export interface Loaded<T> {
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
export async function loadFolder(db: Db, actor: Actor, id: number, trash = false): Promise<Loaded<repo.FolderRow>> {
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

export async function loadFile(db: Db, actor: Actor, id: number, trash = false): Promise<Loaded<repo.FileRow>> {
  const row = await repo.findFile(db, actor.id, id);
  if (!row) throw new NotFound();
  const rights = await fileRights(db, actor, row);
  if (!rights.see || (!rights.active && !trash)) throw new NotFound();
  return { row, rights };
}

export function requireEdit(actor: Actor, loaded: Loaded<{ name: string }>) {
  if (!loaded.rights.edit) throw new Refusal(driveText('noEditRight', actor.lang, { name: loaded.row.name }), undefined, 403);
}

export function nameOrFail(actor: Actor, raw: string, field = 'name'): string {
  const name = cleanName(raw);
  if (!name) throw new ValidationFailed({ [field]: [driveText('badName', actor.lang)] });
  return name;
}

/** A target folder for new or moved items: visible, not in the trash, editable. null = the root. */
export async function targetFolder(db: Db, actor: Actor, id: number | null | undefined) {
  if (!id) return null;
  const loaded = await loadFolder(db, actor, id);
  requireEdit(actor, loaded);
  return loaded.row;
}
