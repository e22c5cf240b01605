/** Downloads: a file (by id or by its /upload/disk link) and a folder as a streamed zip. */
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import { NotFound } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { driveText } from './drive.messages.ts';
import * as repo from './drive.repository.ts';
import { type Actor, loadFile, loadFolder } from './drive-items.service.ts';
import * as subtrees from './drive-subtrees.repository.ts';

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
  const subtree = await subtrees.findSubtreeFolders(db, id);
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
  const files = await subtrees.findFilesIn(db, [...dirOf.keys()], true);
  for (const f of files) {
    const dir = dirOf.get(f.folder_id!)!;
    zip.addReadStreamLazy(`${dir}${unique(dir, downloadName(f))}`, (cb) => cb(null, storage.open(f.storage_key)));
  }
  zip.end();
  return { name: `${row.name}.zip`, stream: zip.outputStream as Readable };
}

export const noPreviewText = (lang: Lang) => driveText('noPreview', lang);
