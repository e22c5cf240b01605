import type { CreateTicketAnswer, TicketPage, TicketRow } from '@app/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TicketFilters } from '../model/url-filters.ts';
import { tasksKeys } from './keys.ts';
import { api, send } from './send.ts';

export const PAGE_SIZE = 100;

function listQuery(boardId: number | undefined, f: TicketFilters, cursor: string | null) {
  const q: Record<string, string | number | undefined> = {
    board_id: boardId,
    performer: f.performer,
    priority: f.priority,
    search: f.search,
    sort: f.sort,
    order: f.order,
    limit: PAGE_SIZE,
    cursor: cursor ?? undefined,
  };
  f.status.forEach((s, i) => {
    q[`status[${i}]`] = s;
  });
  if (f.tag) q['tag[0]'] = f.tag;
  return q;
}

/** `GET load/tasks`: keyset pages of the board's top-level tickets (list in data.data). */
export const ticketsInfiniteQuery = (boardId: number | undefined, filters: TicketFilters) =>
  infiniteQueryOptions({
    queryKey: tasksKeys.list(boardId, filters),
    queryFn: ({ pageParam }) => api<TicketPage>('/load/tasks', { query: listQuery(boardId, filters, pageParam) }).then((r) => r.data),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** Subtasks of a ticket: `parent_id` (+ `without_statuses`), default sort end ascending (spec 2 §2). */
export const subtasksQuery = (parentId: number, statuses: number[] = []) =>
  queryOptions({
    queryKey: tasksKeys.subtasks(parentId, statuses),
    queryFn: () => {
      const query: Record<string, string | number> = { parent_id: parentId, sort: 'end', order: 'asc', limit: 200 };
      statuses.forEach((s, i) => {
        query[`status[${i}]`] = s;
      });
      return api<TicketPage>('/load/tasks', { query }).then((r) => r.data.data);
    },
  });

/** Parent search: open tickets of the same board (`current_ticket_id`). */
export const searchParents = (ticketId: number, search: string) =>
  api<TicketPage>('/load/tasks', { query: { current_ticket_id: ticketId, search, limit: 20 } }).then((r) => r.data.data);

/** `GET documents/contracts?model_method=autocomplete&term=`: contracts to link a ticket to (spec 2 §7). */
export const searchContracts = (term: string) =>
  api<{ value: number; label: string }[]>('/documents/contracts', { query: { model_method: 'autocomplete', term } });

/** `GET documents?model_method=autocomplete&term=`: documents to link a ticket to (the documents registry's look-up). */
export const searchDocuments = (term: string) =>
  api<{ value: number; label: string }[]>('/documents', { query: { model_method: 'autocomplete', term } });

export interface CreateTicketInput {
  name: string;
  board_id?: number;
  parent_id?: number;
  priority?: number;
  end?: string;
  start?: string;
  initiator?: number;
  performers?: number[];
}

export type { CreateTicketAnswer };

/** `POST load/tasks`: answers `ticket.id` and the performers outside the board. */
export const createTicket = (input: CreateTicketInput) =>
  send<CreateTicketAnswer>('/load/tasks', 'POST', { ...input, performers: input.performers ?? [] });

export type { TicketRow };
