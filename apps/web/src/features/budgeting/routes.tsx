import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/** Budgeting: plan and fact per organization, expenditure item and month (spec 1 §2; issue 17). */
export const budgetingRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await pages()).BudgetingHomePage }) }];
