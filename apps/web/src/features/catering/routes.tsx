import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
/** The sections' pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/** `/canteen` (spec 1 §2 `canteen_view`; issue 17). */
export const canteenRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await pages()).CanteenHomePage }) }];

/** `/cafe` (spec 1 §2 `cafe_view`; issue 17). */
export const cafeRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await pages()).CafeHomePage }) }];
