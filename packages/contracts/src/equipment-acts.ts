import { z } from 'zod';
import { isWireDay } from './payments.ts';

/**
 * Equipment handover acts of `/tech` (spec 1 §2 `/tech [tech_view]`: acts with output, input,
 * {id}; issue 16): `output` hands a machine over to a driver (a user) or a department (free text
 * or an own organization), `input` takes it back from the current holder. Each act records the
 * condition (with a comment), the odometer (km, never below the machine's run), photos (the act's
 * files, module `equipment_acts`), and the signatures of the giver and the receiver. Number
 * `ТА-000001`. Message keys `equipmentActs.*` (server: equipment-acts.messages.ts; web texts).
 * Not the contracts' acts of completed work, nor the contracts' equipment tab.
 */

const INT_LIMIT = 2_147_483_647;
const wireId = z.coerce.number().int().positive().max(INT_LIMIT);
const noNul = (s: string) => !s.includes('\u0000');
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The files module key of the acts' photos (`/api/files/equipment_acts/:id`). */
export const EQUIPMENT_ACTS_MODULE = 'equipment_acts';
/** Realtime channel and the list room (`object:equipment_acts_list:all`, tech_view). */
export const EQUIPMENT_ACTS_CHANNEL = 'equipment_acts';
export const EQUIPMENT_ODOMETER_MAX = 99_999_999;
export const EQUIPMENT_ACT_TEXT_MAX = 2000;
export const EQUIPMENT_ACT_NAME_MAX = 200;

export const EQUIPMENT_ACT_KINDS = [
  { value: 'output', ru: 'Выдача', en: 'Handover', color: 'blue' },
  { value: 'input', ru: 'Возврат', en: 'Return', color: 'green' },
] as const;
export type EquipmentActKind = (typeof EQUIPMENT_ACT_KINDS)[number]['value'];

export const EQUIPMENT_CONDITIONS = [
  { value: 'good', ru: 'Исправна', en: 'Good', color: 'green' },
  { value: 'needs_repair', ru: 'Требует ремонта', en: 'Needs repair', color: 'orange' },
  { value: 'damaged', ru: 'Повреждена', en: 'Damaged', color: 'red' },
] as const;
export type EquipmentCondition = (typeof EQUIPMENT_CONDITIONS)[number]['value'];

/** `signing` until both the giver and the receiver signed, then `signed`. */
export const EQUIPMENT_ACT_STATES = [
  { value: 'signing', ru: 'На подписании', en: 'Awaiting signatures', color: 'gold' },
  { value: 'signed', ru: 'Подписан', en: 'Signed', color: 'green' },
] as const;
export type EquipmentActState = (typeof EQUIPMENT_ACT_STATES)[number]['value'];

export const EQUIPMENT_ACT_ROLES = ['giver', 'receiver'] as const;
export type EquipmentActRole = (typeof EQUIPMENT_ACT_ROLES)[number];

/** `ТА-000042` for act 42. */
export const equipmentActNumber = (id: number) => `ТА-${String(id).padStart(6, '0')}`;

const kindValues = EQUIPMENT_ACT_KINDS.map((k) => k.value) as [EquipmentActKind, ...EquipmentActKind[]];
const conditionValues = EQUIPMENT_CONDITIONS.map((k) => k.value) as [EquipmentCondition, ...EquipmentCondition[]];
const stateValues = EQUIPMENT_ACT_STATES.map((k) => k.value) as [EquipmentActState, ...EquipmentActState[]];

const text = (max: number) => z.string().trim().max(max, 'field.tooLong').refine(noNul, 'field.invalid');
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? null : v), text(max).nullable()).optional();
export const equipmentActDay = z.string('equipmentActs.dateInvalid').trim().refine(isWireDay, 'equipmentActs.dateInvalid');

/**
 * `POST tech/acts`: the machine, the kind, who takes it (output) or returns it (input): a user
 * (`holder_id`) or a department (`department` text and/or `organization_id`, with the person who
 * signs for it, `representative`), the condition (a comment is required unless good), the odometer.
 */
