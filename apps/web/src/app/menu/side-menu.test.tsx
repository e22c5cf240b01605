import { NEWS_READ_CHANNEL } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../features/session/index.ts';
import { sessionUserFixture } from '../../features/session/session-user.fixture.ts';
import { fakeRealtime } from '../../shared/realtime/realtime.fixture.ts';
import { SideMenu } from './side-menu.tsx';

/** A fake realtime client: the test emits what the server would send on a channel. */
const realtime = fakeRealtime();

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SideMenu /> }], { initialEntries: ['/'] });
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

/** The badge's count (antd titles its number with the count; absent at zero). */
const badgeOfNews = () => screen.getByRole('menuitem', { name: /Новости/ }).querySelector('.menu-news-unread .ant-badge-count');
const newsBadge = (count: number | null) =>
  vi.waitFor(() => expect(badgeOfNews()?.getAttribute('title') ?? null).toBe(count === null ? null : String(count)), { timeout: 3_000 });

describe('SideMenu: the unread news badge (issue 12)', () => {
  let count: number;
  let calls: number;
  beforeEach(() => {
    count = 3;
    calls = 0;
    sessionStore.set({ status: 'authenticated', user: sessionUserFixture({}) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url !== '/api/news/unread-count') return reply(404, {});
        calls++;
        return reply(200, { count });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    realtime.handlers.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('shows the count after sign-in, follows the news list room, refetches on a publication and on a read', async () => {
    mount();
    await newsBadge(3);
    expect(realtime.socket.emit).toHaveBeenCalledWith('subscribe', { module: 'news_list', id: 'all' });
    count = 4;
    await act(async () => realtime.emit('news', { action: 'update', id: 9, user_id: 2 }));
    await newsBadge(4);
    count = 0;
    await act(async () => realtime.emit(NEWS_READ_CHANNEL, { id: 9 }));
    await newsBadge(null);
    expect(calls).toBe(3);
  });
});
