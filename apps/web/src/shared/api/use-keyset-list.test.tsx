import { infiniteQueryOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type KeysetFilter, type KeysetPage, useKeysetList } from './use-keyset-list.ts';

/** The keyset list of the users and equipment tables (ARCHITECTURE.md "Lists": keyset pages, filters in the URL). */

type Key = 'search' | 'status';
interface Row {
  id: number;
}
/** A page as the equipment call answers it (string cursors). */
interface RowsPage extends KeysetPage<Row> {
  next_cursor: string | null;
}

/** A server of two pages: ids 1-2 with the cursor 'p2', then id 3; the total comes with every page. */
function server() {
  return vi.fn(
    async (_filter: KeysetFilter<Key>, cursor: string | null): Promise<RowsPage> =>
      cursor === 'p2'
        ? { items: [{ id: 3 }], next_cursor: null, total: 3 }
        : { items: [{ id: 1 }, { id: 2 }], next_cursor: 'p2', total: 3 },
  );
}

function mount(url: string, fetchPage = server()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      list: useKeysetList(['search', 'status'] as const, (filter) =>
        infiniteQueryOptions({
          queryKey: ['rows', filter],
          queryFn: ({ pageParam }) => fetchPage(filter, pageParam),
          initialPageParam: null as string | null,
          getNextPageParam: (last) => last.next_cursor ?? undefined,
        }),
      ),
      search: useLocation().search,
      navigation: useNavigationType(),
    }),
    { wrapper },
  );
  return { ...hook, fetchPage };
}

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useKeysetList', () => {
  it('reads its filter from the URL, joins the pages loaded on demand and keeps the first page’s total', async () => {
    const { result, fetchPage } = mount('/rows?status=1&other=x&search=');
    expect(result.current.list.filter).toEqual({ status: '1' });
    expect(result.current.list.total).toBeUndefined();
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 1 }, { id: 2 }]));
    expect(fetchPage).toHaveBeenLastCalledWith({ status: '1' }, null);
    expect(result.current.list.total).toBe(3);
    expect(result.current.list.hasMore).toBe(true);

    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]));
    expect(fetchPage).toHaveBeenLastCalledWith({ status: '1' }, 'p2');
    expect(result.current.list.hasMore).toBe(false);
    expect(result.current.list.loadingMore).toBe(false);
  });

  it('the search box applies its trimmed text on Enter, in place of the current entry; clearing it drops the search at once', async () => {
    const { result, fetchPage } = mount('/rows?search=old&status=1');
    expect(result.current.list.searchBox.value).toBe('old');
    await waitFor(() => expect(result.current.list.rows).toHaveLength(2));

    act(() => result.current.list.searchBox.onChange(typed('  new ')));
    expect(result.current.list.searchBox.value).toBe('  new ');
    expect(result.current.search).toBe('?search=old&status=1');

    act(() => result.current.list.searchBox.onSearch('  new '));
    expect(result.current.search).toBe('?search=new&status=1');
    expect(result.current.navigation).toBe('REPLACE');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ search: 'new', status: '1' }, null));

    act(() => result.current.list.searchBox.onChange(typed('')));
    expect(result.current.search).toBe('?status=1');
    expect(result.current.list.filter).toEqual({ status: '1' });

    act(() => result.current.list.searchBox.onSearch('   '));
    expect(result.current.search).toBe('?status=1');
  });

  it('setFilter sets or removes one key and keeps the others', () => {
    const { result } = mount('/rows?search=a');
    act(() => result.current.list.setFilter('status', '0'));
    expect(result.current.search).toBe('?search=a&status=0');
    act(() => result.current.list.setFilter('search', undefined));
    expect(result.current.search).toBe('?status=0');
    expect(result.current.list.params.get('status')).toBe('0');
  });
});
