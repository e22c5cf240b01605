import type { TicketFilters } from '../model/url-filters.ts';

/** TanStack Query keys of the task module: realtime events invalidate by prefix. */
export const tasksKeys = {
  all: ['tasks'] as const,
  boards: ['tasks', 'boards'] as const,
  allowedBoards: ['tasks', 'boards', 'allowed'] as const,
  columns: (boardId: number) => ['tasks', 'boards', boardId, 'columns'] as const,
  lists: ['tasks', 'list'] as const,
  list: (boardId: number | undefined, filters: TicketFilters) => ['tasks', 'list', boardId ?? 0, filters] as const,
  subtasks: (parentId: number, statuses: number[]) => ['tasks', 'list', 'sub', parentId, statuses] as const,
  kanban: (boardId: number) => ['tasks', 'list', 'kanban', boardId] as const,
  cards: ['tasks', 'card'] as const,
  card: (id: number) => ['tasks', 'card', id] as const,
  reasons: (kind: number) => ['tasks', 'reasons', kind] as const,
  groups: (type: string) => ['tasks', 'groups', type] as const,
  favourites: ['tasks', 'favourites'] as const,
  kpi: (id: number) => ['tasks', 'kpi', id] as const,
  statistic: (boardId: number | undefined, from: string, to: string) => ['tasks', 'statistic', boardId ?? 0, from, to] as const,
  equipment: (id: number) => ['tasks', 'equipment', id] as const,
  mileage: (boardId: number) => ['tasks', 'mileage', boardId] as const,
};
