import type { WarehouseAct } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { sessionStore } from '../../session/index.ts';
import { ActCardPage } from './act-card-page.tsx';

const toast = vi.fn();
captureToasts(toast);
const realtime = fakeRealtime();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TRANSFER: WarehouseAct = {
  id: 84,
  number: 'ПМ-000084',
  date: '2026-11-26',
  kind: 'transfer',
  state: 'on_the_way',
  storage_id: 11,
  storage_name: 'Стеллаж 3',
  target_storage_id: 22,
  target_storage_name: 'Стеллаж 2',
  recipient_id: null,
  recipient_name: null,
  project_id: null,
  project_name: null,
  application_id: null,
  comment: null,
  lines_count: 1,
  total: 32846,
  who_add: 13,
  who_add_name: 'Новиков Николай Сергеевич',
  date_add: '2026-11-26 09:00',
  lines: [
    {
      id: 1,
      nomenclature_id: 5,
      nomenclature_name: 'Фильтр масляный',
      article: 'FM-W',
      unit_name: 'шт',
      batch: 'П-1',
      serial: '',
      quantity: 4,
      cost: 8211.5,
      position_id: null,
      holding_id: null,
      size: null,
      wear_months: null,
      return_date: null,
    },
  ],
  signatures: [],
  received_by_name: null,
  received_at: null,
};

let act: WarehouseAct;
let posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  act = { ...TRANSFER };
  posts = [];
  toast.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        act = { ...act, state: 'received', received_by_name: 'Кладовщик', received_at: '2026-11-27 10:00' };
        return json(act);
      }
      if (url === '/api/warehouse/acts/84') return json(act);
      if (url === '/api/warehouse/storages/22') return json({ id: 22, responsible_id: 40, deputy_id: null });
      if (url === '/api/warehouse/storages/11') return json({ id: 11, responsible_id: 13, deputy_id: null });
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'anonymous', user: null });
});

function open(user: { id: number; permits: Record<string, number> }) {
  sessionStore.set({ status: 'authenticated', user: { type: 2, name: 'Тест', ...user } as never });
  const router = createMemoryRouter([{ path: '/warehouse/acts/:id', element: <ActCardPage /> }], {
    initialEntries: ['/warehouse/acts/84'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A transfer on the way (issue 16): the receiving storage's people confirm it, after a confirmation. */
describe('act card', () => {
  it('offers Receive to the target storage’s responsible, asks first, then shows the received state', async () => {
    open({ id: 40, permits: { warehouse_view: 1 } });
    expect(await screen.findByText('Перемещение ПМ-000084')).toBeTruthy();
    expect(screen.getByText('В пути')).toBeTruthy();
    const receive = await screen.findByRole('button', { name: /Принять/ });
    // Not the sender nor the source's people: no Cancel.
    expect(screen.queryByRole('button', { name: /Отменить перемещение/ })).toBeNull();
    fireEvent.click(receive);
    const dialog = (await screen.findByText('Принять перемещение на склад «Стеллаж 2»?')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /Принять/ }));
    await waitFor(() => expect(posts).toEqual([{ url: '/api/warehouse/acts/84/receive', body: {} }]));
    expect(await screen.findByText('Получено')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(0, 'Перемещение принято');
  });

  it('offers Cancel (not Receive) to the sender; a realtime event of the act refreshes it', async () => {
    open({ id: 13, permits: { warehouse_view: 1 } });
    expect(await screen.findByRole('button', { name: /Отменить перемещение/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Принять$/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Печать PDF/ }).getAttribute('href')).toBe('/api/warehouse/acts/84/pdf');
    act = { ...act, state: 'cancelled' };
    realtime.emit('warehouse', { action: 'act', storage_ids: [11], act_id: 84 });
    expect(await screen.findByText('Отменён')).toBeTruthy();
  });
});
