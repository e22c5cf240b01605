import { ApiError, buildUrl } from '../../api/index.ts';
import { i18n } from '../../i18n/index.ts';

/** Spec 3 §5/§9: '<name>: неверный формат файла.' stays 10 000 ms (`toast(1, text, { duration })`: a danger toast is 5 s otherwise). */
export const WRONG_FORMAT_TOAST_MS = 10_000;

export interface MultipartOptions {
  method?: 'POST' | 'PATCH';
  /** Upload progress, 0..1 (XMLHttpRequest's upload events: fetch has none). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: a retry with the same key creates nothing new (ARCHITECTURE.md). */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key (random, also where `crypto.randomUUID` is missing: plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The error envelope of ARCHITECTURE.md ("Answers") as the shared api client reads it. */
function toError(status: number, text: string): ApiError {
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  const record = isRecord(data) ? data : {};
  const fieldErrors = isRecord(record.errors) ? (record.errors as Record<string, string[]>) : {};
  const first = Object.values(fieldErrors).flat()[0];
  const message = typeof record.result_content === 'string' && record.result_content ? record.result_content : (first ?? `HTTP ${status}`);
  return new ApiError(status, message, data, fieldErrors);
}

/**
 * A multipart/form-data call under /api (files, `files[i][file]`...). The shared `api()`
 * sends JSON or url-encoded bodies only, and per-file progress needs XMLHttpRequest.
 */
export function sendMultipart<T>(path: string, form: FormData, options: MultipartOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language === 'en' ? 'en' : 'ru');
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) report(e.loaded / e.total);
      };
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
        } catch {
          resolve(xhr.responseText as T);
        }
      } else reject(toError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', null));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** `name.ext` → `ext` in lower case ('' without a dot). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
