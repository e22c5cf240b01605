import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DOCUMENT_FILE_EXTENSIONS,
  type DocumentFile,
  type DocumentFilePatch,
  type DocumentFilesPatch,
  type DocumentFilesResponse,
  type DocumentStamp,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, StoredFile, UploadedFile } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { checkUploads, extensionOf } from '../../shared/uploads.ts';
import { type FieldChange, recordChanges } from '../history/index.ts';
import { assertEditable, assertReadable, withIdempotency } from '../objects/index.ts';
import type { RegistryHooks } from '../registry/index.ts';
import { fileMsg } from './document-files.messages.ts';
import {
  addTurn,
  changesStamp,
  countsAsFile,
  downloadName,
  isImage,
  isRotatable,
  isStampable,
  pageName,
  SCAN_TYPE,
  stampText,
} from './document-files.policy.ts';
import * as repo from './document-files.repository.ts';
import {
  extractPdfText,
  imageToPdf,
  MAX_TEXT_LENGTH,
  PdfUnreadable,
  pdfPageCount,
  rotatePdf,
  type StampText,
  splitPdf,
  stampPdf,
} from './document-pdf.ts';

/**
 * Files of a document (spec 3 §4 "Drive, documents, session", §5, §9; issue 15): upload, split
 * into pages, the registration stamp (split first, then drawn at x 50, y 50 by default), a quarter
 * turn, delete (status 0, `count_files` kept), downloads, the stamps drawn again when the
 * document's type, number or date change, and the files' text for the documents list's search.
 */

export interface DocumentFilesDeps {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
}

/** The documents registry's name: object access, history and realtime rooms. */
const MODULE = 'documents';
/** Storage area of document files. */
const AREA = 'documents';

const storedName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const fileUrl = (documentId: number, key: string) => `/api/documents/${documentId}/files/${storedName(key)}`;
const originalExt = (file: repo.FileRow) => extensionOf(file.original_key);

function toWire(file: repo.FileRow): DocumentFile {
  return {
    id: file.id,
    document_id: file.document_id,
    parent_id: file.parent_id,
    page: file.page,
    type: file.type as DocumentFile['type'],
    name: file.name,
    ext: file.ext,
    size: file.size,
    pages: file.pages,
    split: file.split === 1,
    stamp: file.stamp ?? null,
    stampable: isStampable(originalExt(file)),
    path: fileUrl(file.document_id, file.file_key),
    original_path: fileUrl(file.document_id, file.original_key),
    status: file.status,
    timestamp: toWireMinutes(new Date(file.date_add)),
    who_add: file.who_add,
    who_add_fio: file.who_add_fio,
    rotation: file.rotation,
    custom_field: file.custom_field ?? null,
  };
}

async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const store = (storage: FileStorage, bytes: Uint8Array, name: string) => storage.putStream(AREA, Readable.from([Buffer.from(bytes)]), name);

const removeAll = (storage: FileStorage, keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));

/** Runs PDF work: a file the library cannot read is a 422, a page past the end a 422 on `page`. */
async function pdfWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PdfUnreadable) throw new Refusal(fileMsg('pdfUnreadable'), undefined, 422);
    if (error instanceof RangeError) throw new ValidationFailed({ page: [fileMsg('pageMissing')] });
    throw error;
  }
}

/** The list every file call answers. */
export async function filesOf(db: Db, documentId: number): Promise<DocumentFilesResponse> {
  const files = await repo.findLiveFiles(db, documentId);
  return { files: files.map(toWire), count_files: files.filter(countsAsFile).length };
}

/** An open card refreshes its files (and a list its `count_files`) on this registry event. */
function notify(realtime: Realtime, documentId: number, userId: number, countFiles: number) {
  const event: RegistryEvent = { action: 'update', id: documentId, fields: { count_files: countFiles, files: true }, user_id: userId };
  realtime.emit(registryRecordRoom(MODULE, documentId), registryChannel(MODULE), event);
  realtime.emit(registryListRoom(MODULE), registryChannel(MODULE), event);
}

/** The files after a change, announced. */
async function changed(deps: DocumentFilesDeps, userId: number, documentId: number): Promise<DocumentFilesResponse> {
  const answer = await filesOf(deps.db, documentId);
  notify(deps.realtime, documentId, userId, answer.count_files);
  return answer;
}

async function liveFile(db: Db, documentId: number, fileId: number): Promise<repo.FileRow> {
  const [file] = await repo.findLiveFilesAmong(db, documentId, [fileId]);
  if (!file) throw new NotFound(fileMsg('fileMissing'));
  return file;
}

