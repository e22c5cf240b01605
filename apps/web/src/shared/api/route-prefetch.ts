import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { local, STORAGE_KEYS } from '../storage.ts';

/** What a route starts: its page's main query, with the SAME key and fetcher the page uses. */
export type RoutePrefetch = (start: { params: LoaderFunctionArgs['params']; search: URLSearchParams }) => Promise<unknown>;

/**
 * A React Router `loader` that starts a page's main query while the page's chunk loads, so the
 * page finds its data in the TanStack cache (docs/decisions/012). `load` imports the feature's
 * prefetcher lazily (the login route's budget), which gets the app's QueryClient. The loader
 * never waits and never fails: without a stored session it does nothing (the guard sends the
 * visitor to /login), and a failed call is the page's to retry and show.
 */
export function prefetchLoader(load: () => Promise<(client: QueryClient) => RoutePrefetch>) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    if (!local.get(STORAGE_KEYS.tokenExpired)) return null;
    const search = new URL(request.url).searchParams;
    void Promise.all([load(), import('./query-client.ts')])
      .then(([prefetch, { queryClient }]) => prefetch(queryClient)({ params, search }))
      .catch(() => undefined);
    return null;
  };
}
