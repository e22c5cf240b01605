import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/**
 * The support desk (spec 1 §2 `/support [operator_view] | {id}`; issue 17): every signed-in user
 * files requests and sees their own (`/support`, `/support/add`, `/support/:id` — the registry
 * engine); operators also get the queue's tabs and `/support/settings` (operator_view, the SLA).
 */
export const supportRoutes: RouteObject[] = [
  { path: 'settings', lazy: async () => ({ Component: (await pages()).SupportSettingsPage }) },
  ...registryRoutes(async () => (await pages()).supportRegistry, { overrides: async () => (await pages()).supportOverrides }),
];
