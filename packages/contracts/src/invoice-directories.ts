import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { INT_MAX } from './registry/schemas.ts';

/**
 * The invoices' own directories and the history page (spec 1 §2 `/invoices/...`, issue 13):
 * powers of attorney (`directories/procuratories`, invoices_view; written with registry_paid_edit),
 * leftovers — the accounts' balances (`directories/leftovers`, registry_paid_view) — and the
 * changes of invoices across invoices (`/invoices/history`, invoices_view).
 */

const ORGANIZATION_LOOKUP = { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } } as const;

/** Powers of attorney: number, the person (a user), the organization, validity and the scan. */
export const procuratoriesRegistry = defineRegistry({
  name: 'procuratories',
  path: '/invoices/directories/procuratories',
  label: { ru: 'Доверенности', en: 'Powers of attorney' },
  permits: { view: 'invoices_view', create: 'registry_paid_edit', edit: 'registry_paid_edit', delete: 'registry_paid_edit' },
  lookup: 'session',
  title: 'number',
  defaultSort: { field: 'date_to', order: 'desc' },
  fields: [
    { name: 'number', kind: 'text', max: 100, required: true, label: { ru: 'Номер', en: 'Number' }, list: true, sort: true, search: 'A' },
    { name: 'user_id', kind: 'user', required: true, label: { ru: 'Доверенное лицо', en: 'Person' }, list: true, filter: true },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      required: true,
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    {
      name: 'date_from',
      kind: 'date',
      required: true,
      label: { ru: 'Действует с', en: 'Valid from' },
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'date_to', kind: 'date', required: true, label: { ru: 'Действует по', en: 'Valid to' }, list: true, sort: true, filter: true },
    { name: 'note', kind: 'longText', max: 2000, label: { ru: 'Примечание', en: 'Note' }, search: 'B' },
    { name: 'scan', kind: 'files', label: { ru: 'Скан доверенности', en: 'Scan' } },
  ],
  check: (values): Record<string, string[]> => validityProblems(values),
});

/** A power of attorney ends no earlier than it starts. */
export function validityProblems(values: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const from = values.date_from;
  const to = values.date_to;
  return typeof from === 'string' && typeof to === 'string' && from && to && to < from ? { date_to: ['procuratory.dateOrder'] } : {};
}

/** Leftover statuses (spec 3 §4). */
export const LEFTOVER_STATES = [
  { value: 'active', ru: 'Активный', en: 'Active', color: 'green' },
  { value: 'closed', ru: 'Закрыт', en: 'Closed', color: 'default' },
  { value: 'credit', ru: 'Кредитный', en: 'Credit', color: 'orange' },
  { value: 'own', ru: 'Собственный', en: 'Own', color: 'blue' },
] as const;

/** Leftovers: the balance of an organization's bank account on a date. */
export const leftoversRegistry = defineRegistry({
  name: 'leftovers',
  path: '/invoices/directories/leftovers',
  label: { ru: 'Остатки', en: 'Leftovers' },
  permits: { view: 'registry_paid_view', create: 'registry_paid_view', edit: 'registry_paid_view', delete: 'registry_paid_view' },
  lookup: 'session',
  title: 'bank_account',
  defaultSort: { field: 'date', order: 'desc' },
  fields: [
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      required: true,
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    {
      name: 'bank_account',
      kind: 'text',
      max: 34,
      required: true,
      label: { ru: 'Расчётный счёт', en: 'Bank account' },
      list: true,
      sort: true,
      filter: true,
      search: 'A',
    },
    { name: 'bank_name', kind: 'text', max: 200, label: { ru: 'Банк', en: 'Bank' }, list: true, search: 'B' },
    { name: 'date', kind: 'date', required: true, label: { ru: 'Дата', en: 'Date' }, list: true, sort: true, filter: true },
    { name: 'amount', kind: 'money', total: true, required: true, label: { ru: 'Остаток, ₽', en: 'Balance, ₽' }, list: true, sort: true },
    {
      name: 'state',
      kind: 'enum',
      options: LEFTOVER_STATES,
      default: 'active',
      required: true,
      label: { ru: 'Статус', en: 'Status' },
      list: true,
      filter: true,
    },
  ],
});

/** `GET /api/invoices/history?cursor=&limit=`: the newest changes of the invoices the user may see. */
export const invoiceHistoryQuerySchema = z.object({
  cursor: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().max(INT_MAX).optional()),
  limit: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(200).default(50)),
});

export const invoiceHistoryItemSchema = z.object({
  id: z.number().int(),
  date_add: z.string(),
  who_add_fio: z.string().nullable(),
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  /** The list the invoice belongs to (its card is `/invoices/list/{list}/{invoice_id}`). */
  list: z.string(),
});
export type InvoiceHistoryItem = z.infer<typeof invoiceHistoryItemSchema>;

export const invoiceHistoryPageSchema = z.object({
  items: z.array(invoiceHistoryItemSchema),
  next_cursor: z.number().int().nullable(),
});
export type InvoiceHistoryPage = z.infer<typeof invoiceHistoryPageSchema>;
