import type { AttachmentTypeCode, FileGroup } from '@app/contracts';
import { api } from '../../api/index.ts';
import { sendMultipart } from '../upload-request/index.ts';

/** Spec 3 §3 file item. */
export interface FileItem {
  id: number;
  name: string;
  filename: string;
  path: string;
  status: number;
  type: number;
  type_name: string;
  type_code: string;
  type_color: string;
  /** The module's extra file group (a board custom column of a ticket), or null. */
  column_name?: string | null;
  /** A document file type (annex 0, answer 2, additional answer 3; spec 2 §3 "File") and its name, else null. */
  doc_type?: number | null;
  doc_type_name?: string | null;
  date_add: string;
  who_add_avatar: string | null;
  who_add_fio: string;
}

export type AttachmentType = AttachmentTypeCode | number;

const base = (module: string, objectId: number | string) => `files/${encodeURIComponent(module)}/${encodeURIComponent(String(objectId))}`;
export const filesKey = (module: string, objectId: number | string) => ['files', module, String(objectId)] as const;

export const loadFiles = (module: string, objectId: number | string, signal?: AbortSignal) =>
  api<FileItem[]>(base(module, objectId), { signal });

export interface UploadOptions {
  type?: AttachmentType;
  group?: FileGroup;
  /** Upload into the module's extra file group of this name (spec 2 §7 `column_name`). */
  column?: string;
  /** Further form fields of the upload (e.g. a ticket's `doc_type`). */
  fields?: Readonly<Record<string, string>>;
  onProgress?: (fraction: number) => void;
}

/** One file from the computer: files[0][file], files[0][name], type, group (multipart, with progress). */
export function uploadFile(module: string, objectId: number | string, file: File, name: string, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('files[0][file]', file, file.name);
  if (name.trim()) form.append('files[0][name]', name.trim());
  if (options.type !== undefined) form.append('type', String(options.type));
  if (options.group) form.append('group', options.group);
  if (options.column) form.append('column_name', options.column);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  return sendMultipart<FileItem[]>(base(module, objectId), form, { onProgress: options.onProgress });
}

/** A drive file, kept as its link `/upload/disk/<filename>` (spec 3 §7 "Links and disk"). */
export const attachDiskFile = (
  module: string,
  objectId: number | string,
  link: string,
  name: string,
  type?: AttachmentType,
  column?: string,
  fields?: Readonly<Record<string, string>>,
) =>
  api<FileItem[]>(base(module, objectId), {
    method: 'POST',
    json: { disk_file_id: link, name, ...(type !== undefined ? { type } : {}), ...(column ? { column_name: column } : {}), ...fields },
  });

/** Spec 3 §4: deletion sets status 0. */
export const deleteFile = (id: number) => api<unknown>(`files/${id}`, { method: 'PATCH', json: { status: 0 } });
