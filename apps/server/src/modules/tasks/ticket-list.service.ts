import { COMPLETED_STATUSES, PARENT_CANDIDATE_STATUSES, TICKET_STATUS } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import { loadTicket, loadUsableBoard, type TasksDeps } from './access.service.ts';
import { likedTickets, tagsOfTickets } from './collab.ts';
import { isProjectManager, isSuperAdmin } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import * as list from './ticket-list.repository.ts';
import { performerToWire, priorityOf, statusOf, wire } from './tickets.service.ts';

/** Past its deadline and not completed (the list's `expired` flag). */
const expiredAt = (end: Date | null, status: number, now: Date) =>
  end !== null && end.getTime() < now.getTime() && !COMPLETED_STATUSES.includes(status);

/** The tickets list (`GET tickets`): a keyset page by filters and sort, as the wire answers it. */

export interface TicketListQuery {
  board_id?: number;
  status?: number[];
  without_statuses?: number[];
  global?: number;
  search?: string;
  current_ticket_id?: number;
  parent_id?: number;
  performer?: number;
  priority?: number;
  tag?: number[];
  sort: list.TicketSort;
  order?: 'asc' | 'desc';
  cursor?: string;
  limit: number;
}

function cursorKey(cursor: string, sort: string): list.TicketKey {
  const key = decodeCursor(cursor);
  if (!key || key.s !== sort || typeof key.i !== 'number' || !Number.isInteger(key.i))
    throw new ValidationFailed({ cursor: ['field.invalid'] });
  const v = key.v;
  if (v !== null && typeof v !== 'string' && typeof v !== 'number') throw new ValidationFailed({ cursor: ['field.invalid'] });
  return { v: v ?? null, id: key.i };
}

/**
 * `GET load/tasks`: a keyset page in `data.data`, `next_cursor`, and the capped total.
 * Performers, tags and favourites of the page are loaded in one query each.
 */
export async function listTickets(deps: TasksDeps, user: SessionUser, query: TicketListQuery, lang: Lang) {
  const { db } = deps;
  const filter: list.TicketListFilter = {
    statuses: query.status,
    withoutStatuses: query.without_statuses,
    search: query.search?.trim() || undefined,
    performerId: query.performer,
    priority: query.priority,
    tagIds: query.tag,
  };
  const companyWide = isSuperAdmin(user) || isProjectManager(user);
  let visibleTo: number | undefined = companyWide ? undefined : user.id;
  if (query.current_ticket_id !== undefined) {
    // Parent search: open tickets of the same board, the ticket itself excluded.
    const current = await loadTicket(db, user, query.current_ticket_id);
    filter.boardId = current.row.board_id;
    filter.statuses = [...PARENT_CANDIDATE_STATUSES];
    filter.excludeId = current.row.id;
  } else if (query.parent_id !== undefined) {
    await loadTicket(db, user, query.parent_id);
    filter.parentId = query.parent_id;
  } else if (query.board_id !== undefined && query.global !== 1) {
    // On a board the user may not use, the list shows the tickets they take part in.
    const board = await loadUsableBoard(db, user, query.board_id).catch((e) => {
      if (e instanceof NotFound) return null;
      throw e;
    });
    filter.boardId = query.board_id;
    filter.topLevel = !filter.search;
    if (board) visibleTo = undefined;
  }
  filter.visibleTo = visibleTo;
  if (!filter.statuses?.length && !filter.withoutStatuses?.length) filter.withoutStatuses = [TICKET_STATUS.deleted];

  const desc = (query.order ?? (query.sort === 'end' && query.parent_id === undefined ? 'desc' : 'asc')) === 'desc';
  const after = query.cursor ? cursorKey(query.cursor, query.sort) : null;
  const rows = await list.findTicketPage(db, filter, query.sort, desc, after, query.limit + 1);
  const counted = await list.findTicketCountUpTo(db, filter, TOTAL_CAP + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next_cursor = rows.length > query.limit && last ? encodeCursor({ s: query.sort, v: last.sort_value, i: last.id }) : null;
  const data = await ticketsToWire(deps, user, page, lang);
  return { data: { data, next_cursor, total: cappedTotal(counted) } };
}

/** List rows with performers, tags and favourites: three queries for the whole page. */
export async function ticketsToWire(deps: TasksDeps, user: SessionUser, page: list.TicketListRow[], lang: Lang) {
  const ids = page.map((r) => r.id);
  const performers = await repo.findPerformersOfTickets(deps.db, ids);
  const tags = await tagsOfTickets(deps.db, ids);
  const liked = await likedTickets(deps.db, user.id, ids);
  const now = new Date();
  return page.map((r) => ({
    id: r.id,
    name: r.name,
    status: statusOf(r.status, lang),
    priority: priorityOf(r.priority, lang),
    board_id: r.board_id,
    board_name: r.board_name,
    parent_id: r.parent_id,
    initiator: { id: r.initiator_id, username: r.initiator_fio, userimage: r.initiator_avatar },
    performers: performers.filter((p) => p.ticket_id === r.id).map(performerToWire),
    tags: tags.filter((t) => t.object_id === r.id).map(({ id, name, color }) => ({ id, name, color })),
    start: wire(r.start),
    end: wire(r.end),
    time_add: wire(r.date_add),
    expired: expiredAt(r.end, r.status, now),
    subtasks: r.subtasks ? 1 : 0,
    liked: liked.has(r.id) ? 1 : 0,
  }));
}
