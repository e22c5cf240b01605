/** Network links: named http(s) links of any object (spec 3 §3, §5, §7). Public: the routes and table. */

export { networkLinksRoutes } from './network-links.routes.ts';
export * from './network-links.schema.ts';
export { isWebUrl } from './network-links.service.ts';