/** `GET documents/{id}/files`. */
export async function listDocumentFiles(deps: DocumentFilesDeps, user: SessionUser, documentId: number) {
  await assertReadable(user, MODULE, documentId);
  return filesOf(deps.db, documentId);
}

/** Pages and text of an uploaded file (a PDF the library cannot read is kept, without pages). */
async function facts(path: string, ext: string): Promise<{ pages: number | null; text: string | null }> {
  if (isImage(ext)) return { pages: 1, text: null };
  if (ext !== 'pdf') return { pages: null, text: null };
  const bytes = await fs.readFile(path);
  const pages = await pdfPageCount(bytes).catch(() => null);
  if (!pages) return { pages: null, text: null };
  const text = (await extractPdfText(bytes)).join('\f').slice(0, MAX_TEXT_LENGTH);
  return { pages, text: text.trim() ? text : null };
}

export interface UploadInput {
  files: { file: UploadedFile; name?: string }[];
  type: number;
  /** A files custom field of the document's category the files belong to (`document-custom.service.ts`). */
  custom_field?: string | null;
}

/** Checks that a custom field code names a live files field of the document's category (422 on `custom_field`). */
export type FilesFieldCheck = (db: Db, documentId: number, code: string) => Promise<boolean>;
let filesFieldCheck: FilesFieldCheck = async () => false;
/** Set by the custom fields' service (it knows the categories' fields). */
export function useFilesFieldCheck(check: FilesFieldCheck) {
  filesFieldCheck = check;
}

/** `POST documents/{id}/files`: up to 99 files of the allowed kinds (content sniffed), of one type. */
export async function uploadDocumentFiles(
  deps: DocumentFilesDeps,
  user: SessionUser,
  documentId: number,
  input: UploadInput,
  idempotencyKey?: string,
) {
  await assertEditable(user, MODULE, documentId);
  if (!input.files.length) throw new ValidationFailed({ files: ['field.fillRequired'] });
  const customField = input.custom_field || null;
  if (customField && !(await filesFieldCheck(deps.db, documentId, customField)))
    throw new ValidationFailed({ custom_field: ['field.invalid'] });
  await checkUploads(
    input.files.map((f) => f.file),
    DOCUMENT_FILE_EXTENSIONS,
  );
  await withIdempotency(deps.db, user.id, idempotencyKey, `documents:${documentId}:files`, async () => {
    const stored: string[] = [];
    try {
      const rows: repo.NewFile[] = [];
      for (const { file, name } of input.files) {
        const ext = extensionOf(file.filename);
        const { pages, text } = await facts(file.tmpPath, ext);
        const put = await deps.storage.putUpload(AREA, file);
        stored.push(put.key);
        rows.push({
          document_id: documentId,
          type: input.type,
          name: name || file.filename,
          ext,
          size: put.size,
          pages,
          original_key: put.key,
          file_key: put.key,
          text,
          who_add: user.id,
          custom_field: customField,
        });
      }
      await deps.db.transaction(async (tx) => {
        await repo.insertFiles(tx, rows);
        await recordChanges(
          tx,
          MODULE,
          documentId,
          user.id,
          rows.map((row) => ({ field: customField ? `custom.${customField}` : 'file', old_value: null, new_value: row.name })),
        );
        await repo.recountFiles(tx, documentId);
      });
    } catch (error) {
      await removeAll(deps.storage, stored);
      throw error;
    }
    return true;
  });
  return changed(deps, user.id, documentId);
}

/**
 * The registration queue's scan (png/jpeg, spec 3 §7 `documents/queue`) becomes the registered
 * document's scan (type 1): copied into the documents' files, so the queue entry keeps its own.
 */
export async function attachQueueScan(
  deps: DocumentFilesDeps,
  user: SessionUser,
  documentId: number,
  scan: { key: string; name: string },
): Promise<DocumentFilesResponse> {
  await assertEditable(user, MODULE, documentId);
  const put = await store(deps.storage, await readStored(deps.storage, scan.key), scan.name);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.insertFiles(tx, [
        {
          document_id: documentId,
          type: 1,
          name: scan.name,
          ext: extensionOf(scan.name),
          size: put.size,
          pages: 1,
          original_key: put.key,
          file_key: put.key,
          text: null,
          who_add: user.id,
        },
      ]);
      await recordChanges(tx, MODULE, documentId, user.id, [{ field: 'file', old_value: null, new_value: scan.name }]);
      await repo.recountFiles(tx, documentId);
    });
  } catch (error) {
    await deps.storage.remove(put.key);
    throw error;
  }
  return changed(deps, user.id, documentId);
}

