/**
 * Company news (spec 1 §2 `/news`, issue 12): the registry engine's `newsRegistry` with drafts
 * for editors, read marks and the unread counter. Public: the routes, the tables, the demo seed.
 */
export * from './news.schema.ts';
export { newsRoutes, seedNews } from './news.service.ts';
