import { z } from 'zod';
import { DOCUMENT_DIRECTIONS, documentIdParam } from './documents.ts';

/**
 * The documents' small calls beside the registries (spec 3 §7 "Documents"): statuses,
 * organizations, types of a group, the categories guide, the readers filter and the registration
 * queue with its QR cover sheet. Messages are keys `documents.*`.
 */

/** `GET documents/statuses`: the document states with their labels and colours. */
export const documentStatusSchema = z.object({ value: z.string(), ru: z.string(), en: z.string(), color: z.string(), name: z.string() });
export const documentStatusesResponseSchema = z.array(documentStatusSchema);

/** `GET documents/organizations`: the own legal entities a document may belong to. */
export const documentOrganizationsResponseSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** `GET documents/types?group_id=2`: the correspondence group's document types (group 2). */
export const DOCUMENT_TYPES_GROUP = '2';
export const documentTypesQuerySchema = z.object({
  group_id: z.literal(DOCUMENT_TYPES_GROUP, { message: 'field.invalid' }),
  category_id: documentIdParam.optional(),
});
export const documentKindsResponseSchema = z.array(
  z.object({ id: z.number(), name: z.string(), category_id: z.number().nullable(), category_code: z.string().nullable() }),
);

/** `GET services/guides?type=document_categories`: the categories (spec 3 §3: code, default_load). */
export const guidesQuerySchema = z.object({
  type: z.literal('document_categories', { message: 'field.invalid' }).default('document_categories'),
});
export const documentCategoryGuideSchema = z.object({ id: z.number(), name: z.string(), code: z.string(), default_load: z.number() });
export const documentCategoriesGuideResponseSchema = z.array(documentCategoryGuideSchema);

/** The documents list's reader filter (`reader=<user id>` or `reader=me`): documents sent to that user. */
export const readerFilterSchema = z.union([z.literal('me'), documentIdParam]);

/**
 * The registration queue (spec 3 §7 `documents/queue`, §9 "QR file recognition within 5 minutes
 * after sending"): an entry waits for the scan of its paper; its cover sheet carries a QR code of
 * `code`; a scan is matched to its entry by that code within this window after the sheet was sent.
 */
export const QUEUE_RECOGNITION_WINDOW_MS = 5 * 60 * 1000;
export const QUEUE_STATES = ['waiting', 'recognized', 'registered', 'cancelled'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
/** The QR payload prefix of a cover sheet. */
export const QUEUE_CODE_PREFIX = 'DQ-';

const direction = z.enum(DOCUMENT_DIRECTIONS.map((d) => d.value) as [string, ...string[]], { message: 'field.invalid' });
const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'field.unstorable');

export const queueCreateSchema = z.object({
  category_id: documentIdParam.optional(),
  inbox: direction.default('incoming'),
  note: shortText(500).optional(),
});
export const queueEntrySchema = z.object({
  id: z.number(),
  code: z.string(),
  category_id: z.number().nullable(),
  inbox: z.string(),
  note: z.string().nullable(),
  state: z.enum(QUEUE_STATES),
  /** When the cover sheet was sent, `yyyy-MM-dd HH:mm`. */
  sent_at: z.string(),
  /** Until when a scan is recognized (sent_at + 5 minutes), ISO time. */
  recognize_until: z.string(),
  recognized_at: z.string().nullable(),
  scan_name: z.string().nullable(),
  /** The recognized scan (download), when there is one. */
  scan_path: z.string().nullable(),
  document_id: z.number().nullable(),
  /** The cover sheet PDF with the QR code. */
  cover_path: z.string(),
  who_add_fio: z.string().nullable(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const queueListQuerySchema = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(QUEUE_STATES, { message: 'field.invalid' }).optional()),
});
export const queueListResponseSchema = z.array(queueEntrySchema);
