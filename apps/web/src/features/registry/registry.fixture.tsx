import { partnersRegistry } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../session/index.ts';
import { sessionUserFixture } from '../session/session-user.fixture.ts';
import type { RegistryRow } from './model/row.ts';

/** Test helpers of the registry screens, on the partners registry (not shipped: tests only). */
export const definition = partnersRegistry;

export function partnerRow(patch: Partial<RegistryRow> = {}): RegistryRow {
  return {
    id: 1,
    status: 1,
    version: 1,
    date_add: '2026-01-10 09:30',
    who_add: 2,
    who_add_name: 'Соколова Ирина Викторовна',
    date_edit: null,
    type: 'organization',
    name: 'ООО «ПромСнаб»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: null,
    bank_name: null,
    bik: null,
    account: null,
    corr_account: null,
    address: 'г. Москва, ул. Ленина, д. 1',
    contacts: null,
    phone: '+7 495 123-45-67',
    email: 'info@promsnab.ru',
    rating: 4,
    blacklist: 0,
    blacklist_reason: null,
    tags: [{ tag_id: 3, name: 'Надёжный', color: 'green' }],
    ...patch,
  };
}

export const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The kit's calls (files, links, tags, history) answer empty lists. */
export function kitReply(url: URL): Response | null {
  if (url.pathname.startsWith('/api/history/')) return jsonReply({ items: [], next_cursor: null });
  if (/^\/api\/(files|network_links|widgets)\//.test(url.pathname)) return jsonReply([]);
  return null;
}

/** Signs in a user with the registry's permit (`contractors_view`), or with none. */
export function signIn(permitted = true) {
  sessionStore.set({
    status: 'authenticated',
    user: sessionUserFixture({ id: 10, permits: permitted ? { contractors_view: 1 } : {} }),
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the page at `url` under `path`, with a fresh query client and the current location in `location`. */
export function renderAt(url: string, path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch stub; `calls()` gives the URLs and methods asked so far. */
export function stubFetch(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: unknown, init: RequestInit = {}) => answer(new URL(String(input), 'http://x'), init));
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    calls: () =>
      mock.mock.calls.map(([input, init]) => ({
        url: new URL(String(input), 'http://x'),
        method: (init as RequestInit)?.method ?? 'GET',
        body: (init as RequestInit)?.body,
      })),
  };
}
