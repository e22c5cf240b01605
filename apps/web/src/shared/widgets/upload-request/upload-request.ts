import type { UploadOptions } from '../../api/index.ts';

/** Spec 3 §5/§9: '<name>: неверный формат файла.' stays 10 000 ms (`toast(1, text, { duration })`: a danger toast is 5 s otherwise). */
export const WRONG_FORMAT_TOAST_MS = 10_000;

/** Options of a multipart call (the shared client's `UploadOptions`). */
export type MultipartOptions = UploadOptions;

/** A fresh Idempotency-Key (random, also where `crypto.randomUUID` is missing: plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `name.ext` → `ext` in lower case ('' without a dot). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
