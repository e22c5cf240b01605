import type { RouteObject } from 'react-router';
import { prefetchLoader } from '../../shared/api/route-prefetch.ts';

const board = () => import('./components/board-page.tsx');
// The board's data starts with its chunk, not after it (docs/decisions/012).
const loader = prefetchLoader(async () => (await import('./api/prefetch.ts')).prefetchBoard);

/** /tickets: redirect, board (table and kanban), ticket card, statistics. */
export const tasksRoutes: RouteObject[] = [
  { index: true, loader, lazy: async () => ({ Component: (await board()).TicketsRedirect }) },
  { path: 'board/:boardId?', loader, lazy: async () => ({ Component: (await board()).BoardPage }) },
  { path: 'statistic/:boardId?', lazy: async () => ({ Component: (await import('./components/statistic-page.tsx')).StatisticPage }) },
  { path: ':id', lazy: async () => ({ Component: (await import('./components/ticket-card-page.tsx')).TicketCardPage }) },
];
