/**
 * The support desk: requests, operators, SLA (issue 17). Public: the routes, the tables and the demo seed.
 */
import './support.messages.ts';

export { supportRoutes } from './support.routes.ts';
export * from './support.schema.ts';
export { seedSupport } from './support.seed.ts';
