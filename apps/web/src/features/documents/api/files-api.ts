import {
  type DocumentFile,
  type DocumentFilePatch,
  type DocumentStamp,
  documentFilesResponseSchema,
  documentReadersResponseSchema,
  documentStampResponseSchema,
  postalItemsResponseSchema,
} from '@app/contracts';
import { z } from 'zod';
import { api, sendMultipart } from '../../../shared/api/index.ts';

/**
 * The document card's own calls (spec 3 §7 "Documents"), parsed with the wire schemas of
 * `@app/contracts/documents`: files (upload, split, type, rotate, delete as status 0, stamp),
 * readers, postal items.
 */

export type DocumentFileType = DocumentFile['type'];
export type FilesAnswer = z.infer<typeof documentFilesResponseSchema>;

/** An answer of a file call: the files list when the server sends it, else nothing (the list is asked again). */
const filesOrNothing = (answer: unknown): FilesAnswer | null => {
  const parsed = documentFilesResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
};

export const fetchFiles = async (id: number, signal?: AbortSignal): Promise<FilesAnswer> =>
  documentFilesResponseSchema.parse(await api<unknown>(`/documents/${id}/files`, { signal }));

/** `POST documents/{id}/files`: files of one type (scan, annex, answer, additional answer), with upload progress. */
export async function uploadFiles(
  id: number,
  files: readonly File[],
  type: DocumentFileType,
  onProgress?: (fraction: number) => void,
): Promise<FilesAnswer | null> {
  const form = new FormData();
  form.append('type', String(type));
  for (const [i, file] of files.entries()) form.append(`files[${i}]`, file, file.name);
  return filesOrNothing(await sendMultipart<unknown>(`/documents/${id}/files`, form, { onProgress }));
}

/** `POST documents/{id}/files/{file}` with the split flag: one file per page. */
export const splitFile = async (id: number, fileId: number) =>
  filesOrNothing(await api<unknown>(`/documents/${id}/files/${fileId}`, { method: 'POST', json: { split: 1 } }));

/** `PATCH documents/{id}/files/{file}`: the type, a rotation (degrees clockwise) or `status: 0` (deletion, spec 3 §4). */
export const patchFile = async (id: number, fileId: number, body: DocumentFilePatch) =>
  filesOrNothing(await api<unknown>(`/documents/${id}/files/${fileId}`, { method: 'PATCH', json: body }));

/** `POST documents/{id}/watermark/{file}`: the registration stamp at `page`, `x`, `y` (PDF points from the top-left). */
export const stampFile = async (id: number, fileId: number, stamp: DocumentStamp) =>
  documentStampResponseSchema.parse(await api<unknown>(`/documents/${id}/watermark/${fileId}`, { method: 'POST', json: stamp }));

/** The file's current bytes (stamped when stamped), never from the HTTP cache: a stamp or a turn changes them in place. */
export async function fetchFileBytes(path: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const res = await fetch(path, { credentials: 'include', cache: 'no-store', signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.arrayBuffer();
}

// Readers (spec 3 §3 `readers (user_id, status)`)
export const fetchReaders = async (id: number, signal?: AbortSignal) =>
  documentReadersResponseSchema.parse(await api<unknown>(`/documents/${id}/readers`, { signal }));
const readersOrNothing = (answer: unknown) => {
  const parsed = documentReadersResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
};
export const addReaders = async (id: number, userIds: number[]) =>
  readersOrNothing(await api<unknown>(`/documents/${id}/readers`, { method: 'POST', json: { user_ids: userIds } }));
/** The signed-in reader marks the document read. */
export const markRead = async (id: number) =>
  readersOrNothing(await api<unknown>(`/documents/${id}/readers/read`, { method: 'PATCH', json: {} }));
export const removeReader = async (id: number, userId: number) =>
  readersOrNothing(await api<unknown>(`/documents/${id}/readers/${userId}`, { method: 'DELETE' }));

// Postal items (`v2_documents/{id}/postal_items`)
const postalOrNothing = (answer: unknown) => {
  const list = postalItemsResponseSchema.safeParse(answer);
  return list.success ? list.data : null;
};
export const fetchPostalItems = async (id: number, signal?: AbortSignal) =>
  postalItemsResponseSchema.parse(await api<unknown>(`/v2_documents/${id}/postal_items`, { signal }));
export const addPostalItem = async (id: number, number: string) =>
  postalOrNothing(await api<unknown>(`/v2_documents/${id}/postal_items/${encodeURIComponent(number)}`, { method: 'POST' }));
export const editPostalItem = async (id: number, postalId: number, number: string) =>
  postalOrNothing(await api<unknown>(`/v2_documents/${id}/postal_items/${postalId}/${encodeURIComponent(number)}`, { method: 'PATCH' }));
export const deletePostalItem = async (id: number, postalId: number) =>
  postalOrNothing(await api<unknown>(`/v2_documents/${id}/postal_items/${postalId}`, { method: 'DELETE' }));

/** Russian Post's tracking page of a number. */
export const trackingUrl = (number: string) => `https://www.pochta.ru/tracking?barcode=${encodeURIComponent(number.trim().toUpperCase())}`;

export const categoryOptionSchema = z.object({ id: z.number(), name: z.string(), default_load: z.number().optional() });
