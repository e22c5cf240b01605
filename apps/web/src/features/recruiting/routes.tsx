import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/** Recruiting: vacancies, candidates, the kanban, statistics (spec 1 §2; issue 17). */
export const recruitingRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await pages()).RecruitingHomePage }) }];
