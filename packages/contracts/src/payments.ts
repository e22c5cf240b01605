import { z } from 'zod';

/**
 * Payments of invoices ("intervals", spec 3 §3–4): their types and statuses, shared by the
 * invoices, payments (approval, registry) and bank extracts modules and the web.
 */

/** Payment types (spec 3 §3). */
export const PAYMENT_TYPES = [
  { code: 'initial', ru: 'Предоплата', en: 'Initial' },
  { code: 'final', ru: 'Окончательный', en: 'Final' },
  { code: 'monthly', ru: 'Ежемесячный', en: 'Monthly' },
  { code: 'regular', ru: 'Регулярный', en: 'Regular' },
  { code: 'complex', ru: 'Комплексный', en: 'Complex' },
  { code: 'auto', ru: 'Автоматический', en: 'Automatic' },
  { code: 'priority', ru: 'Приоритетный', en: 'Priority' },
  { code: 'urgent', ru: 'Срочный', en: 'Urgent' },
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number]['code'];

/** Interval statuses 0–6 (spec 3 §4), with the colours the lists show. */
export const PAYMENT_STATUS = {
  active: 0,
  signed: 1,
  paid: 2,
  refund: 3,
  inRegister: 4,
  deleted: 5,
  stopped: 6,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_STATUSES = [
  { code: 0, key: 'active', ru: 'На рассмотрении', en: 'On review', color: 'blue' },
  { code: 1, key: 'signed', ru: 'Согласован', en: 'Signed', color: 'green' },
  { code: 2, key: 'paid', ru: 'Оплачен', en: 'Paid', color: 'cyan' },
  { code: 3, key: 'refund', ru: 'Возврат / сверка', en: 'Refund / reconciliation', color: 'purple' },
  { code: 4, key: 'inRegister', ru: 'В реестре на оплату', en: 'In the payment registry', color: 'geekblue' },
  { code: 5, key: 'deleted', ru: 'Удалён', en: 'Deleted', color: 'default' },
  { code: 6, key: 'stopped', ru: 'Остановлен', en: 'Stopped', color: 'red' },
] as const;

/** Statuses of a payment that is not yet paid (changing the invoice total restarts their approval). */
export const UNPAID_PAYMENT_STATUSES: readonly PaymentStatus[] = [0, 1, 4, 6];

// ---------------------------------------------------------------------------------------------
// Wire shapes of the payments calls (`invoices/:id/intervals`) and the payment registry.
// Messages are keys: `payments.*` (server: payments.messages.ts, web: features/invoices/payments/texts.ts).

const INT_LIMIT = 2_147_483_647;
const wireId = z.coerce.number().int().positive().max(INT_LIMIT);
const noNul = (s: string) => !s.includes('\u0000');

/** Longest payment condition. */
export const PAYMENT_CONDITION_MAX = 1000;
/** Most payments put into (or taken out of) a register at once. */
export const REGISTER_BATCH_MAX = 200;

const PAYMENT_TYPE_CODES = PAYMENT_TYPES.map((t) => t.code) as [PaymentType, ...PaymentType[]];

/** yyyy-MM-dd, a real calendar day. */
export function isWireDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const money = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/\s+/g, '').replace(',', '.') : v),
  z
    .string('payments.sumInvalid')
    .regex(/^\d{1,16}(\.\d{1,2})?$/, 'payments.sumInvalid')
    .refine((v) => /[1-9]/.test(v), 'payments.sumPositive'),
);
const day = z.string('payments.dateInvalid').trim().refine(isWireDay, 'payments.dateInvalid');
const condition = z.preprocess(
  (v) => (v === null || v === undefined ? null : v),
  z
    .string()
    .trim()
    .max(PAYMENT_CONDITION_MAX, 'payments.conditionTooLong')
    .refine(noNul, 'field.invalid')
    .nullable()
    .transform((v) => (v === '' ? null : v)),
);
const paymentType = z.enum(PAYMENT_TYPE_CODES, 'payments.typeUnknown');

/** `POST invoices/:id/intervals`. */
export const paymentCreateBody = z.object({ type: paymentType, date: day, sum: money, condition: condition.optional() });
export type PaymentCreateBody = z.input<typeof paymentCreateBody>;

