import type { PeopleAnswer, ResultAnswer, UserGroup, UserGroupAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { tasksKeys } from './keys.ts';
import { api, send } from './send.ts';

export type { PeopleAnswer };

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
  send<UserGroupAnswer>('/load/groups', 'POST', body);
export const updateGroup = (id: number, body: { name?: string; performers?: number[] }) =>
  send<UserGroupAnswer>(`/load/groups/${id}`, 'PATCH', body);
export const deleteGroup = (id: number) => send<ResultAnswer>(`/load/groups/${id}`, 'DELETE');
