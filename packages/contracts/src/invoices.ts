import { INVOICE_KINDS, type InvoiceKind } from './applications/constants.ts';
import { CONTRACT_LOOKUP } from './contracts.ts';
import type { InvoiceListName } from './invoice-lists.ts';
import { defineRegistry, type EnumOption } from './registry/definition.ts';

/**
 * Where an invoice stands (spec 3 §4); `draft` is shown for a stored null. Only actions
 * (approval, payments, applications' status call) change it: the registry's create and patch
 * ignore a client's value.
 */
export const INVOICE_STATES = [
  { value: 'draft', ru: 'Черновик', en: 'Draft', color: 'default' },
  { value: 'active', ru: 'На рассмотрении', en: 'On review', color: 'blue' },
  { value: 'success', ru: 'Согласован', en: 'Approved', color: 'green' },
  { value: 'paid', ru: 'Оплачен', en: 'Paid', color: 'cyan' },
  { value: 'stoped', ru: 'Приостановлен', en: 'Suspended', color: 'orange' },
  { value: 'refund', ru: 'Возврат', en: 'Refund', color: 'magenta' },
] as const satisfies readonly EnumOption[];

/** What a payment is for (spec 3 §3 "paid_type"). */
export const INVOICE_PAID_TYPES = [
  { value: 'salary', ru: 'Зарплата', en: 'Salary', color: 'blue' },
  { value: 'taxes', ru: 'Налоги', en: 'Taxes', color: 'purple' },
  { value: 'fines', ru: 'Штрафы и пени', en: 'Fines and penalties', color: 'red' },
  { value: 'others', ru: 'Прочее', en: 'Others', color: 'default' },
] as const satisfies readonly EnumOption[];

/** VAT rates in percent (stored as text; none = without VAT). */
export const INVOICE_VAT_RATES = ['0', '5', '7', '10', '20', '22'].map((v) => ({ value: v, ru: `${v} %`, en: `${v} %`, color: 'default' }));

const KIND_COLORS: Record<InvoiceKind, string> = {
  blank: 'blue',
  scheduled: 'purple',
  autocreate: 'geekblue',
  registry: 'orange',
  contracts: 'green',
  contracts_income: 'cyan',
};
const KIND_OPTIONS = INVOICE_KINDS.map((k) => ({ value: k.code, ru: k.ru, en: k.en, color: KIND_COLORS[k.code] }));

/** The state filter of the lists (spec 3 §4): `empty` = no status (draft), `liked` = the reader's favourites. */
export const INVOICE_STATE_FILTERS = ['empty', 'liked', 'stoped', 'active', 'success', 'paid', 'delete', 'refund'] as const;
export type InvoiceStateFilter = (typeof INVOICE_STATE_FILTERS)[number];

const ORGANIZATION_LOOKUP = { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } } as const;

/**
 * Invoices (spec 3 §3 "Invoices", issue 13) on the registry engine. The API lives under
 * `/api/invoices/registry` (`PATCH /api/invoices/:id` is the applications' call). The section needs
 * `invoices_view`; the regular and required lists (their kinds) also need their own right
 * (`list=<name>` narrows to one list, 403 without its right). Rules (server): over 100 000 needs a contract or a reason,
 * the number changes only in a draft, an invoice with payments is not deleted.
 */
