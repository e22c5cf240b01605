import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { local } from '../../../shared/storage.ts';
import { writeLastBoard } from '../model/last-board.ts';
import { readFilters } from '../model/url-filters.ts';
import { tasksKeys } from './keys.ts';
import { prefetchBoard } from './prefetch.ts';

const keysOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([options]) => (options as { queryKey: unknown }).queryKey);

function client() {
  const c = new QueryClient();
  const query = vi.spyOn(c, 'prefetchQuery').mockResolvedValue(undefined);
  const infinite = vi.spyOn(c, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
  return { c, query, infinite };
}

describe('prefetchBoard', () => {
  afterEach(() => local.remove('tasks-last-board'));

  it("asks for the boards and the board's list with the keys the page uses", async () => {
    const { c, query, infinite } = client();
    const search = new URLSearchParams('sort=priority&status=1,2');
    await prefetchBoard(c)({ params: { boardId: '7' }, search });
    expect(keysOf(query)).toEqual([tasksKeys.boards]);
    expect(keysOf(infinite)).toEqual([tasksKeys.list(7, readFilters(search))]);
  });

  it('without an id: the last used board with the default filters (where TicketsRedirect goes)', async () => {
    writeLastBoard(4);
    const { c, infinite } = client();
    await prefetchBoard(c)({ params: {}, search: new URLSearchParams('sort=priority') });
    expect(keysOf(infinite)).toEqual([tasksKeys.list(4, readFilters(new URLSearchParams()))]);
  });

  it('no list without a known board, nor for the kanban view', async () => {
    const { c, query, infinite } = client();
    await prefetchBoard(c)({ params: {}, search: new URLSearchParams() });
    await prefetchBoard(c)({ params: { boardId: '7' }, search: new URLSearchParams('view=kanban') });
    expect(query).toHaveBeenCalledTimes(2);
    expect(infinite).not.toHaveBeenCalled();
  });
});
