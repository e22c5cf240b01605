import type { QueryClient } from '@tanstack/react-query';
import type { RoutePrefetch } from '../../../shared/api/route-prefetch.ts';
import { listQuery, readFilters } from '../model/url-filters.ts';
import { applicationsListQuery } from './list.ts';

/**
 * `/applications` and `/applications/interval/:from/:to`: the first list page ListPage asks for
 * (an `?interval=` address moves to the interval route first, so it is left alone).
 */
export const prefetchList =
  (client: QueryClient): RoutePrefetch =>
  async ({ params, search }) => {
    if (search.has('interval')) return;
    await client.prefetchInfiniteQuery(applicationsListQuery(listQuery(readFilters(search), params.from, params.to)));
  };