export const invoicesRegistry = defineRegistry({
  name: 'invoices',
  api: '/invoices/registry',
  label: { ru: 'Счета', en: 'Invoices' },
  // Each of the lists' rights opens the registry; the rows are narrowed to the kinds the reader's rights show.
  permits: {
    view: ['invoices_view', 'paid_view', 'invoices_requiredIntervalsView'],
    create: 'invoices_view',
    edit: 'invoices_view',
    delete: 'invoices_view',
  },
  lookup: 'session',
  title: 'number',
  defaultSort: { field: 'id', order: 'desc' },
  chat: true,
  groups: [
    { label: { ru: 'Сумма', en: 'Amount' }, fields: ['sum', 'vat_rate', 'vat_sum', 'term_days'] },
    { label: { ru: 'Стороны', en: 'Parties' }, fields: ['organization_id', 'contractor_id', 'bank_account', 'contract_id'] },
    { label: { ru: 'Учёт', en: 'Accounting' }, fields: ['expenditure_id', 'project_id', 'pack_id', 'paid_type'] },
  ],
  fields: [
    {
      name: 'number',
      kind: 'text',
      max: 100,
      required: true,
      label: { ru: 'Номер', en: 'Number' },
      list: true,
      sort: true,
      filter: true,
      search: 'A',
    },
    { name: 'date_invoice', kind: 'datetime', label: { ru: 'Дата счёта', en: 'Invoice date' }, list: true, sort: true, filter: true },
    {
      name: 'kind',
      kind: 'enum',
      options: KIND_OPTIONS,
      default: 'blank',
      required: true,
      label: { ru: 'Тип', en: 'Kind' },
      list: true,
      filter: true,
    },
    // Only actions move it (approval, payment, refund): never the form or a create / patch body.
    {
      name: 'state',
      kind: 'enum',
      options: INVOICE_STATES,
      readOnly: true,
      label: { ru: 'Статус', en: 'Status' },
      list: true,
      filter: true,
    },
    { name: 'urgent', kind: 'boolean', default: 0, label: { ru: 'Срочный', en: 'Urgent' }, list: true, filter: true },
    {
      name: 'sum',
      kind: 'money',
      total: true,
      required: true,
      label: { ru: 'Сумма, ₽', en: 'Sum, ₽' },
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'vat_rate', kind: 'enum', options: INVOICE_VAT_RATES, label: { ru: 'Ставка НДС', en: 'VAT rate' } },
    { name: 'vat_sum', kind: 'money', label: { ru: 'НДС, ₽', en: 'VAT, ₽' }, list: true },
    { name: 'term_days', kind: 'number', min: 0, max: 3650, label: { ru: 'Срок оплаты, дней', en: 'Payment term, days' } },
    { name: 'paid_type', kind: 'enum', options: INVOICE_PAID_TYPES, label: { ru: 'Вид платежа', en: 'Payment type' }, filter: true },
    { name: 'purpose', kind: 'longText', max: 2000, label: { ru: 'Назначение платежа', en: 'Payment purpose' }, search: 'B' },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      label: { ru: 'Плательщик', en: 'Payer' },
      list: true,
      filter: true,
    },
    { name: 'contractor_id', kind: 'remote', registry: 'partners', label: { ru: 'Получатель', en: 'Payee' }, list: true, filter: true },
    { name: 'bank_account', kind: 'text', max: 34, label: { ru: 'Расчётный счёт', en: 'Bank account' } },
    {
      name: 'contract_id',
      kind: 'remote',
      registry: 'contracts',
      lookup: CONTRACT_LOOKUP,
      label: { ru: 'Договор', en: 'Contract' },
      filter: true,
    },
    { name: 'reason', kind: 'longText', max: 2000, label: { ru: 'Примечание', en: 'Note' }, search: 'C' },
    {
      name: 'expenditure_id',
      kind: 'remote',
      registry: 'expenditure_items',
      label: { ru: 'Статья расходов', en: 'Expenditure item' },
      filter: true,
    },
    { name: 'project_id', kind: 'remote', registry: 'projects', label: { ru: 'Проект', en: 'Project' }, filter: true },
    { name: 'pack_id', kind: 'number', min: 1, label: { ru: 'Заявка №', en: 'Application #' }, filter: true },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

/** `GET /api/invoices/menu`: the lists the user may see with their counters (active invoices). */
export interface InvoicesMenu {
  lists: { name: InvoiceListName; ru: string; en: string; count: number; urgent: number }[];
}

/** `GET /api/invoices/:id/positions`: the application positions the invoice pays for (read-only). */
export interface InvoicePosition {
  id: number;
  pack_id: number;
  number: number;
  name: string | null;
  quantity: string;
  cost: string | null;
  status: string;
}
