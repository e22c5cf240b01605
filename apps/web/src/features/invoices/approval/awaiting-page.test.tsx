import type { Awaiting, Substitute } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwaitingSignaturePage } from './awaiting-page.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const awaiting: Awaiting = {
  items: [
    {
      module: 'invoices',
      id: 12,
      title: 'Счёт №СЧ-12 от 2026-11-20',
      sum: '150000.00',
      since: '2026-11-20 10:00',
      link: '/invoices/list/applications/12',
      on_behalf_of: { id: 2, fio: 'Соколова Ирина' },
    },
    {
      module: 'applications',
      id: 30,
      title: 'ТМЦ от 19.11.2026',
      sum: null,
      since: '2026-11-19 09:00',
      link: '/applications/30',
      on_behalf_of: null,
    },
  ],
};
const substitute: Substitute = {
  substitute: null,
  date_from: null,
  date_to: null,
  active: false,
  for_users: [{ id: 2, fio: 'Соколова Ирина', date_from: '2026-11-01', date_to: '2026-12-01' }],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json(url.startsWith('/api/approvals/awaiting') ? awaiting : substitute)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AwaitingSignaturePage', () => {
  it('lists invoices and applications awaiting my signature with links to their cards, and whom I substitute', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <MemoryRouter>
            <AwaitingSignaturePage />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Счёт №СЧ-12 от 2026-11-20' })).getAttribute('href')).toBe(
      '/invoices/list/applications/12',
    );
    expect(screen.getByRole('link', { name: 'ТМЦ от 19.11.2026' }).getAttribute('href')).toBe('/applications/30');
    expect(screen.getAllByText('Соколова Ирина').length).toBeGreaterThan(0);
    expect(await screen.findByText('Я замещаю: Соколова Ирина')).toBeTruthy();
  });
});