/** `PATCH invoices/intervals/:intervalId`: the fields to change and the version they were based on. */
export const paymentPatchBody = z.object({
  type: paymentType.optional(),
  date: day.optional(),
  sum: money.optional(),
  condition: condition.optional(),
  version: z.coerce.number('field.fillRequired').int().min(1).max(INT_LIMIT),
});
export type PaymentPatchBody = z.input<typeof paymentPatchBody>;

export const intervalParams = z.object({ intervalId: wireId });

export const paymentViewSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  type: z.string(),
  type_label: z.string(),
  date: z.string(),
  sum: z.string(),
  condition: z.string().nullable(),
  status: z.number(),
  status_label: z.string(),
  status_color: z.string(),
  register_id: z.number().nullable(),
  date_paid: z.string().nullable(),
  version: z.number(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** `GET invoices/:id/intervals`: the payments, their live sum, the invoice total and what remains to distribute. */
export const paymentsAnswerSchema = z.object({
  invoice_id: z.number(),
  invoice_total: z.string(),
  /** Sum of the live payments (status ≠ 5). */
  sum: z.string(),
  paid_sum: z.string(),
  remainder: z.string(),
  can_edit: z.boolean(),
  payments: z.array(paymentViewSchema),
});
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The payment registry.

/** Register kinds (spec 3 §4). */
export const REGISTER_KINDS = [
  { code: 'preliminary', ru: 'Предварительный', en: 'Preliminary' },
  { code: 'additional', ru: 'Дополнительный', en: 'Additional' },
] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number]['code'];

/** Where a register stands. */
export const REGISTER_STATES = [
  { code: 'draft', ru: 'Черновик', en: 'Draft', color: 'default' },
  { code: 'signed', ru: 'Подписан', en: 'Signed', color: 'green' },
  { code: 'sent', ru: 'Отправлен в банк', en: 'Sent to the bank', color: 'blue' },
] as const;
export type RegisterState = (typeof REGISTER_STATES)[number]['code'];

export const registerCreateBody = z.object({
  kind: z.enum(['preliminary', 'additional'], 'payments.kindUnknown'),
  date: day.optional(),
  number: z.string().trim().max(50, 'field.tooLong').refine(noNul, 'field.invalid').optional(),
  note: z.string().trim().max(PAYMENT_CONDITION_MAX, 'field.tooLong').refine(noNul, 'field.invalid').optional(),
});
export type RegisterCreateBody = z.input<typeof registerCreateBody>;

const idList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v) : [v]),
  z.array(wireId).min(1, 'payments.noIntervals').max(REGISTER_BATCH_MAX, 'payments.tooManyIntervals'),
);

/** `POST invoices/set_register`: puts signed payments into a draft register. */
export const setRegisterBody = z.object({ register_id: wireId, interval_ids: idList });
/** `POST invoices/registers/:id/remove`: takes payments out of a draft register. */
export const unsetRegisterBody = z.object({ interval_ids: idList });

export const registerViewSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  state: z.string(),
  state_label: z.string(),
  note: z.string().nullable(),
  who_add: z.number().nullable(),
  who_add_fio: z.string().nullable(),
  date_add: z.string(),
  count: z.number(),
  total: z.string(),
});
export type RegisterView = z.infer<typeof registerViewSchema>;

export const registerPaymentSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string().nullable(),
  partner: z.string().nullable(),
  organization: z.string().nullable(),
  type_label: z.string(),
  date: z.string(),
  sum: z.string(),
  status: z.number(),
});
export type RegisterPayment = z.infer<typeof registerPaymentSchema>;

export const registersAnswerSchema = z.object({ items: z.array(registerViewSchema) });
export const registerCardSchema = registerViewSchema.extend({ payments: z.array(registerPaymentSchema) });
export type RegisterCard = z.infer<typeof registerCardSchema>;
export const registerChangeAnswerSchema = z.object({ result: z.boolean(), count: z.number() });
/** `GET invoices/registers/signed`: payments that may go into a register; `GET invoices/registers/daily`. */
export const registerCandidatesSchema = z.object({ items: z.array(registerPaymentSchema), total: z.string() });
export type RegisterCandidates = z.infer<typeof registerCandidatesSchema>;
