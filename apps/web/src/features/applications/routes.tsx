import type { RouteObject } from 'react-router';

const list = async () => ({ Component: (await import('./components/list-page.tsx')).ListPage });
const add = async () => ({ Component: (await import('./components/add-page.tsx')).AddPage });
const card = async () => ({ Component: (await import('./components/card-page.tsx')).CardPage });

/** /applications: list (with the interval route parameter), add (optionally for an equipment id), card with tabs. */
export const applicationsRoutes: RouteObject[] = [
  { index: true, lazy: list },
  { path: 'interval/:from/:to', lazy: list },
  { path: 'add', lazy: add },
  { path: 'add/:equipmentId', lazy: add },
  { path: ':id', lazy: card },
  { path: ':id/:tab', lazy: card },
];
