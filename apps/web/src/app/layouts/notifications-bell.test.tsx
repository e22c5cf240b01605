import { CHANNELS } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../shared/realtime/realtime.fixture.ts';
import { NotificationsBell } from './notifications-bell.tsx';

/** A fake realtime client: the test emits what the server would send on a channel. */
const realtime = fakeRealtime();

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const newNotification = (id: number) => ({
  action: 'new_notification',
  notification: { id, title: `Новая задача №${id}`, link: `/tickets/${id}`, date_add: '2025-03-01 10:00' },
});

function Where() {
  return <p>{`Открыт адрес ${useLocation().pathname}`}</p>;
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationsBell /> },
      { path: '*', Component: Where },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { router, view };
}

/** The bell is a button named "Уведомления: N"; the badge shows N (99+ above 99). */
const bell = (count: number | string) => screen.findByRole('button', { name: `Уведомления: ${count}` });
const badgeText = () => document.querySelector('.ant-scroll-number')?.textContent ?? null;
/** The digits settle once their scroll animation ends (antd falls back to a 1 s timer). */
const badge = (text: string | null) => vi.waitFor(() => expect(badgeText()).toBe(text), { timeout: 3_000 });

async function emit(channel: string, payload: unknown) {
  await act(async () => {
    realtime.emit(channel, payload);
  });
}

describe('NotificationsBell: the counter fed by the notifications channel (spec 1 §7)', () => {
  let count: number | string;
  beforeEach(() => {
    count = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/notifications/count' ? reply(200, { count }) : reply(404, {}))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    realtime.handlers.clear();
  });

  it('shows the unread count from the server', async () => {
    mount();
    expect(await bell(2)).toBeTruthy();
    await badge('2');
  });

  it('new_notification increments the counter, once per event', async () => {
    mount();
    await bell(2);
    await emit(CHANNELS.notifications, newNotification(10));
    expect(await bell(3)).toBeTruthy();
    await emit(CHANNELS.notifications, newNotification(11));
    expect(await bell(4)).toBeTruthy();
    await badge('4');
  });

  it('starts from zero: no badge, then 1 after an event', async () => {
    count = 0;
    mount();
    expect(await bell(0)).toBeTruthy();
    await badge(null);
    await emit(CHANNELS.notifications, newNotification(1));
    expect(await bell(1)).toBeTruthy();
    await badge('1');
  });

  it('other events on the channel leave the counter alone', async () => {
    mount();
    await bell(2);
    await emit(CHANNELS.notifications, { action: 'read', id: 3 });
    await emit(CHANNELS.notifications, null);
    expect(await bell(2)).toBeTruthy();
  });

  it('a capped server count ("1000+") shows 99+ and still counts up', async () => {
    count = '1000+';
    mount();
    expect(await bell('99+')).toBeTruthy();
    await badge('99+');
    await emit(CHANNELS.notifications, newNotification(1001));
    expect(await bell('99+')).toBeTruthy();
    await badge('99+');
  });

  it('opens the notices', async () => {
    const { router } = mount();
    await userEvent.setup().click(await bell(2));
    expect(await screen.findByText('Открыт адрес /notices')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notices');
  });

  it('stops listening when the header goes away', async () => {
    const { view } = mount();
    await bell(2);
    view.unmount();
    expect(realtime.handlers.get(CHANNELS.notifications)?.size ?? 0).toBe(0);
  });
});
