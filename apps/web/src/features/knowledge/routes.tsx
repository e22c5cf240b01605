import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/** The knowledge base: sections, articles, history, search (spec 1 §2; issue 17). */
export const knowledgeRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await pages()).KnowledgeHomePage }) }];
