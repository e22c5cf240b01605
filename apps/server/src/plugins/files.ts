import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file that arrived in a multipart body, parked in the temp folder until a service stores it. */
export interface UploadedFile {
  readonly kind: 'upload';
  filename: string;
  mimetype: string;
  size: number;
  tmpPath: string;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'upload';
}

export interface StoredFile {
  /** Server-generated key, e.g. `chat/2026/11/4f0c…e1.pdf`; never taken from a client. */
  key: string;
  size: number;
}

/** Where business files live. The local-disk driver is the default; an S3 driver may follow. */
export interface FileStorage {
  /** Moves an uploaded temp file into storage under `area`. */
  putUpload(area: string, file: UploadedFile): Promise<StoredFile>;
  /** Writes a stream into storage under `area`; `extension` is taken from the original name. */
  putStream(area: string, source: Readable, originalName: string): Promise<StoredFile>;
  open(key: string): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Folder for multipart temp files. */
  readonly tmpDir: string;
}

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;
const AREA_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/;

/** The longest file name kept (a longer one is cut in its middle part, the extension kept). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * A client's file name made safe to store and show: the one place upload names are cleaned
 * (multipart `filename` and the `files[i][name]` next to it). Only the part after the last
 * `/` or `\` is kept (`../../x.pdf`, `C:\x.pdf` → `x.pdf`), control characters (NUL
 * included) are dropped, `.`/`..` become empty, and a name over 255 characters is cut
 * before its extension. '' when nothing is left: such a file has no usable name or type.
 * The name never reaches the file system: storage keys are made by the server.
 */
export function cleanFileName(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base === '.' || base === '..') return '';
  const chars = Array.from(base);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return base;
  const ext = safeExtension(base);
  return (
    chars
      .slice(0, MAX_FILE_NAME_LENGTH - ext.length)
      .join('')
      .trimEnd() + ext
  );
}

/**
 * A display name sent next to a file (`files[i][name]`): a title, not a path, so a `/` or `\\`
 * in it becomes `_` rather than cutting the name; control characters are dropped and the
 * length capped like a file name.
 */
export function cleanDisplayName(raw: string): string {
  return cleanFileName(raw.replace(/[/\\]/g, '_'));
}

/** A safe extension from a client's file name: lower-case letters and digits only. */
export function safeExtension(originalName: string): string {
  const ext = path.extname(originalName).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

export function createLocalStorage(root: string): FileStorage {
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });

  function newKey(area: string, originalName: string): string {
    if (!AREA_PATTERN.test(area)) throw new Error(`bad storage area ${area}`);
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `${area}/${now.getUTCFullYear()}/${month}/${randomUUID()}${safeExtension(originalName)}`;
  }

  function resolve(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('bad storage key');
    return path.join(root, key);
  }

  return {
    tmpDir,
    async putUpload(area, file) {
      const key = newKey(area, file.filename);
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(file.tmpPath, target);
      return { key, size: file.size };
    },
    async putStream(area, source, originalName) {
      const key = newKey(area, originalName);
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await pipeline(source, fs.createWriteStream(target));
      const { size } = await fsp.stat(target);
      return { key, size };
    },
    open(key) {
      return fs.createReadStream(resolve(key));
    },
    async size(key) {
      try {
        return (await fsp.stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}
