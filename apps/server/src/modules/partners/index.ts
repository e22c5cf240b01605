/**
 * Partners (contractors, suppliers): the registry engine's partners registry
 * (`partnersRegistry` in packages/contracts). Public: the routes, the table, the demo seed.
 */
export * from './partners.schema.ts';
export { partnersRoutes, seedPartners } from './partners.service.ts';
