/**
 * Supply applications (packs): status display map, position statuses, type codes and the
 * business limits shared by the server and the web (spec 1 §3, §4, §9; spec 3 §3, §4, §5).
 */

export interface StatusDisplay {
  readonly code: string;
  readonly ru: string;
  readonly en: string;
  /** antd tag colour or hex. */
  readonly color: string;
  /** antd icon name (kebab-case, without the "Outlined" suffix). */
  readonly icon: string;
}

/** Spec 1 §4: every application status with its colour and icon. `active` reads "on review". */
export const APPLICATION_STATUSES = [
  { code: 'active', ru: 'На рассмотрении', en: 'On review', color: '#1677ff', icon: 'eye' },
  { code: 'archive', ru: 'В архиве', en: 'Archived', color: '#8c8c8c', icon: 'inbox' },
  { code: 'by_cash', ru: 'За наличные', en: 'By cash', color: '#13c2c2', icon: 'wallet' },
  { code: 'delete', ru: 'Удалена', en: 'Deleted', color: '#ff4d4f', icon: 'delete' },
  { code: 'deleted', ru: 'Удалена', en: 'Deleted', color: '#ff4d4f', icon: 'delete' },
  { code: 'formed', ru: 'Сформирована', en: 'Formed', color: '#2f54eb', icon: 'file-done' },
  { code: 'paid', ru: 'Оплачена', en: 'Paid', color: '#52c41a', icon: 'dollar' },
  { code: 'sent_to_applicant', ru: 'Отправлена заявителю', en: 'Sent to applicant', color: '#722ed1', icon: 'send' },
  { code: 'stoped', ru: 'Приостановлена', en: 'Suspended', color: '#faad14', icon: 'pause-circle' },
  { code: 'stopped', ru: 'Остановлена', en: 'Stopped', color: '#fa8c16', icon: 'stop' },
  { code: 'storage', ru: 'На складе', en: 'In storage', color: '#a0d911', icon: 'home' },
  { code: 'success', ru: 'Согласована', en: 'Approved', color: '#52c41a', icon: 'check-circle' },
  { code: 'signed', ru: 'Подписана', en: 'Signed', color: '#389e0d', icon: 'safety-certificate' },
  { code: 'transfer', ru: 'Передана', en: 'Transferred', color: '#08979c', icon: 'swap' },
  { code: 'complete', ru: 'Выполнена', en: 'Complete', color: '#237804', icon: 'check-square' },
  { code: 'registry', ru: 'В реестре', en: 'In the registry', color: '#1d39c4', icon: 'ordered-list' },
  { code: 'refund', ru: 'Возврат', en: 'Refund', color: '#eb2f96', icon: 'rollback' },
  { code: 'in_work', ru: 'В работе', en: 'In work', color: '#fa8c16', icon: 'sync' },
  { code: 'refusal', ru: 'Отказ', en: 'Refused', color: '#cf1322', icon: 'close-circle' },
  { code: 'get_it', ru: 'Получена', en: 'Received', color: '#7cb305', icon: 'carry-out' },
  { code: 'draft', ru: 'Черновик', en: 'Draft', color: '#bfbfbf', icon: 'edit' },
  { code: 'in_register_payment', ru: 'В реестре платежей', en: 'In the payment register', color: '#1d39c4', icon: 'bank' },
  { code: 'reconciliation_payment', ru: 'Сверка оплаты', en: 'Payment reconciliation', color: '#c41d7f', icon: 'audit' },
] as const satisfies readonly StatusDisplay[];

export type ApplicationStatusCode = (typeof APPLICATION_STATUSES)[number]['code'];

export const APPLICATION_STATUS_CODES = APPLICATION_STATUSES.map((s) => s.code) as ApplicationStatusCode[];

/** Statuses in which an application counts as removed (hidden from lists unless asked for). */
export const DELETED_APPLICATION_STATUSES: readonly ApplicationStatusCode[] = ['delete', 'deleted'];

/** Statuses that close an application: repeat is blocked on them (`block_pack_repeat`). */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatusCode[] = ['delete', 'deleted', 'archive', 'complete', 'refusal'];

/**
 * Position (snab) statuses (spec 3 §4 labels). `active` = under review, `success` = approved.
 * Rollback (cancel of a mark) is possible from `get_it`, `incorrect` and `worked_out` only.
 */
