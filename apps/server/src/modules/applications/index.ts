/**
 * Supply applications (packs): types, create/edit/delete, card, list, positions, signers,
 * the invoices tab, offers and supplier requests, documents (print, defect statement,
 * stickers, waybill), Excel export and import. Public: the routes, the tables, the seed.
 */

export { seesAll as seesAllApplications } from './applications.policy.ts';
export { applicationsRoutes } from './applications.routes.ts';
export * from './applications.schema.ts';
export type { Ctx as ApplicationsContext } from './context.service.ts';
export { restoreApplication } from './create-edit.service.ts';
export { purgeApplication } from './purge.service.ts';
export { seedApplications, seedBulkApplications } from './seed.service.ts';
