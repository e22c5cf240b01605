import type { RegisterCard, RegisterPayment, RegisterView } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistersPage } from './registers-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const view: RegisterView = {
  id: 3,
  number: '3',
  date: '2026-06-15',
  kind: 'preliminary',
  kind_label: 'Предварительный',
  state: 'draft',
  state_label: 'Черновик',
  note: null,
  who_add: 4,
  who_add_fio: 'Бухгалтер Анна',
  date_add: '2026-06-14 10:00',
  count: 1,
  total: '1500.00',
};
const payment = (id: number, sum: string): RegisterPayment => ({
  id,
  invoice_id: 40 + id,
  invoice_number: `СЧ-${id}`,
  partner: 'ООО «Поставщик»',
  organization: 'ООО «СеверСтройМонтаж»',
  type_label: 'Предоплата',
  date: '2026-06-15',
  sum,
  status: 4,
});
const card: RegisterCard = { ...view, payments: [payment(1, '1500.00')] };

let calls: { url: string; method: string; body?: unknown }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/registers/signed')) return json({ items: [{ ...payment(2, '700.00'), status: 1 }], total: '700.00' });
      if (url.includes('/set_register')) return json({ result: true, count: 1 });
      if (url.endsWith('/sign')) return json({ ...card, state: 'signed', state_label: 'Подписан' });
      if (/\/registers\/3$/.test(url)) return json(card);
      return json({ items: [view] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <RegistersPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('payment registry page', () => {
  it('lists registers, opens one, adds signed payments and signs it', async () => {
    renderPage();
    expect(await screen.findByText('Бухгалтер Анна', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('СЧ-1')).toBeTruthy();
    expect(screen.getByText(/Итого: 1\s500,00\s₽/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Добавить платежи/ }));
    const title = await screen.findByText('Согласованные платежи');
    const picker = title.closest('.ant-modal') as HTMLElement;
    await within(picker).findByText('СЧ-2');
    const row = within(picker).getAllByRole('checkbox').at(-1) as HTMLElement;
    fireEvent.click(row);
    fireEvent.click(within(picker).getByRole('button', { name: /Добавить выбранные \(1\)/ }));
    await waitFor(() => expect(calls.find((c) => c.url.includes('/set_register'))?.body).toEqual({ register_id: 3, interval_ids: [2] }));

    fireEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    fireEvent.click(await screen.findByRole('button', { name: /^(OK|Да)$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/invoices/registers/3/sign'))).toBe(true));
  });

  it('creates a register', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Новый реестр/ }, { timeout: 10_000 }));
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/invoices/registers'))).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'preliminary' });
  });
});
