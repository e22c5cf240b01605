import type { TrashList } from '@app/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { trashKeys } from './keys.ts';

/** Rows per page of the trash. */
export const TRASH_PAGE_SIZE = 50;

/** `GET /trash`: keyset pages of deleted records, newest first, optionally of one module. */
export const trashListQuery = (module: string | null) =>
  infiniteQueryOptions({
    queryKey: trashKeys.list(module),
    queryFn: ({ pageParam, signal }) =>
      api<TrashList>('/trash', { query: { module: module ?? undefined, cursor: pageParam ?? undefined, limit: TRASH_PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
