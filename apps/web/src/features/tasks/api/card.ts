import type { DocumentAnswerChoice, TicketCard, TicketPatchAnswer, WorkAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { tasksKeys } from './keys.ts';
import type { FormValue } from './send.ts';
import { api, send } from './send.ts';

/** `GET load/tasks/:id` with the statuses, priorities and board users. */
export const cardQuery = (id: number) =>
  queryOptions({
    queryKey: tasksKeys.card(id),
    queryFn: () => api<TicketCard>(`/load/tasks/${id}`, { query: { statuses: 1, priority: 1, users: 1, order: 'asc' } }),
  });

export interface TicketPatch {
  name?: string;
  description?: string | null;
  status?: number;
  reason_id?: number;
  priority?: number;
  parent_id?: number | null;
  initiator?: number;
  start?: string | null;
  end?: string | null;
  contract_id?: number | null;
  document_id?: number | null;
  board_id?: number;
  tickets?: number[];
  [column: `col_${number}`]: FormValue;
}

export const patchTicket = (id: number, patch: TicketPatch) =>
  send<TicketPatchAnswer>(`/load/tasks/${id}`, 'PATCH', patch as Record<string, FormValue>);

export type WorkAction = 'work_start' | 'work_end' | 'finished';

export type { WorkAnswer };

/**
 * Play / pause / done; `suspend_work_id` stops the user's other work in the same call;
 * `document_status` answers the linked document when finishing (spec 2 "Linked documents").
 */
export const changeWork = (
  ticketId: number,
  performerId: number,
  action: WorkAction,
  suspendWorkId?: number,
  documentStatus?: DocumentAnswerChoice,
) =>
  send<WorkAnswer>(`/load/tasks/${ticketId}/performers/${performerId}/works`, 'POST', {
    [action]: 1,
    suspend_work_id: suspendWorkId,
    document_status: documentStatus,
  });
