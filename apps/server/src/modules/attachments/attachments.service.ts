import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT_TYPES,
  FILE_GROUPS,
  type FileGroup,
  type FilesUpdatedEvent,
  filesChannel,
  objectRoom,
  TICKET_DOCUMENT_FILE_TYPES,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { openVisibleFileByFilename } from '../drive/index.ts';
import { recordChanges } from '../history/index.ts';
import { assertEditable, assertReadable, objectFileColumns, registerObjectTraces, withIdempotency } from '../objects/index.ts';
import * as repo from './attachments.repository.ts';

registerObjectTraces('attachments', repo.forgetObject);

export interface AttachmentsDeps {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
}

/** The history field of added and deleted files (old/new = the file's name). */
export const FILE_HISTORY_FIELD = 'file';

/**
 * Spec 2 §4 "Realtime" (`document_files_updated`): everyone on the object's room refreshes
 * its files. Sent on the module's channel (the event name the object's page listens to).
 */
function emitFilesUpdated(realtime: Realtime, module: string, objectId: number, userId: number) {
  const event: FilesUpdatedEvent = {
    action: 'document_files_updated',
    id: objectId,
    object_id: objectId,
    fields: { files: true },
    user_id: userId,
  };
  realtime.emit(objectRoom(module, objectId), filesChannel(module), event);
}

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
    /** The module's extra file group (a board custom column of a ticket), or null. */
    column_name: r.column_name,
    /** The document file type (annex 0, answer 2, additional answer 3), or null. */
    doc_type: r.doc_type,
    doc_type_name: TICKET_DOCUMENT_FILE_TYPES.find((d) => d.value === r.doc_type)?.[lang] ?? null,
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
  /** An extra file group the module offers on the object (objects registry `fileColumns`), e.g. `col_3`. */
  column_name?: string;
  /** The document file type of the files (annex 0, answer 2, additional answer 3), or none. */
  doc_type?: 0 | 2 | 3 | null;
}

/**
 * A file picked in the drive, copied into a temp file like an upload, when the user may
 * open it in the drive; 422 `files.diskUnavailable` otherwise (unknown, trashed, not
 * visible: the same answer). The copy then goes through the same checks as an upload.
 */
async function copyFromDrive(db: Db, storage: FileStorage, user: SessionUser, link: string): Promise<UploadedFile> {
  const unavailable = () => new ValidationFailed({ disk_file_id: ['files.diskUnavailable'] });
  if (!DRIVE_LINK.test(link)) throw unavailable();
  const file = await openVisibleFileByFilename(db, storage, user.id, link.slice('/upload/disk/'.length));
  if (!file) throw unavailable();
  const tmpPath = path.join(storage.tmpDir, randomUUID());
  try {
    await pipeline(file.stream, fs.createWriteStream(tmpPath));
  } catch {
    await fsp.rm(tmpPath, { force: true });
    throw unavailable();
  }
  const { size } = await fsp.stat(tmpPath);
  return { kind: 'upload', filename: file.name, mimetype: 'application/octet-stream', size, tmpPath };
}

/**
 * `POST files/:module/:objectId`: uploads (extension of the group, content sniffed) or a
 * drive file. A drive file is copied into the object's storage (attachments README), so
 * everyone who may see the object can open it, like an upload.
 */
export async function addFiles(
  { db, storage, realtime }: AttachmentsDeps,
  user: SessionUser,
  module: string,
  objectId: number,
  input: AddInput,
  lang: Lang,
  idempotencyKey?: string,
) {
  await assertEditable(user, module, objectId);
  if (input.column_name && !(await objectFileColumns(module, objectId)).includes(input.column_name))
    throw new ValidationFailed({ column_name: ['field.invalid'] });
  // A retried upload with the same Idempotency-Key answers the first upload's files and stores nothing.
  return withIdempotency(db, user.id, idempotencyKey, `files:${module}:${objectId}`, () =>
    storeFiles({ db, storage, realtime }, user, module, objectId, input, lang),
  );
}

async function storeFiles(
  { db, storage, realtime }: AttachmentsDeps,
  user: SessionUser,
  module: string,
  objectId: number,
  input: AddInput,
  lang: Lang,
) {
  const type = attachmentType(input.type);
  if (!type) throw new ValidationFailed({ type: ['field.invalid'] });
  const disk = input.disk_file_id?.trim();
  if (input.files.length === 0 && !disk) throw new ValidationFailed({ files: ['files.noFiles'] });
  const entries: AddInput['files'] = [...input.files];
  let driveCopy: UploadedFile | undefined;
  const stored: { key: string; size: number; entry: (typeof entries)[number] }[] = [];
  try {
    if (disk) {
      driveCopy = await copyFromDrive(db, storage, user, disk);
      entries.push({ file: driveCopy, name: input.name });
    }
    await checkUploads(
      entries.map((f) => f.file),
      input.group ? FILE_GROUPS[input.group] : ALL_EXTENSIONS,
    );
    for (const entry of entries) stored.push({ entry, ...(await storage.putUpload('files', entry.file)) });
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
        column_name: input.column_name ?? null,
        doc_type: input.doc_type ?? null,
      };
    });
    const inserted = await db.transaction(async (tx) => {
      const ids = await repo.insertFiles(tx, rows);
      await recordChanges(
        tx,
        module,
        objectId,
        user.id,
        rows.map((r) => ({ field: FILE_HISTORY_FIELD, old_value: null, new_value: r.name })),
      );
      return ids;
    });
    emitFilesUpdated(realtime, module, objectId, user.id);
    return (
      await repo.findFilesWithAuthors(
        db,
        inserted.map((r) => r.id),
      )
    ).map((r) => toWire(r, lang));
  } catch (error) {
    await Promise.all(stored.map((s) => storage.remove(s.key).catch(() => undefined)));
    throw error;
  } finally {
    // Moved into storage when stored; otherwise the drive copy is dropped here.
    if (driveCopy) await fsp.rm(driveCopy.tmpPath, { force: true });
  }
}

/** `PATCH files/:id`: `{ status: 0 }` deletes (soft), `{ name }` renames, `{ type }` regroups, `{ doc_type }` retypes a document file. */
export async function changeFile(
  { db, realtime }: AttachmentsDeps,
  user: SessionUser,
  id: number,
  input: { status?: 0 | 1; name?: string; type?: string | number; doc_type?: 0 | 2 | 3 | null },
  lang: Lang,
  /** When the call names the object (`load/tasks/:id/files/:fileId`), the file must be one of its files. */
  within?: { module: string; objectId: number },
) {
  const row = await repo.findFile(db, id);
  if (row?.status !== 1) throw new NotFound();
  if (within && (row.module !== within.module || row.object_id !== within.objectId)) throw new NotFound();
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
  if (input.doc_type !== undefined) changes.doc_type = input.doc_type;
  await db.transaction(async (tx) => {
    await repo.updateFile(tx, id, changes);
    const history = [];
    if (changes.name !== undefined) history.push({ field: FILE_HISTORY_FIELD, old_value: row.name, new_value: changes.name });
    if (changes.status === 0) history.push({ field: FILE_HISTORY_FIELD, old_value: changes.name ?? row.name, new_value: null });
    await recordChanges(tx, row.module, row.object_id, user.id, history);
  });
  emitFilesUpdated(realtime, row.module, row.object_id, user.id);
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
