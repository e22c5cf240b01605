import { INVOICE_LISTS, type InvoiceListName, invoicesRegistry, type RegistryDefinition } from '@app/contracts';

/** The definition of one list (`/invoices/list/{name}`): its web path, title and the kind a new invoice gets. */
export function invoiceListDefinition(name: InvoiceListName): RegistryDefinition {
  const list = INVOICE_LISTS.find((l) => l.name === name) ?? INVOICE_LISTS[0];
  return {
    ...invoicesRegistry,
    path: `/invoices/list/${list.name}`,
    label: { ru: `Счета — ${list.ru.toLowerCase()}`, en: `Invoices — ${list.en.toLowerCase()}` },
    fields: invoicesRegistry.fields.map((f) => (f.name === 'kind' ? { ...f, default: list.kinds[0] } : f)),
  };
}

/** `/invoices/paid`: the paid invoices (state paid) of every list the user may see. */
export function paidInvoicesDefinition(): RegistryDefinition {
  return { ...invoicesRegistry, path: '/invoices/paid', label: { ru: 'Оплаченные счета', en: 'Paid invoices' } };
}

/** The invoices' directories, loaded with their first page. */
export { leftoversRegistry, procuratoriesRegistry } from '@app/contracts';
