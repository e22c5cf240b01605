import { z } from 'zod';
import { cappedTotalSchema } from '../registry/schemas.ts';
import { positionFileSchema, signProcessSchema } from './card.ts';

/**
 * Answers of the applications' reference calls, list, short card, hierarchy and form data
 * (spec 1 §3–§7, spec 3 §7). The server serializes with these schemas; the web takes its types from them.
 * Dates are `yyyy-MM-dd HH:mm` (UTC) strings unless said otherwise.
 */

const id = z.number().int();
const flag = z.number().int();
const text = z.string().nullable();

/** `GET applications/types`: an application type (`form`/`type` is the form kind 1–4). */
export const applicationTypeSchema = z.object({
  id,
  value: id,
  code: z.string(),
  label: z.string(),
  name: z.string(),
  type: z.number().int(),
  form: z.number().int(),
  position_type: z.enum(['nomenclatures', 'other']),
  for_equipment: flag,
  options: z.unknown(),
});
export type ApplicationType = z.infer<typeof applicationTypeSchema>;
export const applicationTypesSchema = z.array(applicationTypeSchema);

/** `GET applications/statuses`. */
export const applicationStatusesSchema = z.array(
  z.object({ code: z.string(), value: z.string(), label: z.string(), name: z.string(), color: z.string(), icon: z.string() }),
);

/** A person of the performer and signer pickers (`favorite` 1 for the user's own signers). */
export const personOptionSchema = z.object({
  value: id,
  label: z.string(),
  avatar: text,
  post: text,
  favorite: flag.optional(),
});
export const personOptionsSchema = z.array(personOptionSchema);

/** A signer of a ready chain (only people who may sign now). */
export const chainSignerSchema = z.object({ value: id, label: z.string(), avatar: text.optional(), post: text.optional(), can_sign: flag });
export type ChainSigner = z.infer<typeof chainSignerSchema>;
/** `GET applications/signers/chains`: the user's own signers and the staff chains. */
export const readyChainsSchema = z.object({
  mine: z.array(chainSignerSchema),
  staff: z.array(z.object({ id, name: z.string(), signers: z.array(chainSignerSchema) })),
});
export type ReadyChains = z.infer<typeof readyChainsSchema>;

/** `GET tickets/boards/select` (spec 1 §7). */
export const boardSelectSchema = z.array(z.object({ value: id, label: z.string(), personal: flag }));

/** `GET autocomplete/applications/snab`. */
export const positionOptionsSchema = z.array(z.object({ value: id, label: z.string(), pack_id: id, quantity: z.number() }));
/** `GET autocomplete/applications/invoices`: the label names the invoice's application. */
export const invoiceOptionsSchema = z.array(z.object({ value: id, label: z.string(), sum: z.string(), pack_id: id.nullable() }));

/** A row of `GET applications`. */
export const applicationListItemSchema = z.object({
  id,
  name: z.string(),
  type: z.object({ id, code: z.string(), label: z.string() }),
  status: z.string(),
  status_name: z.string(),
  status_color: text,
  status_icon: text,
  urgent: flag,
  /** The urgency reason, only for those who may read it. */
  comment: text,
  repeats: flag,
  liked: flag,
  parent_id: id.nullable(),
  date_add: z.string(),
  /** yyyy-MM-dd, and dd.MM.yyyy in `date_want_display`. */
  date_want: text,
  date_want_display: text,
  who_add: id.nullable(),
  who_add_fio: text,
  who_add_avatar: text,
  performer: id.nullable(),
  performer_name: text,
  responsible: id.nullable(),
  responsible_fio: text,
  organization_id: id.nullable(),
  organization_name: text,
  location_id: id.nullable(),
  location_name: text,
  snabs_count: z.number().int(),
  sign_process: signProcessSchema,
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationListPageSchema = z.object({
  items: z.array(applicationListItemSchema),
  total: cappedTotalSchema,
  next_cursor: z.string().nullable(),
});
export type ApplicationListPage = z.infer<typeof applicationListPageSchema>;

/** `GET applications/:id/short`. */
export const applicationShortSchema = z.object({
  id,
  name: z.string(),
  status: z.string(),
  status_name: z.string(),
  type: z.object({ id, code: z.string(), label: z.string() }),
  urgent: flag,
  date_add: z.string(),
  who_add: id.nullable(),
  who_add_fio: text,
  sign_current: z.number().int(),
  sign_total: z.number().int(),
  link: z.string(),
});
export type ApplicationShort = z.infer<typeof applicationShortSchema>;

/** A node of the hierarchy; applications the user may not see show only their id (`visible` false). */
export interface TreeNode {
  id: number;
  parent_id: number | null;
  name: string | null;
  status: string | null;
  status_name: string | null;
  date_add: string | null;
  current: boolean;
  visible: boolean;
  children: TreeNode[];
}
export const treeNodeSchema: z.ZodType<TreeNode> = z.object({
  id,
  parent_id: id.nullable(),
  name: text,
  status: text,
  status_name: text,
  date_add: text,
  current: z.boolean(),
  visible: z.boolean(),
  get children() {
    return z.array(treeNodeSchema);
  },
});
/** `GET applications/:id/tree`. */
export const applicationTreeSchema = z.object({ tree: z.array(treeNodeSchema) });

/** `GET applications/get_data/:id`: the form's values for edit, duplicate and based-on. */
export const applicationFormDataSchema = z.object({
  pack: z.object({
    id,
    type: id,
    type_code: z.string(),
    form: z.number().int(),
    name: z.string(),
    /** yyyy-MM-dd. */
    date_want: text,
    urgent: flag,
    comment: text,
    repeats: flag,
    projects: z.array(id),
    organization_id: id.nullable(),
    advance_holder: id.nullable(),
    performer: id.nullable(),
    responsible: id.nullable(),
    location_id: id.nullable(),
    parent_id: id.nullable(),
    equipment_id: id.nullable(),
    equipment_required: flag,
  }),
  snabs: z.array(
    z.object({
      id,
      info: text,
      article: text.optional(),
      for_use: text,
      quantity: z.number().nullable(),
      min_quantity: z.number().nullable(),
      desire_quantity: z.number().nullable(),
      unit: id.nullable(),
      unit_param: text,
      delivery: text,
      main_comment: text,
      dv_work_name: text,
      dv_work_type: text,
      equipment_id: id.nullable(),
      equipment_name: text,
      run: z.number().nullable(),
      cost: text,
      links: z
        .array(z.object({ link: z.string() }))
        .nullable()
        .optional(),
      /** dd.MM.yyyy. */
      date_want: text,
      nomenclature_id: id.nullable(),
      /** The position's stored files (`/api/files/snab/{id}`). */
      files: z.array(positionFileSchema),
      statusName: z.string(),
      /** 1 when the position's own fields may change (on review and not split). */
      edit: flag,
    }),
  ),
  signers: z.array(id),
});
export type ApplicationFormData = z.infer<typeof applicationFormDataSchema>;
