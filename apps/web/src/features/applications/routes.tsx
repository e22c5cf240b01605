import type { RouteObject } from 'react-router';
import { prefetchLoader } from '../../shared/api/route-prefetch.ts';

const list = async () => ({ Component: (await import('./components/list-page.tsx')).ListPage });
const add = async () => ({ Component: (await import('./components/add-page.tsx')).AddPage });
const card = async () => ({ Component: (await import('./components/card-page.tsx')).CardPage });
// The list's data starts with its chunk, not after it (docs/decisions/012).
const listLoader = prefetchLoader(async () => (await import('./api/prefetch.ts')).prefetchList);

/** /applications: list (with the interval route parameter), add (optionally for an equipment id), card with tabs. */
export const applicationsRoutes: RouteObject[] = [
  { index: true, loader: listLoader, lazy: list },
  { path: 'interval/:from/:to', loader: listLoader, lazy: list },
  { path: 'add', lazy: add },
  { path: 'add/:equipmentId', lazy: add },
  { path: ':id', lazy: card },
  { path: ':id/:tab', lazy: card },
];
