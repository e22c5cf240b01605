import { type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A page of a keyset list call (ARCHITECTURE.md "Lists"): its rows, the cursor of the next page, a capped total. */
export interface KeysetPage<Row> {
  items: Row[];
  next_cursor: string | number | null;
  /** Capped by the server: a number, or `"1000+"`. */
  total: number | string;
}

/** The list's filters as the URL holds them: only the keys that have a value. */
export type KeysetFilter<K extends string> = Partial<Record<K, string>>;

/** The search box's URL key: the box of `searchBox` reads and writes it. */
const SEARCH = 'search';

/**
 * A searchable keyset list whose filters live in the URL (ARCHITECTURE.md: a link reproduces
 * the view). `keys` are the query parameters that make up the filter (the search box writes
 * `search`); `queryFor` builds the infinite query of a filter. The box keeps its own text: the
 * search applies on Enter (trimmed), and clearing the box drops it at once. Pages load on
 * demand with `loadMore`.
 */
export function useKeysetList<
  K extends string,
  Page extends KeysetPage<unknown>,
  Data extends InfiniteData<Page, unknown>,
  Key extends QueryKey,
  Cursor,
>(keys: readonly K[], queryFor: (filter: KeysetFilter<K>) => UseInfiniteQueryOptions<Page, Error, Data, Key, Cursor>) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get(SEARCH) ?? '');
  const filter = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v)) as KeysetFilter<K>;
  const query = useInfiniteQuery(queryFor(filter));

  /** Sets (or with no value removes) one URL filter, replacing the history entry. */
  const setFilter = (key: K | typeof SEARCH, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return {
    params,
    filter,
    setFilter,
    /** Props of an antd `Input.Search` bound to the `search` filter. */
    searchBox: {
      value: text,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setText(e.target.value);
        if (!e.target.value) setFilter(SEARCH, undefined);
      },
      onSearch: (value: string) => setFilter(SEARCH, value.trim() || undefined),
    },
    // The pages' rows, typed as one page's rows (TypeScript cannot index the generic `Page` here).
    rows: (query.data?.pages.flatMap((p) => p.items) ?? []) as Page['items'],
    /** The first page's total (`undefined` until it came). */
    total: query.data?.pages[0]?.total,
    loading: query.isLoading,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
