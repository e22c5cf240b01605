/** New items: folders, uploaded files (names, content and quota checked first), and the quota itself. */
import path from 'node:path';
import { fileTypeFromFile, supportedExtensions } from 'file-type';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import { driveText, formatSize } from './drive.messages.ts';
import { contentContradicts, DEFAULT_QUOTA_GB, extensionOf, fitsQuota, GB } from './drive.policy.ts';
import * as repo from './drive.repository.ts';
import { type Actor, inTransaction, nameOrFail, targetFolder } from './drive-items.service.ts';
import { fileOut, folderOut } from './drive-replies.service.ts';

export async function createFolder(db: Db, actor: Actor, input: { name: string; parent_id?: number | null }) {
  const name = nameOrFail(actor, input.name);
  const parent = await targetFolder(db, actor, input.parent_id);
  const id = await inTransaction(db, (tx) =>
    repo.insertFolder(tx, { name, parentId: parent?.id ?? null, parentAncestors: parent?.ancestors ?? [], who: actor.id }),
  );
  const row = await repo.findFolder(db, actor.id, id);
  return folderOut(row!, []);
}

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

export function setQuota(db: Db, userId: number, sizeGb: number, who: number) {
  return repo.setQuota(db, userId, sizeGb, who);
}