/**
 * A PDF of several pages as one file per page (children with `parent_id`, `page`, the parent's type
 * and its page's text); answers the pages. Already split: its pages. Two splits at once store the
 * pages once (the second one's copies are dropped).
 */
async function ensureSplit(deps: DocumentFilesDeps, userId: number, file: repo.FileRow): Promise<repo.FileRow[]> {
  if (file.split === 1) return repo.findLivePagesOf(deps.db, [file.id]);
  if (originalExt(file) !== 'pdf' || file.parent_id !== null) throw new Refusal(fileMsg('notSplittable'), undefined, 422);
  const pages = await pdfWork(async () => splitPdf(await readStored(deps.storage, file.original_key)));
  if (pages.length < 2) throw new Refusal(fileMsg('notSplittable'), undefined, 422);
  const texts = (await repo.findFileText(deps.db, file.id))?.split('\f') ?? [];
  const stored: StoredFile[] = [];
  try {
    for (const page of pages) stored.push(await store(deps.storage, page, 'page.pdf'));
    const done = await deps.db.transaction(async (tx) => {
      if (!(await repo.markSplit(tx, file.id, userId))) return false;
      await repo.insertFiles(
        tx,
        stored.map((put, i) => ({
          document_id: file.document_id,
          parent_id: file.id,
          page: i + 1,
          type: file.type,
          name: pageName(file.name, i + 1),
          ext: 'pdf',
          size: put.size,
          pages: 1,
          rotation: file.rotation,
          custom_field: file.custom_field,
          original_key: put.key,
          file_key: put.key,
          text: texts[i]?.trim() || null,
          who_add: userId,
        })),
      );
      return true;
    });
    if (!done)
      await removeAll(
        deps.storage,
        stored.map((s) => s.key),
      );
  } catch (error) {
    await removeAll(
      deps.storage,
      stored.map((s) => s.key),
    );
    throw error;
  }
  return repo.findLivePagesOf(deps.db, [file.id]);
}

/** `POST documents/{id}/files/{file}` with `split`: one file per page (spec 3 §7). */
export async function splitDocumentFile(deps: DocumentFilesDeps, user: SessionUser, documentId: number, fileId: number) {
  await assertEditable(user, MODULE, documentId);
  await ensureSplit(deps, user.id, await liveFile(deps.db, documentId, fileId));
  return changed(deps, user.id, documentId);
}

/** The one-page PDF a stamp is drawn on: the file as uploaded (an image wrapped into a page, turned as the file is). */
async function unstamped(storage: FileStorage, file: repo.FileRow): Promise<Uint8Array> {
  const bytes = await readStored(storage, file.original_key);
  const ext = originalExt(file);
  return ext === 'pdf' ? bytes : pdfWork(() => imageToPdf(bytes, ext, file.rotation));
}

const placeText = (file: repo.FileRow, place: DocumentStamp) => `${file.name}: стр. ${place.page}, ${place.x}×${place.y}`;

/**
 * Draws the stamp on one file from its unstamped version (so a stamp moved or drawn again never
 * stacks) and stores it as the file's current version; the previous stamped version goes.
 */
async function drawStamp(
  deps: DocumentFilesDeps,
  userId: number,
  file: repo.FileRow,
  place: DocumentStamp,
  text: StampText,
  history: boolean,
) {
  const base = await unstamped(deps.storage, file);
  const bytes = await pdfWork(() => stampPdf(base, place, text));
  const put = await store(deps.storage, bytes, 'stamped.pdf');
  const swapped = await deps.db.transaction(async (tx) => {
    const ok = await repo.replaceVersions(
      tx,
      file.id,
      file.file_key,
      { file_key: put.key, ext: 'pdf', size: put.size, stamp: place },
      userId,
    );
    if (ok && history)
      await recordChanges(tx, MODULE, file.document_id, userId, [
        { field: 'stamp', old_value: file.stamp ? placeText(file, file.stamp) : null, new_value: placeText(file, place) },
      ]);
    return ok;
  });
  if (!swapped) {
    await deps.storage.remove(put.key);
    throw new Conflict();
  }
  if (file.file_key !== file.original_key) await deps.storage.remove(file.file_key);
}

/**
 * `POST documents/{id}/watermark/{file}` (spec 3 §4, §5, §9): only png/jpg/jpeg/pdf; a PDF of several
 * pages is split first and the stamp goes on the page asked for; a one-page file (a page of a split,
 * an image, a one-page PDF) gets it itself. Answers the files and which one carries the stamp.
 */
