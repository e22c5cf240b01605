import type { NotificationsList } from '@app/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { type NoticesFilter, noticesKeys } from './keys.ts';

export const NOTICES_PAGE_SIZE = 50;

/** `GET /notifications`: keyset pages, newest first, filtered by module and read mark. */
export const noticesListQuery = (filter: NoticesFilter) =>
  infiniteQueryOptions({
    queryKey: noticesKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api<NotificationsList>('/notifications', {
        query: {
          module: filter.module ?? undefined,
          is_read: filter.is_read ?? undefined,
          cursor: pageParam ?? undefined,
          limit: NOTICES_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
