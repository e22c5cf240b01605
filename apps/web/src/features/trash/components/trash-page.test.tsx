import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { TrashPage } from './trash-page.tsx';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MODULES = [
  { module: 'partners', ru: 'Контрагенты', en: 'Partners', purge: true },
  { module: 'applications', ru: 'Заявки', en: 'Applications', purge: false },
];
const PARTNER = {
  module: 'partners',
  id: 7,
  title: 'ООО «ПромСнаб»',
  who_delete: 1,
  who_delete_name: 'Администратор Системы',
  date_delete: '2026-03-05 09:30',
  link: '/partners/7',
};
const PACK = { ...PARTNER, module: 'applications', id: 12, title: 'Заявка на фильтры', link: '/applications/12' };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(url = '/trash') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/trash" element={<TrashPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** `/trash` (spec 1 §2, issue 11): deleted records with who and when, section filter in the URL, restore, purge with trash_purge. */
describe('trash page', () => {
  let items: (typeof PARTNER)[];
  const fetch = vi.fn();
  const calls = () => fetch.mock.calls.map(([input, init]) => ({ url: new URL(String(input), 'http://x'), method: init?.method ?? 'GET' }));

  const signIn = (permits: Record<string, number>) =>
    sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id: 10, permits: { trash_view: 1, ...permits } }) });

  beforeEach(() => {
    items = [PARTNER, PACK];
    fetch.mockReset();
    fetch.mockImplementation(async (input: unknown, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/trash' && (init.method ?? 'GET') === 'GET') {
        const module = url.searchParams.get('module');
        return reply({ items: items.filter((i) => !module || i.module === module), next_cursor: null, modules: MODULES });
      }
      const match = url.pathname.match(/^\/api\/trash\/(\w+)\/(\d+)(\/restore)?$/);
      if (match) {
        items = items.filter((i) => !(i.module === match[1] && i.id === Number(match[2])));
        return reply({ result: true, module: match[1], id: Number(match[2]) });
      }
      return reply([]);
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists section, record link, who and when (dd.MM.yyyy HH:mm)', async () => {
    signIn({});
    renderPage();
    const link = await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    expect(link.getAttribute('href')).toBe('/partners/7');
    const row = link.closest('tr')!;
    expect(within(row).getAllByText('Контрагенты').length).toBeGreaterThan(0);
    expect(within(row).getByText('Администратор Системы')).toBeTruthy();
    expect(within(row).getAllByText(/05\.03\.2026 \d\d:30/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Заявка на фильтры' }).getAttribute('href')).toBe('/applications/12');
    // No trash_purge: no purge button.
    expect(screen.queryByRole('button', { name: /Удалить навсегда/ })).toBeNull();
  });

  it('keeps the section filter in the URL and asks the server for it', async () => {
    signIn({});
    renderPage('/trash?module=applications');
    await screen.findByRole('link', { name: 'Заявка на фильтры' });
    expect(screen.queryByRole('link', { name: 'ООО «ПромСнаб»' })).toBeNull();
    expect(calls()[0].url.searchParams.get('module')).toBe('applications');
    expect(screen.getByTestId('location').textContent).toBe('/trash?module=applications');
  });

  it('restores a record: the restore call, then it leaves the list', async () => {
    signIn({});
    renderPage();
    const link = await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    fireEvent.click(within(link.closest('tr')!).getByRole('button', { name: /Восстановить/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ООО «ПромСнаб»' })).toBeNull());
    expect(calls().some((c) => c.method === 'POST' && c.url.pathname === '/api/trash/partners/7/restore')).toBe(true);
  });

  it('purges with trash_purge after a confirmation, only where the section allows it', async () => {
    signIn({ trash_purge: 1 });
    renderPage();
    const link = await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    const packRow = screen.getByRole('link', { name: 'Заявка на фильтры' }).closest('tr')!;
    expect(within(packRow).queryByRole('button', { name: /Удалить навсегда/ })).toBeNull();
    fireEvent.click(within(link.closest('tr')!).getByRole('button', { name: /Удалить навсегда/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Удалить «ООО «ПромСнаб»» навсегда?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /Удалить навсегда/ }));
    await waitFor(() => expect(calls().some((c) => c.method === 'DELETE' && c.url.pathname === '/api/trash/partners/7')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ООО «ПромСнаб»' })).toBeNull());
  });

  it('shows "Корзина пуста" when nothing is deleted', async () => {
    signIn({});
    items = [];
    renderPage();
    expect(await screen.findByText('Корзина пуста')).toBeTruthy();
  });
});
