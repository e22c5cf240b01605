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