export async function stampDocumentFile(
  deps: DocumentFilesDeps,
  user: SessionUser,
  documentId: number,
  fileId: number,
  place: DocumentStamp,
) {
  await assertEditable(user, MODULE, documentId);
  const file = await liveFile(deps.db, documentId, fileId);
  const ext = originalExt(file);
  if (!isStampable(ext)) throw new Refusal(fileMsg('notStampable'), undefined, 422);
  const doc = await repo.findDocumentForStamp(deps.db, documentId);
  const text = doc && stampText(doc);
  if (!text) throw new Refusal(fileMsg('stampNeedsNumber'), undefined, 422);

  let target = file;
  const severalPages =
    file.split === 1 ||
    (ext === 'pdf' &&
      file.parent_id === null &&
      (file.pages ?? (await pdfWork(async () => pdfPageCount(await readStored(deps.storage, file.original_key))))) > 1);
  if (severalPages) {
    const pages = await ensureSplit(deps, user.id, file);
    const page = pages.find((p) => p.page === place.page);
    if (!page) throw new ValidationFailed({ page: [fileMsg('pageMissing')] });
    target = page;
  }
  await drawStamp(deps, user.id, target, { page: 1, x: place.x, y: place.y }, text, true);
  return { ...(await changed(deps, user.id, documentId)), stamped_id: target.id };
}

/**
 * A quarter turn of one file: a PDF's pages turn in its unstamped version; an image keeps its bytes
 * and its `rotation` turns; a stamp is drawn again, upright, at its place.
 */
async function rotateOne(deps: DocumentFilesDeps, userId: number, file: repo.FileRow, angle: number, text: StampText | undefined) {
  const ext = originalExt(file);
  const rotation = addTurn(file.rotation, angle);
  const fresh: string[] = [];
  try {
    let original: StoredFile | undefined;
    if (ext === 'pdf') {
      const turned = await pdfWork(async () => rotatePdf(await readStored(deps.storage, file.original_key), angle));
      original = await store(deps.storage, turned, 'file.pdf');
      fresh.push(original.key);
    }
    const originalKey = original?.key ?? file.original_key;
    let current: { key: string; size: number; ext: string } = original
      ? { key: original.key, size: original.size, ext: 'pdf' }
      : { key: file.file_key, size: file.size, ext: file.ext };
    if (file.stamp) {
      const base = await unstamped(deps.storage, { ...file, original_key: originalKey, rotation });
      const bytes = text
        ? await pdfWork(() => stampPdf(base, file.stamp!, text))
        : await pdfWork(async () => rotatePdf(await readStored(deps.storage, file.file_key), angle));
      const put = await store(deps.storage, bytes, 'stamped.pdf');
      fresh.push(put.key);
      current = { key: put.key, size: put.size, ext: 'pdf' };
    }
    const swapped = await deps.db.transaction((tx) =>
      repo.replaceVersions(
        tx,
        file.id,
        file.file_key,
        { original_key: originalKey, file_key: current.key, size: current.size, ext: current.ext, rotation },
        userId,
      ),
    );
    if (!swapped) throw new Conflict();
  } catch (error) {
    await removeAll(deps.storage, fresh);
    throw error;
  }
  const kept = new Set(fresh);
  await removeAll(
    deps.storage,
    [...new Set([file.original_key, file.file_key])].filter((key) => !kept.has(key) && (key !== file.original_key || ext === 'pdf')),
  );
}

/** Files with the pages of those that were split (a change of a split file reaches its pages). */
async function withPages(db: Db, files: repo.FileRow[]): Promise<repo.FileRow[]> {
  const pages = await repo.findLivePagesOf(
    db,
    files.filter((f) => f.split === 1).map((f) => f.id),
  );
  const ids = new Set(files.map((f) => f.id));
  return [...files, ...pages.filter((p) => !ids.has(p.id))];
}

/** Type and status changes of files (with their pages), their history rows and `count_files`, in one transaction. */
async function applyChanges(
  deps: DocumentFilesDeps,
  userId: number,
  documentId: number,
  files: repo.FileRow[],
  change: { type?: number; status?: 0; name?: string },
) {
  const reached = await withPages(deps.db, files);
  await deps.db.transaction(async (tx) => {
    const history: FieldChange[] = [];
    if (change.name !== undefined) {
      const renamed = files.filter((f) => f.name !== change.name);
      await repo.updateFiles(
        tx,
        renamed.map((f) => f.id),
        { name: change.name },
        userId,
      );
      history.push(...renamed.map((f) => ({ field: 'file', old_value: f.name, new_value: change.name })));
    }
    if (change.type !== undefined)
      await repo.updateFiles(
        tx,
        reached.map((f) => f.id),
        { type: change.type },
        userId,
      );
    if (change.status === 0) {
      await repo.updateFiles(
        tx,
        reached.map((f) => f.id),
        { status: 0 },
        userId,
      );
      history.push(...files.map((f) => ({ field: 'file', old_value: f.name, new_value: null })));
    }
    await recordChanges(tx, MODULE, documentId, userId, history);
    await repo.recountFiles(tx, documentId);
  });
}

