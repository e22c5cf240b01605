import type { RouteObject } from 'react-router';

const list = async () => ({ Component: (await import('./components/list-page.tsx')).ListPage });
const card = async () => ({ Component: (await import('./components/card-page.tsx')).CardPage });

/** /applications: list (with the interval route parameter), add, card with tabs. */
export const applicationsRoutes: RouteObject[] = [
  { index: true, lazy: list },
  { path: 'interval/:from/:to', lazy: list },
  { path: 'add', lazy: async () => ({ Component: (await import('./components/add-page.tsx')).AddPage }) },
  { path: ':id', lazy: card },
  { path: ':id/:tab', lazy: card },
];
