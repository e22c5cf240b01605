import { z } from 'zod';
import { isWireDay } from './payments.ts';

/**
 * The parts of a contract (issue 14, spec 3 §3 "Contracts and others", §4, §5, §7): its works
 * and services, the months acts are made for, acts of completed work, signers and attached
 * equipment. Money is a decimal string with 2 places, quantities with up to 3; dates yyyy-MM-dd.
 * Message keys `contractParts.*` (server: contract-parts.messages.ts; web texts).
 */

const INT_LIMIT = 2_147_483_647;
const wireId = z.coerce.number().int().positive().max(INT_LIMIT);
const noNul = (s: string) => !s.includes('\u0000');
const version = z.coerce.number('field.fillRequired').int().min(1).max(INT_LIMIT);

/** Works: 1 works, 2 services (spec 3 §3). */
export const CONTRACT_WORK_TYPES = [
  { value: 1, ru: 'Работы', en: 'Works', color: 'blue' },
  { value: 2, ru: 'Услуги', en: 'Services', color: 'purple' },
] as const;
export type ContractWorkType = (typeof CONTRACT_WORK_TYPES)[number]['value'];

/** VAT rates a work may carry; `null` is «Без НДС». Sums include VAT. */
export const CONTRACT_VAT_RATES = [0, 5, 7, 10, 20] as const;

export const CONTRACT_WORK_NAME_MAX = 500;
export const CONTRACT_WORK_UNIT_MAX = 50;
export const CONTRACT_ACT_NUMBER_MAX = 50;
export const CONTRACT_TEXT_MAX = 1000;
/** Most lines in one act, most signers added at once. */
export const CONTRACT_ACT_LINES_MAX = 200;
export const CONTRACT_SIGNERS_MAX = 50;

const decimal = (places: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/\s+/g, '').replace(',', '.') : v),
    z.string(key).regex(new RegExp(`^\\d{1,15}(\\.\\d{1,${places}})?$`), key),
  );
const positive = (schema: z.ZodType<string>, key: string) => schema.refine((v) => /[1-9]/.test(v), key);

/** A money amount ≥ 0 ("1 234,50" accepted). */
export const contractMoney = decimal(2, 'contractParts.moneyInvalid');
/** A quantity > 0 with up to 3 decimals. */
export const contractQuantity = positive(decimal(3, 'contractParts.quantityInvalid'), 'contractParts.quantityPositive');
/** yyyy-MM-dd, a real day. */
export const contractDay = z.string('contractParts.dateInvalid').trim().refine(isWireDay, 'contractParts.dateInvalid');

const text = (max: number) => z.string().trim().max(max, 'field.tooLong').refine(noNul, 'field.invalid');
const optionalText = (max: number) => z.preprocess((v) => (v === '' || v === undefined ? null : v), text(max).nullable()).optional();
const nullableDay = z.preprocess((v) => (v === '' ? null : v), contractDay.nullable());
/** A period id is a month, yyyymm (see `GET v2_contracts/works/periods`). */
export const contractPeriodId = z.coerce
  .number('contractParts.periodUnknown')
  .int('contractParts.periodUnknown')
  .refine((v) => v >= 200001 && v <= 209912 && v % 100 >= 1 && v % 100 <= 12, 'contractParts.periodUnknown');

// Works and services ---------------------------------------------------------------------------

const vatRate = z.coerce
  .number('contractParts.vatUnknown')
  .refine((v) => (CONTRACT_VAT_RATES as readonly number[]).includes(v), 'contractParts.vatUnknown');
const workType = z.coerce.number('contractParts.typeUnknown').pipe(z.union([z.literal(1), z.literal(2)], 'contractParts.typeUnknown'));

/** `POST v2_contracts/:id/works`: `sum` is computed (quantity × price, 2 places). `cost` is an alias of `price`. */
export const contractWorkCreateBody = z
  .object({
    type: workType,
    name: text(CONTRACT_WORK_NAME_MAX).min(1, 'field.fillRequired'),
    unit: optionalText(CONTRACT_WORK_UNIT_MAX),
    quantity: contractQuantity,
    price: contractMoney.optional(),
    cost: contractMoney.optional(),
    vat: z.preprocess((v) => (v === '' || v === undefined ? null : v), vatRate.nullable()),
    period_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), contractPeriodId.nullable()),
  })
  .transform(({ cost, ...rest }, ctx) => {
    const price = rest.price ?? cost;
    if (price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'field.fillRequired' });
      return z.NEVER;
    }
    return { ...rest, price };
  });
export type ContractWorkCreateBody = z.input<typeof contractWorkCreateBody>;

