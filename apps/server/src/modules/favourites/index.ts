/** Favourites (the liked flag) of any object: the toggle call and look-ups for modules' lists. */

export { favouritesRoutes } from './favourites.routes.ts';
export * from './favourites.schema.ts';
export { isLiked, likedSet } from './favourites.service.ts';