/**
 * `PATCH documents/{id}/files/{file}`: `status: 0` deletes it (a split file with its pages; spec 3
 * §4), `type` (its pages follow), `name`, `rotate` a quarter turn clockwise (a split file's pages too).
 */
export async function patchDocumentFile(
  deps: DocumentFilesDeps,
  user: SessionUser,
  documentId: number,
  fileId: number,
  patch: DocumentFilePatch,
) {
  await assertEditable(user, MODULE, documentId);
  const file = await liveFile(deps.db, documentId, fileId);
  if (patch.rotate !== undefined && patch.status !== 0) {
    if (!isRotatable(originalExt(file))) throw new Refusal(fileMsg('notRotatable'), undefined, 422);
    const doc = await repo.findDocumentForStamp(deps.db, documentId);
    const text = doc && stampText(doc);
    for (const one of await withPages(deps.db, [file])) await rotateOne(deps, user.id, one, patch.rotate, text);
  }
  await applyChanges(deps, user.id, documentId, [file], { type: patch.type, status: patch.status, name: patch.name });
  return changed(deps, user.id, documentId);
}

/** `PATCH documents/{id}/files`: delete (status 0) or retype several files at once; every one must be a live file of the document. */
export async function patchDocumentFiles(deps: DocumentFilesDeps, user: SessionUser, documentId: number, patch: DocumentFilesPatch) {
  await assertEditable(user, MODULE, documentId);
  const ids = [...new Set(patch.ids)];
  const files = await repo.findLiveFilesAmong(deps.db, documentId, ids);
  if (files.length !== ids.length) throw new NotFound(fileMsg('fileMissing'));
  await applyChanges(deps, user.id, documentId, files, { type: patch.type, status: patch.status });
  return changed(deps, user.id, documentId);
}

/** A download (`path` or `original_path` of a live file) for those who may see the document. */
export async function openDocumentFile(deps: DocumentFilesDeps, user: SessionUser, documentId: number, name: string) {
  await assertReadable(user, MODULE, documentId);
  const files = await repo.findLiveFiles(deps.db, documentId);
  const file = files.find((f) => storedName(f.file_key) === name || storedName(f.original_key) === name);
  if (!file) throw new NotFound();
  const key = storedName(file.file_key) === name ? file.file_key : file.original_key;
  return { stream: deps.storage.open(key), name: downloadName(file.name, extensionOf(key)), size: await deps.storage.size(key) };
}

/**
 * Spec 3 §4: the stamps on the document's scans (files of type 1) drawn again with its current
 * type, number and date. A file changed meanwhile keeps the stamp that change drew.
 */
export async function redrawStamps(deps: DocumentFilesDeps, userId: number, documentId: number) {
  const doc = await repo.findDocumentForStamp(deps.db, documentId);
  const text = doc && stampText(doc);
  if (!text) return;
  const files = await repo.findStampedFiles(deps.db, documentId, SCAN_TYPE);
  for (const file of files) {
    try {
      await drawStamp(deps, userId, file, file.stamp!, text, false);
    } catch (error) {
      if (!(error instanceof Conflict) && !(error instanceof Refusal) && !(error instanceof ValidationFailed)) throw error;
    }
  }
  if (files.length) notify(deps.realtime, documentId, userId, (await filesOf(deps.db, documentId)).count_files);
}

/**
 * The documents registry's hooks of the files: the stamps follow a change of type, number or date
 * (drawn after the change was committed), the list's search also finds the files' text, a purge
 * takes the files along.
 */
export function documentFileHooks(deps: DocumentFilesDeps): Pick<RegistryHooks, 'writing' | 'written' | 'searchAlso' | 'purging'> {
  const restamp = new Set<number>();
  return {
    writing: async (_tx, write) => {
      if (write.action === 'update' && write.id !== undefined && changesStamp(write.values)) restamp.add(write.id);
    },
    written: async (user, id, action) => {
      if (action === 'update' && restamp.delete(id)) await redrawStamps(deps, user.id, id);
    },
    searchAlso: (term, columns) => repo.documentsWithText(term, columns.id),
    purging: (tx, id) => repo.deleteFilesOf(tx, id),
  };
}