export const equipmentActInput = z
  .object({
    kind: z.enum(kindValues, 'equipmentActs.kindUnknown'),
    equipment_id: z.preprocess(
      blank,
      z.coerce
        .number('equipmentActs.equipmentRequired')
        .int('equipmentActs.equipmentRequired')
        .positive('equipmentActs.equipmentRequired')
        .max(INT_LIMIT, 'equipmentActs.equipmentRequired'),
    ),
    date: z.preprocess(blank, equipmentActDay.optional()),
    holder_id: z.preprocess(blank, wireId.optional()),
    department: optionalText(EQUIPMENT_ACT_NAME_MAX),
    organization_id: z.preprocess(blank, wireId.optional()),
    representative: optionalText(EQUIPMENT_ACT_NAME_MAX),
    condition: z.enum(conditionValues, 'equipmentActs.conditionUnknown'),
    condition_comment: optionalText(EQUIPMENT_ACT_TEXT_MAX),
    odometer: z.preprocess(
      blank,
      z.coerce
        .number('equipmentActs.odometerInvalid')
        .int('equipmentActs.odometerInvalid')
        .min(0, 'equipmentActs.odometerInvalid')
        .max(EQUIPMENT_ODOMETER_MAX, 'equipmentActs.odometerInvalid')
        .optional(),
    ),
    comment: optionalText(EQUIPMENT_ACT_TEXT_MAX),
  })
  .superRefine((v, ctx) => {
    const department = Boolean(v.department) || v.organization_id !== undefined;
    if (v.holder_id === undefined && !department)
      ctx.addIssue({ code: 'custom', path: ['holder_id'], message: 'equipmentActs.holderRequired' });
    if (v.holder_id !== undefined && department)
      ctx.addIssue({ code: 'custom', path: ['holder_id'], message: 'equipmentActs.holderOrDepartment' });
    if (v.condition !== 'good' && !v.condition_comment)
      ctx.addIssue({ code: 'custom', path: ['condition_comment'], message: 'equipmentActs.conditionCommentRequired' });
  });
export type EquipmentActInput = z.input<typeof equipmentActInput>;
export type EquipmentActBody = z.output<typeof equipmentActInput>;

/** `POST tech/acts/{id}/sign`: the caller signs the act in their role(s); `role` narrows it. */
export const equipmentActSignBody = z.object({ role: z.enum(EQUIPMENT_ACT_ROLES, 'field.invalid').optional() });

/** `GET tech/acts` filters and keyset page. */
export const equipmentActsQuery = z.object({
  kind: z.preprocess(blank, z.enum(kindValues, 'equipmentActs.kindUnknown').optional()),
  equipment_id: z.preprocess(blank, wireId.optional()),
  holder_id: z.preprocess(blank, wireId.optional()),
  date_from: z.preprocess(blank, equipmentActDay.optional()),
  date_to: z.preprocess(blank, equipmentActDay.optional()),
  cursor: z.preprocess(blank, wireId.optional()),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(50)),
});
export type EquipmentActsQuery = z.input<typeof equipmentActsQuery>;

const option = z.object({ value: z.number().int(), label: z.string() });

/** Who holds (or held) the machine: a user, or a department / organization. */
export const equipmentHolderSchema = z.object({
  kind: z.enum(['user', 'department']),
  user_id: z.number().int().nullable(),
  name: z.string(),
  organization: option.nullable(),
  department: z.string().nullable(),
  /** The act that handed it over (null when the driver was set on the card, not by an act). */
  act_id: z.number().int().nullable(),
});
export type EquipmentHolder = z.infer<typeof equipmentHolderSchema>;

export const equipmentActRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(kindValues),
  /** yyyy-MM-dd */
  date: z.string(),
  equipment: option,
  holder: equipmentHolderSchema,
  condition: z.enum(conditionValues),
  odometer: z.number().int().nullable(),
  state: z.enum(stateValues),
  who_add_fio: z.string().nullable(),
  /** yyyy-MM-dd HH:mm */
  date_add: z.string(),
});
export type EquipmentActRow = z.infer<typeof equipmentActRowSchema>;

export const equipmentActSignatureSchema = z.object({
  role: z.enum(EQUIPMENT_ACT_ROLES),
  user_id: z.number().int().nullable(),
  name: z.string(),
  /** yyyy-MM-dd HH:mm, null until signed. */
  signed_at: z.string().nullable(),
});
export type EquipmentActSignature = z.infer<typeof equipmentActSignatureSchema>;

export const equipmentActCardSchema = equipmentActRowSchema.extend({
  condition_comment: z.string().nullable(),
  comment: z.string().nullable(),
  representative: z.string().nullable(),
  signatures: z.array(equipmentActSignatureSchema),
  /** The roles the caller may sign now. */
  can_sign: z.array(z.enum(EQUIPMENT_ACT_ROLES)),
  /** Photos may be added while the act awaits signatures. */
  can_edit_photos: z.boolean(),
});
export type EquipmentActCard = z.infer<typeof equipmentActCardSchema>;

export const equipmentActsPageSchema = z.object({
  items: z.array(equipmentActRowSchema),
  /** The `cursor` of the next page, null on the last one. */
  next_cursor: z.number().int().nullable(),
});
export type EquipmentActsPage = z.infer<typeof equipmentActsPageSchema>;

/** `GET equipment/{id}/acts`: the card's «Акты» tab: the current holder, the run and the act history (newest first). */
export const equipmentActsHistorySchema = z.object({
  holder: equipmentHolderSchema.nullable(),
  run: z.number().int(),
  items: z.array(equipmentActRowSchema),
});
export type EquipmentActsHistory = z.infer<typeof equipmentActsHistorySchema>;

/** Realtime payload on `EQUIPMENT_ACTS_CHANNEL`. */
export interface EquipmentActEvent {
  action: 'create' | 'sign';
  id: number;
  equipment_id: number;
  user_id: number | null;
}
