/** Hash links and global links (spec 1 §7). */

export { linksRoutes } from './links.routes.ts';
export * from './links.schema.ts';
export { createHashLink, toAppPath, validateHash } from './links.service.ts';
