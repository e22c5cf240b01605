/** Tags of objects (spec 3 §5, §7 `widgets/tags`), one name per module. Public: the routes and tables. */

export { tagsRoutes } from './tags.routes.ts';
export * from './tags.schema.ts';
