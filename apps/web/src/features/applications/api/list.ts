import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { ApplicationListPage } from '../model/types.ts';
import { applicationsKeys } from './keys.ts';

export type ListQuery = Record<string, string | number | undefined>;

export const fetchApplications = (query: ListQuery, cursor?: string) =>
  api<ApplicationListPage>('/applications', { query: { ...query, cursor, limit: 50 } });

/** `GET applications`: keyset pages ("load more"); the list route prefetches the same query. */
export const applicationsListQuery = (query: ListQuery) =>
  infiniteQueryOptions({
    queryKey: applicationsKeys.list(query),
    queryFn: ({ pageParam }) => fetchApplications(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const useApplicationsList = (query: ListQuery) => useInfiniteQuery(applicationsListQuery(query));
