import type { InvoiceHistoryPage } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoicesHistoryPage } from './history-page.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const first: InvoiceHistoryPage = {
  items: [
    {
      id: 90,
      date_add: '2026-11-20 10:05',
      who_add_fio: 'Морозова Елена',
      field: 'sum',
      old_value: '1000.00',
      new_value: '1500.00',
      invoice_id: 12,
      invoice_number: 'СЧ-12',
      list: 'applications',
    },
    {
      id: 88,
      date_add: '2026-11-20 09:00',
      who_add_fio: null,
      field: 'payment',
      old_value: null,
      new_value: '500.00',
      invoice_id: 7,
      invoice_number: null,
      list: 'regular',
    },
  ],
  next_cursor: 88,
};
const second: InvoiceHistoryPage = {
  items: [
    {
      id: 40,
      date_add: '2026-11-19 09:00',
      who_add_fio: 'Соколова Ирина',
      field: 'purpose',
      old_value: null,
      new_value: 'Аренда',
      invoice_id: 3,
      invoice_number: 'А-3',
      list: 'regular',
    },
  ],
  next_cursor: null,
};

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return json(url.includes('cursor=88') ? second : first);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <InvoicesHistoryPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

describe('InvoicesHistoryPage', () => {
  it('lists who changed which field of which invoice, with before/after and links; "show more" loads the next page', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Счёт №СЧ-12' });
    expect(link.getAttribute('href')).toBe('/invoices/list/applications/12');
    expect(screen.getByRole('link', { name: 'Счёт №7' }).getAttribute('href')).toBe('/invoices/list/regular/7');
    const row = link.closest('tr')!;
    expect(within(row as HTMLElement).getByText('20.11.2026 10:05')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Морозова Елена')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Сумма, ₽')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('1000.00')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('1500.00')).toBeTruthy();
    expect(screen.getByText('Платёж')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: 'Счёт №А-3' })).toBeTruthy();
    expect(urls.some((u) => u.includes('cursor=88'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });
});
