import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

type Pages = typeof import('./pages.ts');
/** The sections' pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');
/** A page of the chunk by its export name (the rights checks live in the chunk, not here). */
const page = (name: Exclude<keyof Pages, 'dishesRegistry'>, path?: string): RouteObject => ({
  ...(path ? { path } : { index: true }),
  lazy: async () => ({ Component: (await pages())[name] }),
});

/**
 * `/canteen` (spec 1 §2 `canteen_view`; issue 17): the day's menu and one's order (index), the
 * kitchen (canteen_manage: orders, totals, menu, cut-off), the dishes registry, deductions.
 */
export const canteenRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await pages()).CanteenSection }),
    children: [
      page('CanteenHomePage'),
      page('KitchenRoute', 'kitchen'),
      { path: 'dishes', children: registryRoutes(async () => (await pages()).dishesRegistry) },
      page('DeductionsPage', 'deductions'),
    ],
  },
];

/** `/cafe` (spec 1 §2 `cafe_view`; issue 17): menu, cart and one's orders (index), the queue (cafe_manage), deductions. */
export const cafeRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await pages()).CafeSection }),
    children: [page('CafeHomePage'), page('CafeQueueRoute', 'queue'), page('DeductionsPage', 'deductions')],
  },
];
