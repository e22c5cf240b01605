/**
 * Invoices: the base table (number, date, sum NUMERIC(18,2), VAT, contractor, status, files)
 * created from applications; the invoices module proper (registry, intervals, approval)
 * extends it. Public: the tables, the use cases below, money helpers, the routes.
 */
export {
  emitInvoiceUpdated,
  fireInvoiceChanged,
  type InvoiceChange,
  type InvoiceChangeListener,
  onInvoiceChanged,
  setInvoiceState,
} from './invoices.events.ts';
export { invoicesRoutes } from './invoices.routes.ts';
export * from './invoices.schema.ts';
export { seedInvoices } from './invoices.seed.ts';
export {
  addInvoiceFiles,
  changeInvoice,
  checkInvoiceAmount,
  compareMoney,
  createInvoice,
  findInvoice,
  type InvoiceInput,
  type InvoiceRow,
  type InvoiceView,
  invoiceFile,
  invoiceIdsOfPack,
  invoiceKinds,
  invoiceViews,
  searchInvoices,
  toMoney,
} from './invoices.service.ts';
