import { CHANNELS } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { NoticesPage } from './notices-page.tsx';

/** A fake realtime client: the test emits what the server would send on a channel. */
const realtime = fakeRealtime();

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Row {
  id: number;
  title: string;
  link: string | null;
  module: string | null;
  object_id: number | null;
  is_read: number;
  date_add: string;
}
const TICKET: Row = {
  id: 3,
  title: 'Напоминание: Починить принтер',
  link: '/tickets/7',
  module: 'tickets',
  object_id: 7,
  is_read: 0,
  date_add: '2026-03-05 09:30',
};
const PACK: Row = {
  id: 2,
  title: 'Заявка №12 ждёт',
  link: '/applications/12',
  module: 'applications',
  object_id: 12,
  is_read: 1,
  date_add: '2026-03-04 08:15',
};
const SETTINGS = [
  { event: 'chat_mention', module: 'chat', channel: 'in_app' },
  { event: 'ticket_reminder', module: 'tickets', channel: 'in_app' },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(url = '/notices') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/notices" element={<NoticesPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** `/notices` (spec 1 §2, §7; issue 12): list with filters in the URL, open marks read, live rows, settings. */
describe('notices page', () => {
  let rows: Row[];
  let settings: typeof SETTINGS;
  const fetch = vi.fn();
  const calls = () =>
    fetch.mock.calls.map(([input, init]) => ({ url: new URL(String(input), 'http://x'), method: init?.method ?? 'GET', body: init?.body }));

  beforeEach(() => {
    rows = [TICKET, PACK];
    settings = SETTINGS.map((s) => ({ ...s }));
    fetch.mockReset();
    fetch.mockImplementation(async (input: unknown, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      const method = init.method ?? 'GET';
      if (url.pathname === '/api/notifications' && method === 'GET') {
        const module = url.searchParams.get('module');
        const read = url.searchParams.get('is_read');
        const items = rows.filter((r) => (!module || r.module === module) && (read === null || String(r.is_read) === read));
        return reply({ items, next_cursor: null, modules: ['applications', 'tickets'] });
      }
      if (url.pathname === '/api/notifications/read') {
        const { id } = JSON.parse(String(init.body ?? '{}'));
        rows = rows.map((r) => (!id || r.id === id ? { ...r, is_read: 1 } : r));
        return reply({ result: true });
      }
      if (url.pathname === '/api/notifications/settings') {
        if (method === 'PATCH') {
          for (const item of JSON.parse(String(init.body)).items) settings.find((s) => s.event === item.event)!.channel = item.channel;
        }
        return reply({ items: settings, email_sending: false });
      }
      return reply({});
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists title, module tag and date (dd.MM.yyyy HH:mm), newest first', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: TICKET.title });
    expect(link.getAttribute('href')).toBe('/tickets/7');
    const items = screen.getAllByTestId('notice-row');
    expect(items[0].textContent).toContain(TICKET.title);
    expect(within(items[0]).getByText('Задачи')).toBeTruthy();
    expect(within(items[0]).getByText(/05\.03\.2026 \d\d:30/)).toBeTruthy();
    expect(within(items[1]).getByText('Заявки')).toBeTruthy();
  });

  it('keeps the read and module filters in the URL and asks the server for them', async () => {
    renderPage('/notices?read=unread&module=tickets');
    await screen.findByRole('link', { name: TICKET.title });
    expect(screen.queryByRole('link', { name: PACK.title })).toBeNull();
    const list = calls().find((c) => c.url.pathname === '/api/notifications')!;
    expect(list.url.searchParams.get('is_read')).toBe('0');
    expect(list.url.searchParams.get('module')).toBe('tickets');
    fireEvent.click(screen.getByText('Все'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notices?module=tickets'));
  });

  it('opening a notification marks it read and navigates to its object', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: TICKET.title }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tickets/7'));
    const patch = calls().find((c) => c.method === 'PATCH' && c.url.pathname === '/api/notifications/read');
    expect(JSON.parse(String(patch?.body))).toEqual({ id: 3 });
  });

  it('"mark all read" sends no id; the empty filter state shows', async () => {
    renderPage('/notices?read=unread');
    await screen.findByRole('link', { name: TICKET.title });
    fireEvent.click(screen.getByRole('button', { name: 'Прочитать все' }));
    expect(await screen.findByText('Нет уведомлений по этому фильтру')).toBeTruthy();
    const patch = calls().find((c) => c.method === 'PATCH' && c.url.pathname === '/api/notifications/read');
    expect(JSON.parse(String(patch?.body))).toEqual({});
  });

  it('shows the empty state when there are none', async () => {
    rows = [];
    renderPage();
    expect(await screen.findByText('Уведомлений нет')).toBeTruthy();
  });

  it('a notification arriving live appears at the top', async () => {
    renderPage();
    await screen.findByRole('link', { name: TICKET.title });
    const fresh: Row = { ...TICKET, id: 9, title: 'Вас упомянули в чате', link: '/tickets/8', object_id: 8 };
    rows = [fresh, ...rows];
    act(() =>
      realtime.emit(CHANNELS.notifications, {
        action: 'new_notification',
        notification: { id: 9, title: fresh.title, link: fresh.link, date_add: fresh.date_add },
      }),
    );
    await screen.findByRole('link', { name: fresh.title });
    expect(screen.getAllByTestId('notice-row')[0].textContent).toContain(fresh.title);
  });

  it('settings: each event with its channel; a change is saved; the e-mail hint says sending is not configured', async () => {
    renderPage('/notices?tab=settings');
    const row = await screen.findByTestId('setting-ticket_reminder');
    expect(within(row).getByText('Напоминание по задаче')).toBeTruthy();
    expect(screen.getByText(/отправка почты не настроена/)).toBeTruthy();
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Не уведомлять'));
    await waitFor(() => {
      const patch = calls().find((c) => c.method === 'PATCH' && c.url.pathname === '/api/notifications/settings');
      expect(JSON.parse(String(patch?.body))).toEqual({ items: [{ event: 'ticket_reminder', channel: 'none' }] });
    });
    await waitFor(() => expect(within(screen.getByTestId('setting-ticket_reminder')).getByText('Не уведомлять')).toBeTruthy());
  });
});