export const POSITION_STATUSES = [
  { code: 'active', ru: 'На рассмотрении', en: 'Under review', color: '#1677ff', icon: 'eye' },
  { code: 'success', ru: 'Одобрена', en: 'Approved', color: '#52c41a', icon: 'check-circle' },
  { code: 'in_work', ru: 'В работе', en: 'In work', color: '#fa8c16', icon: 'sync' },
  { code: 'in_invoice', ru: 'В счёте', en: 'In invoice', color: '#2f54eb', icon: 'file-text' },
  { code: 'paid', ru: 'Оплачена', en: 'Paid', color: '#389e0d', icon: 'dollar' },
  { code: 'on_the_way', ru: 'В пути', en: 'On the way', color: '#13c2c2', icon: 'car' },
  { code: 'in_stock', ru: 'На складе', en: 'In stock', color: '#a0d911', icon: 'home' },
  { code: 'get_it', ru: 'Получена', en: 'Received', color: '#7cb305', icon: 'carry-out' },
  { code: 'worked_out', ru: 'Отработана', en: 'Worked out', color: '#08979c', icon: 'check-square' },
  { code: 'incorrect', ru: 'Некорректная', en: 'Incorrect', color: '#cf1322', icon: 'warning' },
  { code: 'refusal', ru: 'Отказ', en: 'Refused', color: '#ff4d4f', icon: 'close-circle' },
  { code: 'delete', ru: 'Удалена', en: 'Deleted', color: '#8c8c8c', icon: 'delete' },
] as const satisfies readonly StatusDisplay[];

export type PositionStatusCode = (typeof POSITION_STATUSES)[number]['code'];

export const POSITION_STATUS_CODES = POSITION_STATUSES.map((s) => s.code) as PositionStatusCode[];

/** Spec 3 §4: a position may be edited only under review or approved (and not split). */
export const POSITION_EDITABLE_STATUSES: readonly PositionStatusCode[] = ['active', 'success'];
/** Spec 3 §4: a position mark may be cancelled (rolled back) only when received, incorrect or worked out. */
export const POSITION_CANCELLABLE_STATUSES: readonly PositionStatusCode[] = ['get_it', 'incorrect', 'worked_out'];

/** Application type codes of the demo catalogue (spec 1 §3, spec 2 §9). */
export const APPLICATION_TYPE_CODES = ['tmc', 'services', 'autosnab', 'duty', 'tech', 'travel', 'delivery'] as const;
export type ApplicationTypeCode = (typeof APPLICATION_TYPE_CODES)[number];

/** Position type of an application type: positions chosen from the nomenclature, or free text. */
export type PositionType = 'nomenclatures' | 'other';

/** Spec 1 §9, spec 3 §9: limits. */
export const MAX_POSITIONS_PER_OPERATION = 50;
/** An invoice over this amount needs a contract or a reason (spec 1 §9). */
export const INVOICE_CONTRACT_THRESHOLD = 100_000;

/** Invoice kinds by code (spec 3 §3). */
export const INVOICE_KINDS = [
  { code: 'blank', ru: 'По заявке', en: 'Application' },
  { code: 'scheduled', ru: 'Регулярный', en: 'Regular' },
  { code: 'autocreate', ru: 'Автоматический', en: 'Automatic' },
  { code: 'registry', ru: 'Обязательный', en: 'Required' },
  { code: 'contracts', ru: 'По договору', en: 'Contract' },
  { code: 'contracts_income', ru: 'Доходный по договору', en: 'Contract income' },
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number]['code'];

/** Invoice statuses (spec 3 §4 filter list); `null` on the wire = no status yet (draft). */
export const INVOICE_STATUSES = [
  { code: 'active', ru: 'На рассмотрении', en: 'On review', color: '#1677ff', icon: 'eye' },
  { code: 'success', ru: 'Согласован', en: 'Approved', color: '#52c41a', icon: 'check-circle' },
  { code: 'paid', ru: 'Оплачен', en: 'Paid', color: '#389e0d', icon: 'dollar' },
  { code: 'stoped', ru: 'Приостановлен', en: 'Suspended', color: '#faad14', icon: 'pause-circle' },
  { code: 'refund', ru: 'Возврат', en: 'Refund', color: '#eb2f96', icon: 'rollback' },
  { code: 'delete', ru: 'Удалён', en: 'Deleted', color: '#8c8c8c', icon: 'delete' },
] as const satisfies readonly StatusDisplay[];
export type InvoiceStatusCode = (typeof INVOICE_STATUSES)[number]['code'];

/** Local draft key of the create screen (spec 1 §9). */
export const APPLICATION_DRAFT_KEY = 'applicationDraft';

/**
 * The application title template the company starts with (company param `name_template`),
 * per language: a company that kept it gets "ТМЦ от 24.11.2026" in Russian and "Goods and
 * materials from 24.11.2026" in English (issue 19); a template of its own is used as written.
 */
export const DEFAULT_NAME_TEMPLATE = { ru: '{type} от {date}', en: '{type} from {date}' } as const;

/** The template to fill for a language: the company's own, or the default in that language. */
export function nameTemplateFor(template: string | null | undefined, lang: 'ru' | 'en'): string {
  const own = template?.trim();
  return !own || own === DEFAULT_NAME_TEMPLATE.ru ? DEFAULT_NAME_TEMPLATE[lang] : own;
}
