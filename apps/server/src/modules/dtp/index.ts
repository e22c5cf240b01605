/**
 * Road incidents (spec 1 §2 `/dtp`, issue 12): the registry engine's `dtpRegistry`, the
 * vehicle picked from the equipment module. Public: the routes, the table, the demo seed.
 */
export * from './dtp.schema.ts';
export { dtpRoutes, seedDtp } from './dtp.service.ts';
