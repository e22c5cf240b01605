import { z } from 'zod';
import { documentIdParam } from './documents.ts';

/**
 * Wire shapes of the documents' own calls (issue 15): files, stamps, readers, postal items and the
 * categories' custom fields. The registries themselves are in `documents.ts`.
 */

/**
 * File types of a document (spec 2 §3 "File": annex 0, answer 2, additional answer 3; spec 3 §4:
 * stamps are re-dropped on files of type 1, the registered scan).
 */
export const DOCUMENT_FILE_TYPES = [
  { value: 0, ru: 'Приложение', en: 'Annex' },
  { value: 1, ru: 'Скан документа', en: 'Document scan' },
  { value: 2, ru: 'Ответ', en: 'Answer' },
  { value: 3, ru: 'Дополнительный ответ', en: 'Additional answer' },
] as const;
export const documentFileTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Extensions that can be stamped (spec 3 §5 "only png/jpg/jpeg/pdf can be stamped"). */
export const STAMPABLE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
/** Where a stamp lands by default, in PDF points from the page's top-left corner (spec 3 §9). */
export const DEFAULT_STAMP_POSITION = { x: 50, y: 50 } as const;

/** A document's stamp on one of its files: page (1-based) and position in points from the top-left. */
export const documentStampSchema = z.object({
  page: z.number().int().min(1),
  x: z.number().min(0),
  y: z.number().min(0),
});
export type DocumentStamp = z.infer<typeof documentStampSchema>;

/**
 * One file of a document (`GET documents/{id}/files` rows): spec 3 §3 "files (id, type, pages,
 * timestamp, status)". `path` downloads the current version (stamped when stamped); `original_path`
 * the file as uploaded. A split PDF has one child per page (`parent_id`, `page`).
 */
export const documentFileSchema = z.object({
  id: z.number(),
  document_id: z.number(),
  parent_id: z.number().nullable(),
  /** 1-based page of the parent this file was split from; null for an uploaded file. */
  page: z.number().nullable(),
  type: documentFileTypeSchema,
  name: z.string(),
  ext: z.string(),
  size: z.number(),
  /** Pages of a PDF (1 for an image); null when unknown. */
  pages: z.number().nullable(),
  /** The file was split into pages. */
  split: z.boolean(),
  stamp: documentStampSchema.nullable(),
  /** Whether it can be stamped (png/jpg/jpeg/pdf). */
  stampable: z.boolean(),
  path: z.string(),
  original_path: z.string(),
  /** 1 live, 0 deleted (spec 3 §4). */
  status: z.number(),
  /** Upload time, `yyyy-MM-dd HH:mm`. */
  timestamp: z.string(),
  who_add: z.number().nullable(),
  who_add_fio: z.string().nullable(),
  /**
   * Quarter turns clockwise the user gave the file (0, 90, 180, 270). A PDF carries them in its
   * pages already (a viewer shows them turned); an image is stored as uploaded, so a preview
   * turns it by this much (and so does its stamped PDF).
   */
  rotation: z.number(),
  /** The category's files custom field this file belongs to (`custom_field` of the upload); null for an ordinary file. */
  custom_field: z.string().nullable(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;
/**
 * `GET documents/{id}/files` and the answer of every file call: the document's live files in upload
 * order (a split file's pages right after it, by page) and its `count_files` (live files that were
 * uploaded, pages of a split not counted).
 */
export const documentFilesResponseSchema = z.object({ files: z.array(documentFileSchema), count_files: z.number() });
export type DocumentFilesResponse = z.infer<typeof documentFilesResponseSchema>;

/** Extensions a document's files may have (spec 3 §5 dropzone groups image + document, and archives). */
export const DOCUMENT_FILE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'tiff',
  'doc',
  'docx',
  'odt',
  'ods',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'vsdx',
  'txt',
  'zip',
  'rar',
] as const;

/** Quarter turns a file may be given (`PATCH documents/{id}/files/{file}` `rotate`, clockwise). */
export const DOCUMENT_FILE_ROTATIONS = [90, 180, 270] as const;

/**
 * `PATCH documents/{id}/files/{file}`: `status: 0` deletes (a split file with its pages, spec 3 §4),
 * `type` (a split file's pages follow it), `name`, `rotate` a quarter turn clockwise (a stamp is
 * drawn again upright at its place).
 */
export const documentFilePatchSchema = z.object({
  status: z
    .literal(0)
    .or(z.literal('0').transform(() => 0 as const))
    .optional(),
  type: z.coerce.number().pipe(documentFileTypeSchema).optional(),
  name: z
    .string()
    .trim()
    .min(1, 'field.fillRequired')
    .max(255)
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 32), 'field.unstorable')
    .optional(),
  rotate: z.coerce
    .number()
    .refine((v) => (DOCUMENT_FILE_ROTATIONS as readonly number[]).includes(v), 'field.invalid')
    .optional(),
});
export type DocumentFilePatch = z.infer<typeof documentFilePatchSchema>;

