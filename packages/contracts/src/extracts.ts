import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { INT_MAX } from './registry/schemas.ts';

/**
 * Bank extracts imported from 1C (`1CClientBankExchange`) and the banks directory (issue 13;
 * spec 3 §3 "Invoices" → directories). Rights: `registry_paid_view` opens and keeps both.
 */

/**
 * Banks (`/invoices/directories/banks`, table `banks`): BIK, name, correspondent account
 * (checked against the BIK), city, SWIFT.
 */
export const banksRegistry = defineRegistry({
  name: 'banks',
  path: '/invoices/directories/banks',
  label: { ru: 'Банки', en: 'Banks' },
  permits: {
    view: 'registry_paid_view',
    create: 'registry_paid_view',
    edit: 'registry_paid_view',
    delete: 'registry_paid_view',
  },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'bik', kind: 'bik', label: { ru: 'БИК', en: 'BIK' }, required: true, list: true, sort: true, filter: true, search: 'A' },
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'corr_account',
      kind: 'corrAccount',
      bik: 'bik',
      label: { ru: 'Корр. счёт', en: 'Correspondent account' },
      list: true,
      search: 'B',
    },
    { name: 'city', kind: 'text', max: 100, label: { ru: 'Город', en: 'City' }, list: true, sort: true, filter: true, search: 'B' },
    { name: 'swift', kind: 'text', max: 11, label: { ru: 'SWIFT', en: 'SWIFT' }, list: true, search: 'C' },
  ],
});

/** How an extract line stands against the payments: not matched, a match proposed, confirmed (the payment is paid), ignored. */
export const EXTRACT_MATCH_STATES = [
  { code: 'unmatched', ru: 'Не сопоставлена', en: 'Unmatched', color: 'default' },
  { code: 'proposed', ru: 'Предложено', en: 'Proposed', color: 'gold' },
  { code: 'confirmed', ru: 'Подтверждено', en: 'Confirmed', color: 'green' },
  { code: 'ignored', ru: 'Пропущена', en: 'Ignored', color: 'default' },
] as const;
export type ExtractMatchState = (typeof EXTRACT_MATCH_STATES)[number]['code'];
const MATCH_STATE_CODES = EXTRACT_MATCH_STATES.map((s) => s.code) as [ExtractMatchState, ...ExtractMatchState[]];

/** The largest 1C extract file accepted by `POST invoices/extracts/fetch`. */
export const EXTRACT_MAX_BYTES = 10 * 1024 * 1024;

const noNul = (s: string) => !s.includes('\u0000');
const queryText = (max: number) => z.string().trim().max(max).refine(noNul, 'field.invalid');
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.dateIncorrect');
const positiveId = z.coerce.number().int().positive().max(INT_MAX);

/** The payment (and its invoice) an extract line is matched with. */
export const extractPaymentSchema = z.object({
  interval_id: z.number().int(),
  date: z.string(),
  sum: z.string(),
  status: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  partner_name: z.string().nullable(),
});
export type ExtractPayment = z.infer<typeof extractPaymentSchema>;

export const extractPartySchema = z.object({
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  account: z.string(),
  bik: z.string(),
  bank: z.string(),
});

/** One document of an imported extract (`GET invoices/extracts`). Dates `yyyy-MM-dd`, sums decimal strings. */
export const extractLineSchema = z.object({
  id: z.number().int(),
  extract_id: z.number().int(),
  account: z.string(),
  kind: z.string(),
  number: z.string(),
  date: z.string(),
  sum: z.string(),
  direction: z.enum(['in', 'out']),
  payer: extractPartySchema,
  payee: extractPartySchema,
  purpose: z.string(),
  date_written_off: z.string().nullable(),
  date_received: z.string().nullable(),
  match_state: z.enum(MATCH_STATE_CODES),
  manual: z.number().int(),
  payment: extractPaymentSchema.nullable(),
});
export type ExtractLine = z.infer<typeof extractLineSchema>;

/** `POST invoices/extracts/fetch`: what the import added (duplicates skipped) and proposed. */
export const extractFetchAnswerSchema = z.object({
  extract_id: z.number().int(),
  documents: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
  proposed: z.number().int(),
  encoding: z.string(),
  accounts: z.array(z.string()),
  lines: z.array(extractLineSchema),
});
export type ExtractFetchAnswer = z.infer<typeof extractFetchAnswerSchema>;

/** A malformed file: 422 `{ errors: { file: ["Строка N: ..."] }, line: N }`. */
export const extractFormatErrorSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  line: z.number().int(),
});

/** `GET invoices/extracts` filters: dates, our account, partner (INN or name), matched or not, state; keyset pages. */
export const extractListQuerySchema = z.object({
  date_from: z.preprocess(blank, isoDate.optional()),
  date_to: z.preprocess(blank, isoDate.optional()),
  account: z.preprocess(blank, queryText(34).optional()),
  partner: z.preprocess(blank, queryText(200).optional()),
  matched: z.preprocess(blank, z.enum(['0', '1']).optional()),
  state: z.preprocess(blank, z.enum(MATCH_STATE_CODES).optional()),
  direction: z.preprocess(blank, z.enum(['in', 'out']).optional()),
  extract_id: z.preprocess(blank, positiveId.optional()),
  cursor: z.preprocess(blank, queryText(200).optional()),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(50)),
});
export type ExtractListQuery = z.input<typeof extractListQuerySchema>;

export const extractListPageSchema = z.object({
  items: z.array(extractLineSchema),
  next_cursor: z.string().nullable(),
  /** Capped: a number, or `"1000+"`. */
  total: z.union([z.number().int(), z.string()]),
});
export type ExtractListPage = z.infer<typeof extractListPageSchema>;

/** `PATCH invoices/extracts`: confirm (the payments become paid), ignore, or unlink lines. */
export const extractPatchBodySchema = z.object({
  line_ids: z.array(positiveId).min(1, 'field.fillRequired').max(500),
  action: z.enum(['confirm', 'ignore', 'unlink']),
});
export type ExtractPatchBody = z.infer<typeof extractPatchBodySchema>;

export const extractPatchAnswerSchema = z.object({
  changed: z.number().int(),
  paid_invoice_ids: z.array(z.number().int()),
  lines: z.array(extractLineSchema),
});
export type ExtractPatchAnswer = z.infer<typeof extractPatchAnswerSchema>;

/** `POST invoices/extracts/interval/relation`: links a line to a payment by hand (same sum, payment signed or in the registry). */
export const extractRelationBodySchema = z.object({
  line_id: positiveId,
  interval_id: positiveId,
});
export type ExtractRelationBody = z.infer<typeof extractRelationBodySchema>;

/** `GET invoices/extracts/files`: the imported files, newest first. */
export const extractFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date_add: z.string(),
  who_add_name: z.string().nullable(),
  encoding: z.string(),
  accounts: z.array(z.string()),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  documents: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
});
export const extractFilesSchema = z.object({ items: z.array(extractFileSchema) });
export type ExtractFile = z.infer<typeof extractFileSchema>;
