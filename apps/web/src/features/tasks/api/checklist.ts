import type { IdAnswer, ResultAnswer } from '@app/contracts';
import { send } from './send.ts';

const base = (ticketId: number) => `/load/tasks/${ticketId}`;

export const addGroup = (ticketId: number, name: string, position: number) =>
  send<IdAnswer>(`${base(ticketId)}/checklist_group`, 'POST', { name, position, status: 1 });

export const patchGroup = (ticketId: number, groupId: number, body: { name?: string; status?: 0; visibility?: 0 | 1 }) =>
  send<ResultAnswer>(`${base(ticketId)}/checklist_group/${groupId}`, 'PATCH', body);

/** `model_method=sort` with `checklist_group[i][id]`, `[position]`. */
export const sortGroups = (ticketId: number, order: number[]) =>
  send<ResultAnswer>(`${base(ticketId)}/checklist_group`, 'POST', {
    model_method: 'sort',
    checklist_group: order.map((id, position) => ({ id, position })),
  });

export const addItem = (ticketId: number, groupId: number, name: string, position: number) =>
  send<IdAnswer>(`${base(ticketId)}/checklist`, 'POST', { name, group_id: groupId, position, status: 0 });

export const patchItem = (ticketId: number, itemId: number, body: { status?: 0 | 1; name?: string; deleted?: 1 }) =>
  send<ResultAnswer>(`${base(ticketId)}/checklist/${itemId}`, 'PATCH', body);