/** `PATCH documents/{id}/files`: the same change (delete or type) on several files at once. */
export const documentFilesPatchSchema = z.object({
  ids: z.array(documentIdParam).min(1).max(99),
  status: documentFilePatchSchema.shape.status,
  type: documentFilePatchSchema.shape.type,
});
export type DocumentFilesPatch = z.infer<typeof documentFilesPatchSchema>;

/** `POST documents/{id}/files/{file}`: `split: 1` splits a PDF into one file per page (children with `parent_id`, `page`). */
export const documentFileSplitSchema = z.object({
  split: z.union([z.literal(1), z.literal('1'), z.literal(true)]).transform(() => true as const),
});

/** The answer of `POST documents/{id}/watermark/{file}`: the files and the one that carries the stamp now. */
export const documentStampResponseSchema = documentFilesResponseSchema.extend({ stamped_id: z.number() });
export type DocumentStampResponse = z.infer<typeof documentStampResponseSchema>;

/** `POST documents/{id}/watermark/{file}`: where to drop the stamp (defaults: page 1, x 50, y 50). */
export const stampInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  x: z.coerce.number().min(0).max(10_000).default(DEFAULT_STAMP_POSITION.x),
  y: z.coerce.number().min(0).max(10_000).default(DEFAULT_STAMP_POSITION.y),
});

/** A reader of a document (spec 3 §3 `readers (user_id, status)`): status 0 unread, 1 read. */
export const documentReaderSchema = z.object({
  user_id: z.number(),
  fio: z.string(),
  avatar: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  /** When it was read, `yyyy-MM-dd HH:mm`. */
  date_read: z.string().nullable(),
  date_add: z.string(),
});
export type DocumentReader = z.infer<typeof documentReaderSchema>;
export const documentReadersResponseSchema = z.array(documentReaderSchema);
export const addReadersInputSchema = z.object({ user_ids: z.array(documentIdParam).min(1).max(200) });

/** A postal item of a document (spec 3 §3 "Postal item: id and number"; Russian Post tracking numbers). */
export const postalItemSchema = z.object({
  id: z.number(),
  document_id: z.number(),
  number: z.string(),
  date_add: z.string(),
  who_add_fio: z.string().nullable(),
});
export type PostalItem = z.infer<typeof postalItemSchema>;
export const postalItemsResponseSchema = z.array(postalItemSchema);

/**
 * A Russian Post tracking number: 14 digits (domestic) or the UPU S10 form `RA123456789RU`
 * (two letters, eight digits, a check digit, two letters), the check digit verified.
 */
export function isValidTrackingNumber(raw: string): boolean {
  const value = raw.trim().toUpperCase();
  if (/^\d{14}$/.test(value)) return true;
  const m = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(value);
  if (!m) return false;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...m[1]].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  let check = 11 - (sum % 11);
  if (check === 10) check = 0;
  if (check === 11) check = 5;
  return check === Number(m[2]);
}

/** Kinds of a document category's custom field (spec 3 §3 "custom[...]"). */
export const CUSTOM_FIELD_KINDS = ['text', 'longText', 'number', 'date', 'files'] as const;
export const customFieldKindSchema = z.enum(CUSTOM_FIELD_KINDS);
export type CustomFieldKind = z.infer<typeof customFieldKindSchema>;
/** Longest value of a `text` / `longText` custom field. */
export const CUSTOM_TEXT_MAX = { text: 255, longText: 4000 } as const;

/** A custom field of a document category as `PUT documents/categories/{id}/fields` takes it (order = position). */
export const categoryFieldInputSchema = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'field.invalid'),
  label: z.string().trim().min(1, 'field.fillRequired').max(255),
  kind: customFieldKindSchema,
  required: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type CategoryFieldInput = z.infer<typeof categoryFieldInputSchema>;
export const categoryFieldsInputSchema = z.object({ fields: z.array(categoryFieldInputSchema).max(100) });

/** A live custom field of a category (`GET documents/categories/{id}/fields`). */
export const categoryFieldSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  kind: customFieldKindSchema,
  required: z.union([z.literal(0), z.literal(1)]),
  position: z.number(),
});
export type CategoryField = z.infer<typeof categoryFieldSchema>;
export const categoryFieldsResponseSchema = z.object({ fields: z.array(categoryFieldSchema) });
export type CategoryFieldsResponse = z.infer<typeof categoryFieldsResponseSchema>;

/** A custom value: text, number, `yyyy-MM-dd` date, or null (empty). Files fields keep no value here. */
export const customValueSchema = z.union([z.string(), z.number(), z.null()]);
/**
 * `GET documents/{id}/custom` (and the answer of PATCH): the category's live fields, the document's
 * values by code and, per files field, its live files (ordinary document files carrying `custom_field`).
 */
export const documentCustomResponseSchema = z.object({
  fields: z.array(categoryFieldSchema.pick({ code: true, label: true, kind: true, required: true })),
  custom: z.record(z.string(), customValueSchema),
  files: z.record(z.string(), z.object({ files_list: z.array(documentFileSchema) })),
});
export type DocumentCustomResponse = z.infer<typeof documentCustomResponseSchema>;
export const documentCustomPatchSchema = z.object({ custom: z.record(z.string(), customValueSchema) });
export type DocumentCustomPatch = z.infer<typeof documentCustomPatchSchema>;
