import { APPLICATION_STATUS_CODES, POSITION_STATUS_CODES } from '@app/contracts';
import { z } from 'zod';
import { flag, id, limit, optionalFlag, optionalId, uploadList } from '../../shared/wire.ts';

/**
 * Wire schemas of the applications calls. Form bodies send strings: numbers are coerced,
 * an empty string means "not given" (or "cleared" for nullable fields).
 */
const blank = (v: unknown) => (v === '' ? null : v);

/** A nullable id: absent = unchanged, '' or null = cleared. */
export const nullableId = z.preprocess(blank, id.nullable().optional());

/** Optional text: absent = unchanged, empty = null. */
export const optionalText = (max = 2000) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : String(v).trim() || null))
    .refine((v) => v === undefined || v === null || v.length <= max, 'field.invalid');

/** Spec 1 §5: yyyy-mm-dd or dd-mm-yyyy with '-', '/' or '.', optionally with a time; not the zero date. Answers yyyy-MM-dd. */
export function parseDate(value: string): string | null {
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(v);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(v);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (y === 0 || m === 0 || d === 0) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date: absent = unchanged, empty = cleared, otherwise yyyy-MM-dd. */
export const optionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const parsed = parseDate(v);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'field.dateIncorrect' });
      return z.NEVER;
    }
    return parsed;
  });

/** A decimal with up to `scale` places, as an exact string; absent = unchanged, empty = null. */
export const decimal = (scale: number, { positive = false } = {}) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || String(v).trim() === '') return null;
      const text = String(v).trim().replace(/\s+/g, '').replace(',', '.');
      const re = new RegExp(`^-?\\d{1,15}(\\.\\d{1,${scale}})?$`);
      if (!re.test(text) || (positive && !/[1-9]/.test(text)) || (positive && text.startsWith('-'))) {
        ctx.addIssue({ code: 'custom', message: positive ? 'field.numberPositive' : 'field.numberIncorrect' });
        return z.NEVER;
      }
      return text;
    });

const idList = z.preprocess(
  (v) => (v === '' || v === null ? [] : v === undefined || Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v as object) : [v]),
  z.array(id).max(200).optional(),
);

const linkItem = z.preprocess(
  (v) => (typeof v === 'string' ? { link: v } : v),
  z.object({ link: z.string().trim().max(2000).url('links.wrongFormat') }),
);

/** One position (`snabs[i][...]`): spec 2 "Application position", spec 3 §3 mapped fields. */
export const positionInput = z.object({
  id: optionalId,
  info: optionalText(500),
  article: optionalText(200),
  for_use: optionalText(2000),
  quantity: decimal(3, { positive: true }),
  min_quantity: decimal(3),
  desire_quantity: decimal(3),
  unit: nullableId,
  unit_id: nullableId,
  unit_param: optionalText(200),
  delivery: optionalText(500),
  main_comment: optionalText(4000),
  dv_work_name: optionalText(500),
  dv_work_type: optionalText(200),
  equipment_id: nullableId,
  run: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000_000).nullable().optional()),
  cost: decimal(2),
  links: z.preprocess(
    (v) => (v === '' ? [] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
    z.array(linkItem).max(50).optional(),
  ),
  date_want: optionalDate,
  nomenclature_id: nullableId,
  files: uploadList.optional(),
  /** The mileage photo of the position's equipment (`snabs[i][photo][0][file]`). */
  photo: uploadList.optional(),
});
export type PositionInput = z.infer<typeof positionInput>;

