import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { ListPage } from './list-page.tsx';

/** A fake socket: records emits, lets the test deliver channel events. */
const { socket, emit: deliver } = fakeRealtime();

let listCalls = 0;
beforeEach(() => {
  listCalls = 0;
  socket.emit.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/applications?')) {
        listCalls++;
        const name = listCalls === 1 ? 'Первая версия' : 'Обновлённая заявка';
        return json({
          items: [
            {
              id: 5,
              name,
              type: { id: 1, code: 'tmc', label: 'ТМЦ' },
              status: 'active',
              status_name: 'На рассмотрении',
              urgent: 0,
              comment: null,
              repeats: 0,
              liked: 0,
              date_add: '2026-11-23 10:00',
              date_want: null,
              who_add_fio: 'Петров',
              organization_name: null,
              snabs_count: 1,
              sign_process: { current: 0, total: 0 },
            },
          ],
          total: 1,
          next_cursor: null,
        });
      }
      return json(url.startsWith('/api/applications/') || url.startsWith('/api/autocomplete') ? [] : {});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('applications list live updates (spec 1 §7)', () => {
  it('the list page joins the list room and refetches on an application event', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/applications']}>
          <ListPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Первая версия')).toBeTruthy();
    expect(socket.emit).toHaveBeenCalledWith('subscribe', { module: 'applications_list', id: 'all' });
    act(() => deliver('applications', { action: 'properties', id: 5, fields: {}, user_id: 2 }));
    expect(await screen.findByText('Обновлённая заявка', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(listCalls).toBe(2));
  });
});
