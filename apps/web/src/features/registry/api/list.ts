import type { ListTotals, RegistryDefinition } from '@app/contracts';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { RoutePrefetch } from '../../../shared/api/route-prefetch.ts';
import type { KeysetPage } from '../../../shared/api/use-keyset-list.ts';
import { readListQuery } from '../model/list-params.ts';
import type { RegistryRow } from '../model/row.ts';
import { registryKeys } from './keys.ts';
import { type RegistryTarget, targetApi, targetName } from './record.ts';

/** Rows per page of a registry list. */
export const PAGE_SIZE = 50;

/**
 * `GET /<name>`: keyset pages of the list with the URL's filters, search and sort (the
 * contracts' `listQuerySchema` reads the same parameter names on the server).
 */
export const registryListQuery = (target: RegistryTarget, query: Readonly<Record<string, string>>) =>
  infiniteQueryOptions({
    queryKey: registryKeys.list(targetName(target), query),
    queryFn: ({ pageParam, signal }) =>
      api<KeysetPage<RegistryRow>>(targetApi(target), { query: { ...query, cursor: pageParam ?? undefined, limit: PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.next_cursor ? String(last.next_cursor) : undefined),
  });

/**
 * `GET /<name>/totals`: the sums of the filtered list, asked beside the first page (not inside it:
 * a sum reads every filtered row, and the rows show without waiting for it).
 */
export const registryTotalsQuery = (target: RegistryTarget, query: Readonly<Record<string, string>>) =>
  queryOptions({
    queryKey: registryKeys.totals(targetName(target), query),
    queryFn: ({ signal }) => api<ListTotals>(`${targetApi(target)}/totals`, { query: { ...query }, signal }),
  });

/** The list route's prefetch (docs/decisions/012): the query RegistryListPage asks for, from the URL. */
export const prefetchRegistryList =
  (definition: RegistryDefinition) =>
  (client: QueryClient): RoutePrefetch =>
  ({ search }) =>
    client.prefetchInfiniteQuery(registryListQuery(definition, readListQuery(definition, search)));
