import type { RouteObject } from 'react-router';

const board = () => import('./components/board-page.tsx');

/** /tickets: redirect, board (table and kanban), ticket card, statistics. */
export const tasksRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await board()).TicketsRedirect }) },
  { path: 'board/:boardId?', lazy: async () => ({ Component: (await board()).BoardPage }) },
  { path: 'statistic/:boardId?', lazy: async () => ({ Component: (await import('./components/statistic-page.tsx')).StatisticPage }) },
  { path: ':id', lazy: async () => ({ Component: (await import('./components/ticket-card-page.tsx')).TicketCardPage }) },
];

/**
 * /equipment: the minimal registry table (`/equipment`) and card (`/equipment/search/:id`);
 * the equipment module will extend them.
 */
export const equipmentRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/equipment-list-page.tsx')).EquipmentListPage }) },
  { path: 'search/:id', lazy: async () => ({ Component: (await import('./components/equipment-page.tsx')).EquipmentPage }) },
];
