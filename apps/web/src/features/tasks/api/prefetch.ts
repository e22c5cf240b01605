import type { QueryClient } from '@tanstack/react-query';
import type { RoutePrefetch } from '../../../shared/api/route-prefetch.ts';
import { readLastBoard } from '../model/last-board.ts';
import { readFilters } from '../model/url-filters.ts';
import { boardsQuery } from './boards.ts';
import { ticketsInfiniteQuery } from './tickets.ts';

/**
 * `/tickets` and `/tickets/board/:boardId?`: the boards and the board's first list page, the
 * queries BoardPage and TicketsTable run. Without an id the page goes to the last used board
 * (TicketsRedirect, without the URL's filters), so that board's list is fetched.
 */
export const prefetchBoard =
  (client: QueryClient): RoutePrefetch =>
  ({ params, search }) => {
    const id = Number(params.boardId);
    const boardId = Number.isInteger(id) && id > 0 ? id : readLastBoard();
    const filters = readFilters(params.boardId ? search : new URLSearchParams());
    return Promise.all([
      client.prefetchQuery(boardsQuery()),
      boardId && filters.view === 'table' ? client.prefetchInfiniteQuery(ticketsInfiniteQuery(boardId, filters)) : undefined,
    ]);
  };
