import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import {
  DOCUMENT_DIRECTIONS,
  QUEUE_CODE_PREFIX,
  QUEUE_RECOGNITION_WINDOW_MS,
  type QueueEntry,
  type QueueState,
  type queueCreateSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { renderPdf } from '../../shared/pdf.ts';
import { assertEditable, assertReadable } from '../objects/index.ts';
import { attachQueueScan, type DocumentFilesDeps } from './document-files.service.ts';
import { imageKind, readQr } from './document-queue.qr.ts';
import * as repo from './document-queue.repository.ts';
import { documentsText, msg } from './documents.messages.ts';
import { DOCUMENTS_MODULE, withinRecognitionWindow } from './documents.policy.ts';

/**
 * The registration queue (spec 3 §7 `documents/queue`, §9): a clerk puts a paper document in the
 * queue and prints its cover sheet (a QR code of the entry's code); the scan of sheet and paper is
 * sent back and matched to its entry by reading the QR, if it comes within 5 minutes of the sheet
 * being sent. The recognized entry then becomes a document (`register`), or is cancelled.
 */

const OPEN_STATES: readonly QueueState[] = ['waiting', 'recognized'];
const QUEUE_AREA = 'documents/queue';

function view(row: repo.QueueRow): QueueEntry {
  const sentAt = new Date(row.sent_at);
  return {
    id: row.id,
    code: row.code,
    category_id: row.category_id,
    inbox: row.inbox,
    note: row.note,
    state: row.state as QueueState,
    sent_at: toWireMinutes(sentAt),
    recognize_until: new Date(sentAt.getTime() + QUEUE_RECOGNITION_WINDOW_MS).toISOString(),
    recognized_at: row.recognized_at ? toWireMinutes(new Date(row.recognized_at)) : null,
    scan_name: row.scan_name,
    scan_path: row.scan_key ? `/api/documents/queue/${row.id}/scan` : null,
    document_id: row.document_id,
    cover_path: `/api/documents/queue/${row.id}/cover`,
    who_add_fio: row.who_add_fio,
  };
}

async function entry(db: Db, id: number): Promise<repo.QueueRow> {
  const row = await repo.findQueueEntry(db, id);
  if (!row) throw new NotFound();
  return row;
}

/** `GET documents/queue`: the open entries (waiting for the scan, or recognized), or those of one state. */
export async function listQueue(db: Db, state: QueueState | undefined): Promise<QueueEntry[]> {
  return (await repo.findQueueEntries(db, state ? [state] : OPEN_STATES, 200)).map(view);
}

/** `POST documents/queue`: a new entry waiting for its scan; its cover sheet is sent from now on. */
export async function enqueue(db: Db, user: SessionUser, body: z.output<typeof queueCreateSchema>): Promise<QueueEntry> {
  const code = `${QUEUE_CODE_PREFIX}${randomBytes(8).toString('hex').toUpperCase()}`;
  const id = await repo.insertQueueEntry(db, {
    code,
    category_id: body.category_id ?? null,
    inbox: body.inbox,
    note: body.note || null,
    who_add: user.id,
  });
  return view(await entry(db, id));
}

/** `GET documents/queue/{id}/cover`: the cover sheet PDF with the entry's QR code. */
export async function coverSheet(db: Db, id: number, lang: Lang): Promise<Buffer> {
  const row = await entry(db, id);
  const direction = DOCUMENT_DIRECTIONS.find((d) => d.value === row.inbox);
  return renderPdf({
    info: { title: `${documentsText('coverTitle', lang)} ${row.code}` },
    content: [
      { text: documentsText('coverTitle', lang), fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      { text: row.code, fontSize: 14, margin: [0, 0, 0, 8] },
      {
        text: `${direction ? (lang === 'en' ? direction.en : direction.ru) : row.inbox} · ${toWireMinutes(new Date(row.sent_at))}`,
        margin: [0, 0, 0, 8],
      },
      ...(row.note ? [{ text: row.note, margin: [0, 0, 0, 8] as [number, number, number, number] }] : []),
      { qr: row.code, fit: 220, margin: [0, 16, 0, 16] },
      { text: documentsText('coverHint', lang), italics: true },
    ],
  });
}

/**
 * `POST documents/queue/recognize`: reads the QR code of an uploaded scan (png/jpeg) and attaches
 * the scan to its waiting entry, if the sheet was sent at most 5 minutes ago (spec 3 §9).
 */
export async function recognize(db: Db, storage: FileStorage, file: UploadedFile, now = new Date()): Promise<QueueEntry> {
  const bytes = await fsp.readFile(file.tmpPath);
  const kind = imageKind(bytes.subarray(0, 8));
  if (!kind) throw new ValidationFailed({ file: [msg('queueImageOnly')] });
  let code: string | null;
  try {
    code = readQr(bytes, kind);
  } catch {
    throw new ValidationFailed({ file: [msg('queueImageUnreadable')] });
  }
  if (code === null) throw new ValidationFailed({ file: [msg('queueNoQr')] });
  const row = code.startsWith(QUEUE_CODE_PREFIX) ? await repo.findQueueEntryByCode(db, code.trim()) : undefined;
  if (!row) throw new ValidationFailed({ file: [msg('queueUnknownCode')] });
  if (row.state !== 'waiting') throw new Conflict(msg('queueNotWaiting'));
  if (!withinRecognitionWindow(new Date(row.sent_at), now)) throw new Conflict(msg('queueExpired'));
  const stored = await storage.putUpload(QUEUE_AREA, file);
  if (
    !(await repo.markRecognized(db, row.id, { key: stored.key, name: file.filename || `${row.code}.${kind === 'png' ? 'png' : 'jpg'}` }))
  ) {
    await storage.remove(stored.key);
    throw new Conflict(msg('queueNotWaiting'));
  }
  return view(await entry(db, row.id));
}

/**
 * `PATCH documents/queue/{id}`: the entry became this document (registered); its recognized scan
 * joins the document's files as the scan (type 1), so the user who may edit the document registers.
 */
export async function registerEntry(deps: DocumentFilesDeps, user: SessionUser, id: number, documentId: number): Promise<QueueEntry> {
  const row = await entry(deps.db, id);
  await assertReadable(user, DOCUMENTS_MODULE, documentId);
  if (row.scan_key) await assertEditable(user, DOCUMENTS_MODULE, documentId);
  if (!(await repo.closeEntry(deps.db, id, 'registered', documentId))) throw new Conflict(msg('queueNotWaiting'));
  if (row.scan_key) await attachQueueScan(deps, user, documentId, { key: row.scan_key, name: row.scan_name ?? `${row.code}.png` });
  return view(await entry(deps.db, id));
}

/** `DELETE documents/queue/{id}`: the entry is cancelled. */
export async function cancelEntry(db: Db, id: number): Promise<QueueEntry> {
  await entry(db, id);
  if (!(await repo.closeEntry(db, id, 'cancelled', null))) throw new Conflict(msg('queueNotWaiting'));
  return view(await entry(db, id));
}

/** The stored scan of an entry (download). */
export async function scanOf(db: Db, storage: FileStorage, id: number) {
  const row = await entry(db, id);
  if (!row.scan_key) throw new NotFound();
  return { stream: storage.open(row.scan_key), name: row.scan_name ?? `${row.code}.png`, size: await storage.size(row.scan_key) };
}
