import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/** The support desk: requests, operators, SLA (spec 1 §2; issue 17). */
export const supportRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await pages()).SupportHomePage }) }];
