/**
 * The directories of `/directory` (spec 1 §2, issue 12) on the registry engine: work types,
 * equipment types, staff rates, equipment routes. Public: the routes, the tables, the demo seed.
 */
export * from './directory.schema.ts';
export { directoryRoutes, seedDirectories } from './directory.service.ts';
