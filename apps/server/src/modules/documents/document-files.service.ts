import fs from 'node:fs/promises';
import { DOCUMENT_FILE_EXTENSIONS, type DocumentFilePatch, type DocumentFilesPatch, type DocumentFilesResponse } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { checkUploads, extensionOf } from '../../shared/uploads.ts';
import { type FieldChange, recordChanges } from '../history/index.ts';
import { assertEditable, assertReadable, withIdempotency } from '../objects/index.ts';
import type { RegistryHooks } from '../registry/index.ts';
import { isFilesFieldOf } from './document-custom.repository.ts';
import {
  AREA,
  changed,
  type DocumentFilesDeps,
  filesOf,
  liveFile,
  MODULE,
  originalExt,
  readStored,
  removeAll,
  store,
  storedName,
} from './document-file-store.service.ts';
import { fileMsg } from './document-files.messages.ts';
import { changesStamp, downloadName, isImage, isRotatable, stampText } from './document-files.policy.ts';
import * as repo from './document-files.repository.ts';
import { redrawStamps, rotateOne } from './document-pages.service.ts';
import { extractPdfText, MAX_TEXT_LENGTH, pdfPageCount } from './document-pdf.ts';

export type { DocumentFilesDeps } from './document-file-store.service.ts';
export { filesOf } from './document-file-store.service.ts';
export { redrawStamps, splitDocumentFile, stampDocumentFile } from './document-pages.service.ts';

/**
 * Files of a document (spec 3 §4 "Drive, documents, session", §5, §9; issue 15): upload, split
 * into pages, the registration stamp (split first, then drawn at x 50, y 50 by default), a quarter
 * turn, delete (status 0, `count_files` kept), downloads, the stamps drawn again when the
 * document's type, number or date change, and the files' text for the documents list's search.
 */

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
  if (customField && !(await isFilesFieldOf(deps.db, documentId, customField)))
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
