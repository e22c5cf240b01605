/**
 * The support desk: requests, operators, SLA (issue 17). Public: the routes and the demo seed.
 */
export { supportRoutes } from './support.routes.ts';
export { seedSupport } from './support.seed.ts';
