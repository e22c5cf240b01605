/**
 * The directories of `/directory` (spec 1 §2, issue 12) on the registry engine: work types,
 * equipment types, staff rates, equipment routes, organizations, expenditure items. Public: the
 * routes, the tables, the demo seed and the demo own organizations.
 */

export { DEMO_ORGANIZATIONS } from './company-directories.service.ts';
export * from './directory.schema.ts';
export { directoryRoutes, seedDirectories } from './directory.service.ts';
