import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { local, STORAGE_KEYS } from '../storage.ts';
import { queryClient } from './query-client.ts';
import { prefetchLoader } from './route-prefetch.ts';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

describe('prefetchLoader', () => {
  afterEach(() => local.remove(STORAGE_KEYS.tokenExpired));

  it('does nothing without a stored session (the guard sends the visitor to /login)', async () => {
    const load = vi.fn();
    expect(prefetchLoader(load)(args('http://x/tickets/board/3'))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the prefetch with the app QueryClient, the params and the search, without waiting for it', async () => {
    local.set(STORAGE_KEYS.tokenExpired, '2099-01-01 00:00:00');
    let seen: { client: QueryClient; params: unknown; search: string } | undefined;
    const started = new Promise<void>((resolve) => {
      const loader = prefetchLoader(async () => (client) => async ({ params, search }) => {
        seen = { client, params, search: search.toString() };
        resolve();
        await new Promise(() => {}); // never settles: the loader must not wait for it
      });
      expect(loader(args('http://x/tickets/board/3?sort=priority', { boardId: '3' }))).toBeNull();
    });
    await started;
    expect(seen?.client).toBe(queryClient);
    expect(seen?.params).toEqual({ boardId: '3' });
    expect(seen?.search).toBe('sort=priority');
  });

  it('swallows a failed prefetch (the page retries and shows the error)', async () => {
    local.set(STORAGE_KEYS.tokenExpired, '2099-01-01 00:00:00');
    const failing = vi.fn(async () => {
      throw new Error('chunk gone');
    });
    expect(prefetchLoader(failing)(args('http://x/applications'))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing).toHaveBeenCalled();
  });
});
