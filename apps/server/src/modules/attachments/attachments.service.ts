import path from 'node:path';
import { ATTACHMENT_TYPES, FILE_GROUPS, type FileGroup } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { assertEditable, assertReadable } from '../objects/index.ts';
import * as repo from './attachments.repository.ts';

/** Files of any object (spec 3 §3 file item, §5 dropzone groups): uploads or drive links. */

const ALL_EXTENSIONS = [...new Set([...FILE_GROUPS.image, ...FILE_GROUPS.document])];
const DRIVE_LINK = /^\/upload\/disk\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const DEFAULT_TYPE = ATTACHMENT_TYPES.find((t) => t.code === 'custom')!;

export const attachmentPath = (module: string, objectId: number, filename: string) =>
  `/upload/files/${encodeURIComponent(module)}/${objectId}/${encodeURIComponent(filename)}`;

/** An attachment type by id or code; undefined when unknown. */
export function attachmentType(value: string | number | undefined) {
  if (value === undefined || value === '') return DEFAULT_TYPE;
  return ATTACHMENT_TYPES.find((t) => t.code === value || String(t.id) === String(value));
}

function toWire(r: repo.FileWithAuthor, lang: Lang) {
  const type = ATTACHMENT_TYPES.find((t) => t.id === r.type) ?? DEFAULT_TYPE;
  return {
    id: r.id,
    name: r.name,
    filename: r.original_name,
    path: r.filename ? attachmentPath(r.module, r.object_id, r.filename) : r.link,
    source: r.filename ? 'upload' : 'disk',
    status: r.status,
    type: type.id,
    type_name: type[lang],
    type_code: type.code,
    type_color: type.color,
    size: r.size,
    date_add: toWireMinutes(r.date_add),
    who_add_avatar: r.who_add_avatar,
    who_add_fio: r.who_add_fio,
  };
}

export async function listFiles(db: Db, user: SessionUser, module: string, objectId: number, lang: Lang) {
  await assertReadable(user, module, objectId);
  return (await repo.findObjectFiles(db, module, objectId)).map((r) => toWire(r, lang));
}

export interface AddInput {
  files: { file: UploadedFile; name?: string }[];
  type?: string | number;
  group?: FileGroup;
  disk_file_id?: string;
  name?: string;
}

/** `POST files/:module/:objectId`: uploads (extension of the group, content sniffed) or a drive link. */
export async function addFiles(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  module: string,
  objectId: number,
  input: AddInput,
  lang: Lang,
) {
  await assertEditable(user, module, objectId);
  const type = attachmentType(input.type);
  if (!type) throw new ValidationFailed({ type: ['field.invalid'] });
  const disk = input.disk_file_id?.trim();
  if (input.files.length === 0 && !disk) throw new ValidationFailed({ files: ['files.noFiles'] });
  if (disk && !DRIVE_LINK.test(disk)) {
    // The drive module exports no resolver for drive file ids yet: only its /upload/disk links are accepted.
    throw new ValidationFailed({ disk_file_id: ['files.diskUnavailable'] });
  }
  await checkUploads(
    input.files.map((f) => f.file),
    input.group ? FILE_GROUPS[input.group] : ALL_EXTENSIONS,
  );
  const stored: { key: string; size: number; entry: AddInput['files'][number] }[] = [];
  try {
    for (const entry of input.files) stored.push({ entry, ...(await storage.putUpload('files', entry.file)) });
    const rows: Parameters<typeof repo.insertFiles>[1] = stored.map((s) => {
      const original = path.basename(s.entry.file.filename);
      return {
        who_add: user.id,
        module,
        object_id: objectId,
        name: s.entry.name || original,
        original_name: original,
        filename: path.basename(s.key),
        storage_key: s.key,
        size: s.size,
        type: type.id,
      };
    });
    if (disk) {
      const filename = disk.slice('/upload/disk/'.length);
      rows.push({
        who_add: user.id,
        module,
        object_id: objectId,
        name: input.name || filename,
        original_name: filename,
        link: disk,
        type: type.id,
      });
    }
    const inserted = await repo.insertFiles(db, rows);
    return (
      await repo.findFilesWithAuthors(
        db,
        inserted.map((r) => r.id),
      )
    ).map((r) => toWire(r, lang));
  } catch (error) {
    await Promise.all(stored.map((s) => storage.remove(s.key).catch(() => undefined)));
    throw error;
  }
}

/** `PATCH files/:id`: `{ status: 0 }` deletes (soft), `{ name }` renames, `{ type }` regroups. */
export async function changeFile(
  db: Db,
  user: SessionUser,
  id: number,
  input: { status?: 0 | 1; name?: string; type?: string | number },
  lang: Lang,
) {
  const row = await repo.findFile(db, id);
  if (row?.status !== 1) throw new NotFound();
  await assertEditable(user, row.module, row.object_id);
  const changes: Partial<repo.FileRow> = { date_edit: new Date(), who_edit: user.id };
  if (input.status === 0) changes.status = 0;
  if (input.name !== undefined) {
    if (!input.name.trim()) throw new ValidationFailed({ name: ['files.nameMissing'] });
    changes.name = input.name.trim();
  }
  if (input.type !== undefined) {
    const type = attachmentType(input.type);
    if (!type) throw new ValidationFailed({ type: ['field.invalid'] });
    changes.type = type.id;
  }
  await repo.updateFile(db, id, changes);
  const [updated] = await repo.findFilesWithAuthors(db, [id]);
  return toWire(updated, lang);
}

/** A stored attachment for download, only to users who may see the object. */
export async function openAttachment(db: Db, storage: FileStorage, user: SessionUser, module: string, objectId: number, filename: string) {
  await assertReadable(user, module, objectId);
  const row = await repo.findServedFile(db, module, objectId, filename);
  if (row?.status !== 1 || !row.storage_key) throw new NotFound();
  return { stream: storage.open(row.storage_key), name: row.original_name, size: await storage.size(row.storage_key) };
}