const positionsInput = z.preprocess(
  (v) => (v === '' || v === null ? [] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
  z.array(positionInput).max(1000).optional(),
);

export const autoInvoiceInput = z.object({
  contractor_id: nullableId,
  sum: decimal(2),
  number_invoice: optionalText(100),
  date_invoice: optionalDate,
  contract_id: nullableId,
  reason: optionalText(2000),
  vat_rate: decimal(2),
});

const packFields = z.object({
  type: optionalId,
  name: optionalText(500),
  date_want: optionalDate,
  urgent: optionalFlag,
  comment: optionalText(2000),
  repeats: optionalFlag,
  projects: idList,
  organization_id: nullableId,
  advance_holder: nullableId,
  performer: nullableId,
  responsible: nullableId,
  location_id: nullableId,
  parent_id: nullableId,
  equipment_id: nullableId,
  duplicate_of: optionalId,
});
export type PackFields = z.infer<typeof packFields>;

export const createBody = z.object({
  pack: packFields.default({ projects: undefined } as never),
  /** The type code (alternative to pack[type]). */
  type: z.string().trim().max(50).optional(),
  /** The form kind the client rendered (1–4); must match the type's. */
  form: z.preprocess(blank, z.coerce.number().int().min(1).max(4).nullable().optional()),
  equipment_required: optionalFlag,
  snabs: positionsInput,
  signers: idList,
  auto_invoice: autoInvoiceInput.optional(),
});
export type CreateBody = z.infer<typeof createBody>;

export const editBody = z.object({
  pack: packFields.optional(),
  status: z.string().trim().max(20).optional(),
  reason: z.string().max(2000).optional(),
  snabs: positionsInput,
  auto_invoice: autoInvoiceInput.optional(),
  version: optionalId,
});
export type EditBody = z.infer<typeof editBody>;

export const idParams = z.object({ id });
export const posParams = z.object({ id, pos: id });

const flagQuery = z.preprocess((v) => (v === '' ? 1 : v), optionalFlag);

export const cardQuery = z.object({ snabs: flagQuery, invoices: flagQuery, offers: flagQuery, history: flagQuery });

export const listQuery = z.object({
  status: z
    .string()
    .max(500)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.some((s) => !(APPLICATION_STATUS_CODES as string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: 'field.invalid' });
        return z.NEVER;
      }
      return list;
    }),
  type: z.string().trim().max(50).optional(),
  urgent: optionalFlag,
  repeat: optionalFlag,
  liked: optionalFlag,
  mine: optionalFlag,
  organization: optionalId,
  project: optionalId,
  /** `yyyy-MM-dd,yyyy-MM-dd` (also `_` or ` - ` between them); either side may be empty. */
  interval: z.string().max(60).optional(),
  date_from: z.string().max(30).optional(),
  date_to: z.string().max(30).optional(),
  search: z.string().max(200).optional(),
  sort: z.enum(['id', 'date_add', 'date_want']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(500).optional(),
  limit: limit(50, 200),
});
export type ListQuery = z.infer<typeof listQuery>;

export const termQuery = z.object({ term: z.string().max(200).optional(), pack_id: optionalId, limit: limit(20, 100) });

export const positionStatusBody = z.object({
  status: z.enum(POSITION_STATUS_CODES as [string, ...string[]], { message: 'field.invalid' }),
  comment: optionalText(2000),
});
export const rollbackParams = z.object({ id, pos: id, status: z.enum(POSITION_STATUS_CODES as [string, ...string[]]) });

export const responsibleBody = z.object({
  snabs: idList,
  snab_id: optionalId,
  responsible: nullableId,
});
export const explanationsBody = z.object({ snab_id: id, explanation: optionalText(4000) });
export const equipmentBody = z.object({
  equipment_id: nullableId,
  run: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000_000).nullable().optional()),
  run_photo: uploadList.optional(),
});
export const filesBody = z.object({ files: uploadList });
export const fileUpdateBody = z.object({
  name: optionalText(300),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
});

export const signersBody = z.object({ signers: idList, users: idList });

export const invoiceInput = z.object({
  number: optionalText(100),
  date_invoice: optionalDate,
  sum: decimal(2),
  vat_rate: decimal(2),
  vat_sum: decimal(2),
  contractor_id: nullableId,
  organization_id: nullableId,
  contract_id: nullableId,
  reason: optionalText(2000),
  files: uploadList.optional(),
});

const linkRows = z.preprocess(
  (v) => (v === '' || v === null ? [] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
  z
    .array(
      z.preprocess(
        (v) => (typeof v === 'object' && v !== null ? v : { id: v }),
        z.object({ id, quantity: decimal(3, { positive: true }), invoice_id: nullableId }),
      ),
    )
    .max(1000),
);

export const createInvoiceBody = invoiceInput.extend({ snabs: linkRows });
export const addLinksBody = z.object({ snabs: linkRows });
export const editLinksBody = z.object({ snabs: linkRows });
export const invParams = z.object({ id, inv: id });
export const invoicePatchBody = invoiceInput.omit({ files: true }).extend({ files: uploadList.optional() });
export const invoiceStatusBody = z.object({
  status: z.preprocess(blank, z.enum(['active', 'success', 'paid', 'stoped', 'refund', 'delete']).nullable()),
});

export const offerBody = z.object({
  partner_id: nullableId,
  /** The supplier request this offer answers (it becomes `answered`). */
  request_id: nullableId,
  sum: decimal(2),
  comment: optionalText(4000),
  files: uploadList.optional(),
});

export const requestBody = z.object({
  partner_id: nullableId,
  email: optionalText(200).refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'field.invalid'),
  comment: optionalText(4000),
  snabs: idList,
  state: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
});
export const reqParams = z.object({ id, req: id });
export const reqLinkParams = z.object({ id, req: id, x: z.string().max(20) });

export const defectBody = z.object({ files: uploadList, status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()) });

export const typesQuery = z.object({ for_equipment: optionalFlag, equipment: optionalFlag });

export const stickerQuery = z.object({ snabs: z.string().max(2000).optional() });

export const importBody = z.object({ file: uploadList });

export { flag };
