import path from 'node:path';
import type { Readable } from 'node:stream';
import { INLINE_IMAGE_EXTENSIONS, MAX_UPLOAD_FILES } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { UploadedFile } from '../plugins/files.ts';
import { Refusal } from './errors.ts';

/** The lower-case extension of a client's file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

/**
 * What the sniffer (`file-type`) may answer for a file with this extension. `null`: the
 * sniffer knows no signature for it (plain text), so the file must not look like a known
 * binary type either. Office formats: OOXML and OpenDocument are zip containers, the old
 * Office formats are OLE compound files (`cfb`).
 */
const SNIFFED: Record<string, readonly string[] | null> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  tiff: ['tif'],
  tif: ['tif'],
  pdf: ['pdf'],
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'vsdx', 'epub', 'jar'],
  rar: ['rar'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  vsdx: ['vsdx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  ppt: ['cfb', 'ppt'],
  txt: null,
};

/** True when the file's content matches its extension as far as the sniffer can tell. */
export async function contentMatchesExtension(file: UploadedFile): Promise<boolean> {
  const ext = extensionOf(file.filename);
  const expected = SNIFFED[ext];
  const detected = await fileTypeFromFile(file.tmpPath).catch(() => undefined);
  if (expected === undefined) return true;
  if (expected === null) return detected === undefined;
  return detected !== undefined && expected.includes(detected.ext);
}

/**
 * Spec 3 §5: every file's extension must be on the list and its content must match it;
 * the first that fails refuses the whole upload with '<name>: wrong file format.'.
 * At most 99 files (spec 3 §9).
 */
export async function checkUploads(files: UploadedFile[], allowed: readonly string[]) {
  if (files.length > MAX_UPLOAD_FILES) throw new Refusal('upload.tooManyFiles', { max: MAX_UPLOAD_FILES }, 413);
  for (const file of files) {
    const ext = extensionOf(file.filename);
    if (!allowed.includes(ext) || !(await contentMatchesExtension(file))) {
      throw new Refusal('file.wrongFormat', { name: path.basename(file.filename) }, 422);
    }
  }
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Sends a stored file: `attachment` unless it is a png/jpeg/gif image (ARCHITECTURE.md
 * "Uploads"), always with `nosniff`, and never cached by shared caches.
 */
export function sendStoredFile(reply: FastifyReply, stream: Readable, file: { name: string; size: number | null }) {
  const ext = extensionOf(file.name);
  const inline = (INLINE_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  reply.header('content-type', MIME[ext] ?? 'application/octet-stream');
  reply.header('content-disposition', disposition(inline ? 'inline' : 'attachment', file.name));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, max-age=3600');
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(stream);
}
