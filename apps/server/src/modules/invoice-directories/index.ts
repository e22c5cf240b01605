/**
 * The invoices' directories (issue 13): powers of attorney and leftovers (account balances),
 * both on the registry engine. Public: the routes, the tables, the demo seed.
 */

export { invoiceDirectoriesRoutes } from './invoice-directories.routes.ts';
export * from './invoice-directories.schema.ts';
export { seedInvoiceDirectories } from './invoice-directories.seed.ts';