/** `PATCH v2_contracts/works/:workId`: fields to change and the version; `status: 0` deletes (no other field needed). */
export const contractWorkPatchBody = z.object({
  version,
  status: z.coerce.number().pipe(z.literal(0, 'field.invalid')).optional(),
  type: workType.optional(),
  name: text(CONTRACT_WORK_NAME_MAX).min(1, 'field.fillRequired').optional(),
  unit: optionalText(CONTRACT_WORK_UNIT_MAX),
  quantity: contractQuantity.optional(),
  price: contractMoney.optional(),
  cost: contractMoney.optional(),
  vat: z.preprocess((v) => (v === '' ? null : v), vatRate.nullable()).optional(),
  period_id: z.preprocess((v) => (v === '' ? null : v), contractPeriodId.nullable()).optional(),
});
export type ContractWorkPatchBody = z.input<typeof contractWorkPatchBody>;

export const contractWorkSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  type: z.number(),
  type_label: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  /** quantity × price, VAT included. */
  sum: z.string(),
  vat: z.number().nullable(),
  /** The VAT part of `sum` (0.00 without VAT). */
  vat_sum: z.string(),
  period_id: z.number().nullable(),
  period_name: z.string().nullable(),
  /** Quantity in acts so far, and what remains to act. */
  done_quantity: z.string(),
  remaining_quantity: z.string(),
  version: z.number(),
  date_add: z.string(),
});
export type ContractWork = z.infer<typeof contractWorkSchema>;

/** `GET v2_contracts/:id/works`: the live works, their total, the contract limit and the remainder under it. */
export const contractWorksAnswerSchema = z.object({
  contract_id: z.number(),
  /** The contract's sum plus its signed agreements' changes; null when the contract has no sum (no limit). */
  limit: z.string().nullable(),
  total: z.string(),
  remainder: z.string().nullable(),
  can_edit: z.boolean(),
  works: z.array(contractWorkSchema),
});
export type ContractWorksAnswer = z.infer<typeof contractWorksAnswerSchema>;

/** A month acts are made for: id yyyymm, «Январь 2026», its first and last day. */
export const contractPeriodSchema = z.object({ id: z.number(), name: z.string(), start: z.string(), end: z.string() });
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;
export const contractPeriodsSchema = z.array(contractPeriodSchema);
/** `GET v2_contracts/works/periods?contract_id=` (the contract's months) or `?year=`; default: last year to next year. */
export const contractPeriodsQuery = z.object({
  contract_id: wireId.optional(),
  year: z.coerce.number().int().min(2000).max(2099).optional(),
});

// Acts of completed work -----------------------------------------------------------------------

const actLines = z
  .array(z.object({ work_id: wireId, quantity: contractQuantity }))
  .min(1, 'contractParts.actNoLines')
  .max(CONTRACT_ACT_LINES_MAX, 'contractParts.actTooManyLines');

/** `POST v2_contracts/:id/acts/works`: number defaults to «<contract number>-<n>», date to today. */
export const contractActCreateBody = z.object({
  period_id: contractPeriodId,
  number: optionalText(CONTRACT_ACT_NUMBER_MAX),
  date: contractDay.optional(),
  comment: optionalText(CONTRACT_TEXT_MAX),
  lines: actLines,
});
export type ContractActCreateBody = z.input<typeof contractActCreateBody>;

/** `PATCH v2_contracts/acts/works/:actId`: `lines` replaces them all; `signed: 1` signs the act (then it is frozen). */
export const contractActPatchBody = z.object({
  version,
  period_id: contractPeriodId.optional(),
  number: text(CONTRACT_ACT_NUMBER_MAX).min(1, 'field.fillRequired').optional(),
  date: contractDay.optional(),
  comment: optionalText(CONTRACT_TEXT_MAX),
  lines: actLines.optional(),
  signed: z.coerce.number().pipe(z.literal(1, 'field.invalid')).optional(),
});
export type ContractActPatchBody = z.input<typeof contractActPatchBody>;

export const contractActLineSchema = z.object({
  id: z.number(),
  work_id: z.number(),
  type: z.number(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  sum: z.string(),
});
export const contractActSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  number: z.string(),
  date: z.string(),
  period_id: z.number(),
  period_name: z.string(),
  comment: z.string().nullable(),
  /** draft (editable, deletable) or signed (frozen). */
  state: z.enum(['draft', 'signed']),
  total: z.string(),
  lines: z.array(contractActLineSchema),
  version: z.number(),
  date_add: z.string(),
  who_add_fio: z.string().nullable(),
});
export type ContractAct = z.infer<typeof contractActSchema>;
export const contractActsAnswerSchema = z.object({
  contract_id: z.number(),
  total: z.string(),
  can_edit: z.boolean(),
  acts: z.array(contractActSchema),
});
export type ContractActsAnswer = z.infer<typeof contractActsAnswerSchema>;
export const contractActParams = z.object({ actId: wireId });

// Signers --------------------------------------------------------------------------------------

