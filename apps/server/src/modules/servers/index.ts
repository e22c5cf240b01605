/**
 * Servers and services of the company (spec 1 §2 `/servers`, issue 12): the registry engine's
 * `serversRegistry`. Public: the routes, the table, the demo seed.
 */
export * from './servers.schema.ts';
export { seedServers, serversRoutes } from './servers.service.ts';
