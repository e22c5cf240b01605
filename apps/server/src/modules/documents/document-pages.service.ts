import type { DocumentStamp } from '@app/contracts';
import type { FileStorage, StoredFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { recordChanges } from '../history/index.ts';
import { assertEditable } from '../objects/index.ts';
import {
  changed,
  type DocumentFilesDeps,
  filesOf,
  liveFile,
  MODULE,
  notify,
  originalExt,
  pdfWork,
  readStored,
  removeAll,
  store,
} from './document-file-store.service.ts';
import { fileMsg } from './document-files.messages.ts';
import { addTurn, isStampable, pageName, SCAN_TYPE, stampText } from './document-files.policy.ts';
import * as repo from './document-files.repository.ts';
import { imageToPdf, pdfPageCount, rotatePdf, type StampText, splitPdf, stampPdf } from './document-pdf.ts';

/**
 * The pages of document files (spec 3 §4, §5, §9; issue 15): a PDF split into one file per page, the
 * registration stamp (split first, then drawn at x 50, y 50 by default), a quarter turn, and the
 * stamps drawn again when the document's type, number or date change.
 */

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
export async function rotateOne(deps: DocumentFilesDeps, userId: number, file: repo.FileRow, angle: number, text: StampText | undefined) {
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