export const CONTRACT_SIGNER_STATES = [
  { value: 'waiting', ru: 'Ожидает', en: 'Waiting', color: 'default' },
  { value: 'signed', ru: 'Подписал', en: 'Signed', color: 'green' },
  { value: 'refused', ru: 'Отказал', en: 'Refused', color: 'red' },
] as const;
export type ContractSignerState = (typeof CONTRACT_SIGNER_STATES)[number]['value'];

const idList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v) : [v]),
  z.array(wireId).max(CONTRACT_SIGNERS_MAX, 'contractParts.tooManySigners').optional(),
);
/** `POST documents/contracts/:id/signers`: users in order, or a staff chain's people, appended after the present signers. */
export const contractSignersAddBody = z
  .object({ user_ids: idList, chain_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), wireId.optional()) })
  .refine((b) => (b.user_ids?.length ?? 0) > 0 || b.chain_id !== undefined, { path: ['user_ids'], message: 'contractParts.noSigners' });
export type ContractSignersAddBody = z.input<typeof contractSignersAddBody>;

/** `PATCH documents/contracts/signers/:signerId`: the signer themselves signs, or refuses with a reason. */
export const contractSignBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('sign'), comment: optionalText(CONTRACT_TEXT_MAX) }),
  z.object({ action: z.literal('refuse'), comment: text(CONTRACT_TEXT_MAX).min(1, 'contractParts.reasonRequired') }),
]);
export type ContractSignBody = z.input<typeof contractSignBody>;

export const contractSignerSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  user_id: z.number(),
  fio: z.string(),
  post: z.string().nullable(),
  avatar: z.string().nullable(),
  position: z.number(),
  state: z.enum(['waiting', 'signed', 'refused']),
  /** yyyy-MM-dd HH:mm of the signature or refusal. */
  date_sign: z.string().nullable(),
  comment: z.string().nullable(),
  /** Whether the user still holds can_sign (and is active). */
  can_sign: z.union([z.literal(0), z.literal(1)]),
  /** The first waiting signer: the one whose turn it is. */
  current: z.boolean(),
});
export type ContractSigner = z.infer<typeof contractSignerSchema>;
export const contractSignersAnswerSchema = z.object({
  contract_id: z.number(),
  /** The contract's state after the call (`CONTRACT_STATES`). */
  state: z.string(),
  can_edit: z.boolean(),
  /** The signer row of the current user whose turn it is (they may sign or refuse now). */
  my_turn_signer_id: z.number().nullable(),
  /** Whether the current user may call cancel_sign (own signature, or contracts_edit with any signature). */
  can_cancel: z.boolean(),
  signers: z.array(contractSignerSchema),
});
export type ContractSignersAnswer = z.infer<typeof contractSignersAnswerSchema>;

/** `POST documents/contracts/:id/terminate` (contracts_edit): the contract ends by the parties' will; answers its new state. */
export const contractTerminateAnswerSchema = z.object({ id: z.number(), state: z.literal('terminated') });
export type ContractTerminateAnswer = z.infer<typeof contractTerminateAnswerSchema>;
export const contractSignerParams = z.object({ signerId: wireId });

// Equipment ------------------------------------------------------------------------------------

/** `POST documents/contracts/:id/equipment`: start date required (spec 3 §5). */
export const contractEquipmentCreateBody = z.object({
  equipment_id: wireId,
  start_date: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string('contractParts.startRequired').pipe(contractDay)),
  end_date: nullableDay.optional(),
  comment: optionalText(CONTRACT_TEXT_MAX),
});
export type ContractEquipmentCreateBody = z.input<typeof contractEquipmentCreateBody>;
export const contractEquipmentPatchBody = z.object({
  start_date: contractDay.optional(),
  end_date: nullableDay.optional(),
  comment: optionalText(CONTRACT_TEXT_MAX),
});
export type ContractEquipmentPatchBody = z.input<typeof contractEquipmentPatchBody>;

export const contractEquipmentSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  equipment_id: z.number(),
  name: z.string(),
  board_number: z.string().nullable(),
  s_n: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  comment: z.string().nullable(),
  /** The link covers today. */
  active: z.boolean(),
});
export type ContractEquipment = z.infer<typeof contractEquipmentSchema>;
export const contractEquipmentListSchema = z.object({ can_edit: z.boolean(), equipment: z.array(contractEquipmentSchema) });
export type ContractEquipmentList = z.infer<typeof contractEquipmentListSchema>;
export const contractEquipmentParams = z.object({ linkId: wireId });

/** `GET v2_contracts/equipment/:id/owners`: the partners holding the equipment through live contracts covering today. */
export const equipmentOwnerSchema = z.object({
  /** The partner (contractor). */
  value: z.number(),
  label: z.string(),
  contract_id: z.number(),
  contract_number: z.string(),
  contract_date: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type EquipmentOwner = z.infer<typeof equipmentOwnerSchema>;
export const equipmentOwnersSchema = z.array(equipmentOwnerSchema);
