import { z } from 'zod';
import { cleanDisplayName, isUploadedFile, type UploadedFile } from '../plugins/files.ts';

/**
 * Small zod pieces for form and JSON bodies: form bodies send strings, so numbers are
 * coerced and an empty string means "not given".
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const optionalId = z.preprocess(blankToUndefined, id.optional());
/** `:id` of a path: a stored integer id (beyond int4 is a 422, never a database error). */
export const idParams = z.object({ id });

/** 0 or 1 (`'0'`, `'1'`, `true`, `false` accepted). */
export const flag = z.preprocess(
  (v) =>
    typeof v === 'boolean' ? Number(v) : v === 'true' ? 1 : v === 'false' ? 0 : typeof v === 'string' && v.trim() !== '' ? Number(v) : v,
  z.union([z.literal(0), z.literal(1)]),
);

export const optionalFlag = z.preprocess(blankToUndefined, flag.optional());

/** Keyset page size: default 50, at most 200 (ARCHITECTURE.md "Lists"). */
export const limit = (fallback = 50, max = 200) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

/**
 * Uploaded files of a multipart body: `files[0]`, `files[]` or `files[0][file]` (the name
 * next to it as `files[0][name]`). Anything that is not an upload is refused.
 */
export const uploadList = z.preprocess(
  (v) => {
    if (v === undefined || v === '' || v === null) return [];
    const list = Array.isArray(v) ? v : typeof v === 'object' && !isUploadedFile(v) ? Object.values(v as object) : [v];
    return list.filter((item) => item !== undefined && item !== null && item !== '');
  },
  z.array(
    z.union([
      z.custom<UploadedFile>(isUploadedFile, 'field.invalid').transform((file) => ({ file, name: undefined as string | undefined })),
      z
        .object({ file: z.custom<UploadedFile>(isUploadedFile, 'field.invalid'), name: z.string().trim().max(300).optional() })
        .transform((entry) => ({ file: entry.file, name: (entry.name && cleanDisplayName(entry.name)) || undefined })),
    ]),
  ),
);
