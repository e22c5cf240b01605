import { Readable } from 'node:stream';
import {
  type DocumentFile,
  type DocumentFilesResponse,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { extensionOf } from '../../shared/uploads.ts';
import { fileMsg } from './document-files.messages.ts';
import { countsAsFile, isStampable } from './document-files.policy.ts';
import * as repo from './document-files.repository.ts';
import { PdfUnreadable } from './document-pdf.ts';

/** What the document files' services work with, and the pieces they share: the wire shape, storage, PDF errors, announcements. */
export interface DocumentFilesDeps {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
}

/** The documents registry's name: object access, history and realtime rooms. */
export const MODULE = 'documents';
/** Storage area of document files. */
export const AREA = 'documents';

export const storedName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
export const fileUrl = (documentId: number, key: string) => `/api/documents/${documentId}/files/${storedName(key)}`;
export const originalExt = (file: repo.FileRow) => extensionOf(file.original_key);

export function toWire(file: repo.FileRow): DocumentFile {
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

export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const store = (storage: FileStorage, bytes: Uint8Array, name: string) =>
  storage.putStream(AREA, Readable.from([Buffer.from(bytes)]), name);

export const removeAll = (storage: FileStorage, keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));

/** Runs PDF work: a file the library cannot read is a 422, a page past the end a 422 on `page`. */
export async function pdfWork<T>(work: () => Promise<T>): Promise<T> {
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
export function notify(realtime: Realtime, documentId: number, userId: number, countFiles: number) {
  const event: RegistryEvent = { action: 'update', id: documentId, fields: { count_files: countFiles, files: true }, user_id: userId };
  realtime.emit(registryRecordRoom(MODULE, documentId), registryChannel(MODULE), event);
  realtime.emit(registryListRoom(MODULE), registryChannel(MODULE), event);
}

/** The files after a change, announced. */
export async function changed(deps: DocumentFilesDeps, userId: number, documentId: number): Promise<DocumentFilesResponse> {
  const answer = await filesOf(deps.db, documentId);
  notify(deps.realtime, documentId, userId, answer.count_files);
  return answer;
}

export async function liveFile(db: Db, documentId: number, fileId: number): Promise<repo.FileRow> {
  const [file] = await repo.findLiveFilesAmong(db, documentId, [fileId]);
  if (!file) throw new NotFound(fileMsg('fileMissing'));
  return file;
}
