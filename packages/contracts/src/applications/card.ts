import { z } from 'zod';
import { equipmentShortSchema } from '../equipment.ts';

/**
 * The application card's answer (`GET /api/applications/:id`, spec 1 §3, spec 3 §3): the pack,
 * its positions, the signer chain, invoices, offers and history. The server serializes with
 * these schemas (Fastify response schemas, listed at /api/docs); the web takes its types from them.
 * Dates are `yyyy-MM-dd HH:mm` (UTC) strings unless said otherwise.
 */

const id = z.number().int();
const flag = z.number().int();
const text = z.string().nullable();

export const signProcessSchema = z.object({ current: z.number().int(), total: z.number().int() });
export type SignProcess = z.infer<typeof signProcessSchema>;

/** A stored file of a position (`path`: `/api/files/snab/{id}`). */
export const positionFileSchema = z.object({ id, name: z.string(), path: z.string() });
export type PositionFile = z.infer<typeof positionFileSchema>;

export const positionStatusViewSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), color: text, icon: text });

/** A position (snab) in the wire shape of spec 2 / spec 3 §3. `article` and `links` only for the tmc type. */
export const positionViewSchema = z.object({
  id,
  snab_id: id,
  _innerId: z.number().int(),
  pack_id: id,
  part_id: id.nullable(),
  /** How many parts it was split into. */
  partitions: z.number().int(),
  /** 1 when split or a part. */
  some_parts: flag,
  /** 1 when its own fields may change. */
  edit: flag,
  number: z.number().int(),
  info: text,
  article: text.optional(),
  links: z
    .array(z.object({ link: z.string() }))
    .nullable()
    .optional(),
  for_use: text,
  quantity: z.number().nullable(),
  min_quantity: z.number().nullable(),
  desire_quantity: z.number().nullable(),
  unit: id.nullable(),
  unit_name: text,
  unit_param: text,
  delivery: text,
  main_comment: text,
  dv_work_name: text,
  dv_work_type: text,
  equipment_id: id.nullable(),
  equipment_name: text,
  run: z.number().nullable(),
  /** The mileage photo (`/api/applications/{id}/snab/{pos}/photo`). */
  photo: text,
  cost: text,
  /** dd.MM.yyyy. */
  date_want: text,
  nomenclature_id: id.nullable(),
  responsible: id.nullable(),
  responsible_fio: text,
  explanation: text,
  invoice_id: id.nullable(),
  /** The application type's code. */
  pack_code: z.string(),
  status: positionStatusViewSchema,
  /** The status code. */
  statusName: z.string(),
  files: z.array(positionFileSchema),
});
export type PositionView = z.infer<typeof positionViewSchema>;

/** A signer of the chain in order; `current` 1 for the one who signs now. */
export const signerViewSchema = z.object({
  id,
  user_id: id,
  fio: text,
  avatar: text,
  post: text,
  position: z.number().int(),
  status: z.number().int(),
  date_sign: text,
  current: flag,
});
export type SignerView = z.infer<typeof signerViewSchema>;

export const invoiceFileSchema = z.object({ id, name: z.string(), path: z.string(), main: z.number().int() });

/** An invoice linked to the application (through its positions or created from it), with its positions' ids. */
export const packInvoiceSchema = z.object({
  id,
  kind: z.string(),
  number: text,
  number_invoice: text,
  date_invoice: text,
  sum: z.string(),
  vat_rate: text,
  vat_sum: text,
  contractor_id: id.nullable(),
  contractor: text,
  contract_id: id.nullable(),
  reason: text,
  pack_id: id.nullable(),
  status: text,
  files: z.array(invoiceFileSchema),
  date_add: z.string(),
  /** The application's own positions in it. */
  snabs: z.array(id),
});
export type InvoiceView = z.infer<typeof packInvoiceSchema>;

