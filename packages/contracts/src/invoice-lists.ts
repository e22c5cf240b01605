import type { InvoiceKind } from './applications/constants.ts';
import type { Permit } from './permits.ts';

/*
 * Apart from invoices.ts (the registry definition): the web's route table needs the lists at
 * start-up, and this file carries no schema, so the entry chunk stays small.
 */

/** The lists of the invoices section (spec 1 §2 `/invoices/list/{name}`): their kinds and right. */
export const INVOICE_LISTS = [
  { name: 'applications', kinds: ['blank', 'autocreate'], permit: 'invoices_view', ru: 'По заявкам', en: 'Applications' },
  { name: 'regular', kinds: ['scheduled'], permit: 'paid_view', ru: 'Регулярные', en: 'Regular' },
  { name: 'required', kinds: ['registry'], permit: 'invoices_requiredIntervalsView', ru: 'Обязательные', en: 'Required' },
  { name: 'contracts', kinds: ['contracts', 'contracts_income'], permit: 'invoices_view', ru: 'По договорам', en: 'Contracts' },
] as const satisfies readonly { name: string; kinds: readonly InvoiceKind[]; permit: Permit; ru: string; en: string }[];
export type InvoiceListName = (typeof INVOICE_LISTS)[number]['name'];
export const INVOICE_LIST_NAMES = INVOICE_LISTS.map((l) => l.name) as [InvoiceListName, ...InvoiceListName[]];
