import type { EquipmentShort, FileVisibilityAnswer, KanbanColumn, Kpi, Reason, Statistic } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { tasksKeys } from './keys.ts';
import { api, send } from './send.ts';

/** `GET load/reasons?status_id=` (2 rework, 6 adoption). */
export const reasonsQuery = (kind: number) =>
  queryOptions({
    queryKey: tasksKeys.reasons(kind),
    queryFn: () => api<{ data: Reason[] }>('/load/reasons', { query: { status_id: kind } }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const kanbanQuery = (boardId: number, search?: string, performer?: number) =>
  queryOptions({
    queryKey: [...tasksKeys.kanban(boardId), search ?? '', performer ?? 0],
    queryFn: () =>
      api<{ columns: KanbanColumn[] }>('/load/kanban', { query: { board_id: boardId, search, performer, limit: 50 } }).then(
        (r) => r.columns,
      ),
  });

export const statisticQuery = (boardId: number | undefined, from: string, to: string) =>
  queryOptions({
    queryKey: tasksKeys.statistic(boardId, from, to),
    queryFn: () => api<Statistic>('/load/statistic', { query: { board_id: boardId, from, to } }),
  });

export const kpiQuery = (id: number) =>
  queryOptions({
    queryKey: tasksKeys.kpi(id),
    queryFn: () => api<Kpi>(`/load/tasks/${id}/kpi`),
  });

/** `GET equipment/:id/short`: the equipment hover card (any signed-in user; the registry's card needs `tech_view`). */
export const equipmentQuery = (id: number) =>
  queryOptions({ queryKey: tasksKeys.equipment(id), queryFn: () => api<EquipmentShort>(`/equipment/${id}/short`) });

/** File group collapse state per user: `{ group, visibility }`, answers its id. */
export const setFileGroupVisibility = (ticketId: number, group: string, visibility: 0 | 1) =>
  send<FileVisibilityAnswer>(`/load/tasks/${ticketId}/files`, 'PATCH', { group, visibility });