/** The application's auto invoice (spec 1 §3); `editable` 0 when it has a status and the user lacks registry_paid_edit. */
export const autoInvoiceSchema = z.object({
  id,
  contractor_id: id.nullable(),
  contractor: text,
  sum: z.string(),
  date_invoice: text,
  number_invoice: text,
  status: text,
  files: z.array(invoiceFileSchema),
  editable: flag,
});
export type AutoInvoice = z.infer<typeof autoInvoiceSchema>;

/** One commercial offer (kp); the file's `path` is the download call under /api. */
export const offerViewSchema = z.object({
  id,
  partner_id: id.nullable(),
  partner_name: text,
  sum: text,
  comment: text,
  file: z.object({ name: text, path: z.string() }).nullable(),
  date_add: z.string(),
  who_add: id.nullable(),
  who_add_fio: text,
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const historyRowSchema = z.object({
  id,
  date_add: z.string(),
  who_add: id.nullable(),
  who_add_fio: text,
  who_add_avatar: text,
  field: z.string(),
  old_value: text,
  new_value: text,
});
export type ApplicationHistoryRow = z.infer<typeof historyRowSchema>;

/** The equipment of the application (forms 3 and 4). */
export const packEquipmentSchema = z.object({
  id,
  snab_id: id.nullable(),
  drivers: equipmentShortSchema.shape.drivers,
  location: text,
  status_name: text,
  short_name: z.string(),
  board_number: text,
  organization_name: text,
  run_pack: z.number().nullable(),
  run_photo: text,
  photo: text,
  s_n: text,
  tenant: text,
});

/** The pack part of the card (spec 1 §3 "Application (pack)"). */
export const packSchema = z.object({
  id,
  name: z.string(),
  type: z.object({
    id,
    value: id,
    code: z.string(),
    label: z.string(),
    position_type: z.enum(['nomenclatures', 'other']),
    /** The form kind 1–4. */
    type: z.number().int(),
    for_equipment: flag,
  }),
  date_add: z.string(),
  /** yyyy-MM-dd. */
  date_want: text,
  urgent: flag,
  comment: text,
  repeats: flag,
  liked: z.union([z.boolean(), z.number().int()]),
  parent_id: id.nullable(),
  parent_name: text,
  advance_holder: id.nullable(),
  advance_holder_fio: text,
  advance_holder_avatar: text,
  performer: id.nullable(),
  performer_name: text,
  performer_select_user: flag,
  responsible: id.nullable(),
  responsible_fio: text,
  responsible_avatar: text,
  projects: z.array(z.object({ project_id: id, project_name: z.string() })),
  organization_id: id.nullable(),
  organization_name: text,
  location_id: id.nullable(),
  location_name: text,
  who_add: id.nullable(),
  who_add_fio: text,
  who_add_avatar: text,
  status: z.string(),
  status_name: z.string(),
  delete_reason: text,
  /** `/api/applications/{id}/defect` while a defect statement is uploaded. */
  defect_statement_link: text,
  defect_statement_status: z.number().int().nullable(),
  invoice_number: text,
  auto_invoice: autoInvoiceSchema.nullable(),
  equipment: packEquipmentSchema.nullable(),
  equipment_required: flag,
  sign_current: z.number().int(),
  sign_total: z.number().int(),
  sign_process: signProcessSchema,
  can_edit: flag,
  version: z.number().int(),
});
export type Pack = z.infer<typeof packSchema>;

/** `GET applications/:id` with flags `snabs`, `invoices`, `offers`, `history` (none: pack, positions and signers). */
export const applicationCardSchema = z.object({
  pack: packSchema,
  allow_invoices: flag,
  block_pack_repeat: flag,
  nd: flag,
  snabs: z.array(positionViewSchema).optional(),
  snabs_signers: z.array(signerViewSchema).optional(),
  invoices: z.array(packInvoiceSchema).optional(),
  offers: z.array(offerViewSchema).optional(),
  history: z.array(historyRowSchema).optional(),
});
export type ApplicationCard = z.infer<typeof applicationCardSchema>;
