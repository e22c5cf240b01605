import { queryOptions } from '@tanstack/react-query';
import type { Performer, UserGroup, Watcher } from '../model/types.ts';
import { tasksKeys } from './keys.ts';
import { api, send } from './send.ts';

export interface PeopleAnswer {
  result: true;
  performers?: Performer[];
  watchers?: Watcher[];
  add_to_board?: boolean;
  not_board_users?: { id: number; fio: string }[];
}

export const addPerformer = (ticketId: number, userId: number) =>
  send<PeopleAnswer>(`/load/tasks/${ticketId}/performers/${userId}`, 'POST');
export const removePerformer = (ticketId: number, userId: number) =>
  send<PeopleAnswer>(`/load/tasks/${ticketId}/performers/${userId}`, 'PATCH', { status: 0 });
export const addWatcher = (ticketId: number, userId: number) => send<PeopleAnswer>(`/load/tasks/${ticketId}/watchers/${userId}`, 'POST');
export const removeWatcher = (ticketId: number, userId: number) =>
  send<PeopleAnswer>(`/load/tasks/${ticketId}/watchers/${userId}`, 'PATCH', { status: 0 });
export const applyGroup = (ticketId: number, groupId: number) => send<PeopleAnswer>(`/load/tasks/${ticketId}/groups/${groupId}`, 'POST');

export const groupsQuery = (type: 'performers' | 'watchers') =>
  queryOptions({
    queryKey: tasksKeys.groups(type),
    queryFn: () => api<{ data: UserGroup[] }>('/load/groups', { query: { type } }).then((r) => r.data),
  });

export const createGroup = (body: { name: string; type: 'performers' | 'watchers'; performers: number[] }) =>
  send<{ group: UserGroup }>('/load/groups', 'POST', body);
export const updateGroup = (id: number, body: { name?: string; performers?: number[] }) =>
  send<{ group: UserGroup }>(`/load/groups/${id}`, 'PATCH', body);
export const deleteGroup = (id: number) => send<{ result: true }>(`/load/groups/${id}`, 'DELETE');
