import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { FAVORITES_TTL_MS, readCachedFavorites } from '../api/favorites.ts';
import { MySignersPage } from './my-signers-page.tsx';

captureToasts(vi.fn());

const person = (value: number, label: string, can_sign: 0 | 1 = 1) => ({ value, label, avatar: null, post: null, can_sign });
let list = [person(4, 'Козлов Пётр'), person(7, 'Громов Илья', 0)];
let calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  localStorage.clear();
  list = [person(4, 'Козлов Пётр'), person(7, 'Громов Илья', 0)];
  calls = [];
  sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id: 3, name: 'Петров Иван' }) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, method, body });
      if (url === '/api/v2_signers/favorites' && method === 'PUT')
        list = (body.signers as number[]).map((id) => list.find((p) => p.value === id)!);
      if (url === '/api/v2_signers/favorites/4' && method === 'DELETE') list = list.filter((p) => p.value !== 4);
      return new Response(JSON.stringify(url.startsWith('/api/v2_signers/favorites') ? list : []), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => sessionStore.set({ status: 'unknown', user: null }));

const renderPage = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MySignersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const gets = () => calls.filter((c) => c.url === '/api/v2_signers/favorites' && c.method === 'GET').length;

/** Spec 3 §7: v2_signers/favorites cached 4 hours on the client, the cache cleared on add / delete. */
describe('my signers (/signers)', () => {
  it('lists them in order, marks who lost the right, and answers from the 4-hour cache on the next visit', async () => {
    const first = renderPage();
    expect((await screen.findByRole('link', { name: 'Козлов Пётр' })).getAttribute('href')).toBe('/signers/4');
    expect(screen.getByText('Нет права подписи: в цепочку не попадёт')).toBeTruthy();
    expect(gets()).toBe(1);
    expect(readCachedFavorites(3)?.map((p) => p.value)).toEqual([4, 7]);
    first.unmount();
    renderPage();
    await screen.findByRole('link', { name: 'Громов Илья' });
    expect(gets()).toBe(1);
    // Four hours later the copy is stale.
    expect(readCachedFavorites(3, Date.now() + FAVORITES_TTL_MS + 1)).toBeUndefined();
  });

  it('moving saves the whole order; removing clears the cache', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ниже: Козлов Пётр' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ signers: [7, 4] }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Громов Илья', 'Козлов Пётр']),
    );
    expect(readCachedFavorites(3)).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать: Козлов Пётр' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Козлов Пётр' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v2_signers/favorites/4')).toBe(true);
    expect(readCachedFavorites(3)).toBeUndefined();
  });
});
