import type { PaymentsAnswer, PaymentView } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { PaymentsTab } from './payments-tab.tsx';

const { socket, emit: deliver } = fakeRealtime();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const payment = (id: number, over: Partial<PaymentView> = {}): PaymentView => ({
  id,
  invoice_id: 7,
  type: 'initial',
  type_label: 'Предоплата',
  date: '2026-03-15',
  sum: '400.00',
  condition: 'После подписания договора',
  status: 0,
  status_label: 'На рассмотрении',
  status_color: 'blue',
  register_id: null,
  date_paid: null,
  version: 1,
  ...over,
});

const answer = (payments: PaymentView[], over: Partial<PaymentsAnswer> = {}): PaymentsAnswer => ({
  invoice_id: 7,
  invoice_total: '1000.00',
  sum: '400.00',
  paid_sum: '0.00',
  remainder: '600.00',
  can_edit: true,
  payments,
  ...over,
});

/** The modal's OK button (a date picker's popup may hide it from the accessibility tree). */
const ok = () => document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <PaymentsTab invoiceId={7} />
      </App>
    </QueryClientProvider>,
  );
}

let calls: { url: string; method: string; body?: unknown }[] = [];
beforeEach(() => {
  calls = [];
  socket.emit.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function stubFetch(reply: (url: string, method: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      return reply(url, method, body);
    }),
  );
}

describe('invoice payments tab', () => {
  it('lists the payments with dates, money, statuses and the remainder; follows the invoice room', async () => {
    let current = answer([
      payment(1),
      payment(2, { type_label: 'Окончательный', status: 4, status_label: 'В реестре на оплату', sum: '0.00' }),
    ]);
    stubFetch(() => json(current));
    renderTab();
    expect(await screen.findAllByText('15.03.2026', {}, { timeout: 10_000 })).toHaveLength(2);
    expect(screen.getByText('В реестре на оплату')).toBeTruthy();
    expect(screen.getByTestId('payments-remainder').textContent).toMatch(/600,00\s₽/);
    expect(calls[0].url).toContain('/api/invoices/7/intervals');
    expect(socket.emit).toHaveBeenCalledWith('subscribe', { module: 'invoices', id: 7 });
    // The payment in a register cannot be edited: only the first row has the actions.
    expect(screen.getAllByRole('button', { name: 'Изменить платёж' })).toHaveLength(1);

    current = answer([payment(1), payment(3, { sum: '600.00', date: '2026-04-01' })], { sum: '1000.00', remainder: '0.00' });
    act(() => deliver('invoices', { action: 'invoice_change', id: 7, invoice_ids: [7] }));
    expect(await screen.findByText('01.04.2026')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('payments-remainder').textContent).toMatch(/0,00\s₽/));
  });

  it('says so when there are no payments and adds one with the remainder, showing the server’s refusal on the field', async () => {
    let refuse = true;
    stubFetch((_url, method) => {
      if (method === 'POST') {
        if (refuse) {
          refuse = false;
          return json({ errors: { sum: ['Сумма платежей должна совпадать с суммой счёта: остаток к распределению 1000.00'] } }, 422);
        }
        return json(payment(5));
      }
      return json(answer([], { sum: '0.00', remainder: '1000.00' }));
    });
    renderTab();
    expect(await screen.findByText('Платежей пока нет: разбейте сумму счёта на платежи', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Добавить платёж/ }));
    const sum = (await screen.findByLabelText('Сумма, ₽')) as HTMLInputElement;
    expect(sum.value).toBe('1000.00');
    // No date yet: the form's own check.
    fireEvent.click(ok());
    expect(await screen.findByText('Заполните обязательное поле')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Дата платежа'));
    fireEvent.change(screen.getByLabelText('Дата платежа'), { target: { value: '20.03.2026' } });
    fireEvent.keyDown(screen.getByLabelText('Дата платежа'), { key: 'Enter', code: 'Enter' });
    fireEvent.change(sum, { target: { value: '0' } });
    fireEvent.click(ok());
    expect(await screen.findByText('Сумма платежа должна быть больше нуля')).toBeTruthy();
    fireEvent.change(sum, { target: { value: '1000' } });
    fireEvent.click(ok());
    expect(await screen.findByText(/остаток к распределению 1000.00/)).toBeTruthy();
    fireEvent.click(ok());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'initial', date: '2026-03-20', sum: '1000', condition: null });
  });

  it('edits with the version and deletes after a confirmation', async () => {
    stubFetch((_url, method) => (method === 'GET' ? json(answer([payment(1, { version: 4 })])) : json(payment(1))));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить платёж' }, { timeout: 10_000 }));
    const condition = await screen.findByLabelText('Условие оплаты');
    fireEvent.change(condition, { target: { value: 'По факту поставки' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toContain('/api/invoices/intervals/1');
    expect(patch?.body).toMatchObject({ condition: 'По факту поставки', version: 4, sum: '400.00', date: '2026-03-15' });

    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    fireEvent.click(await screen.findByRole('button', { name: /^(OK|Да)$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.includes('/api/invoices/intervals/1'))).toBe(true));
  });

  it('is read-only for a paid invoice', async () => {
    stubFetch(() => json(answer([payment(1, { status: 2, status_label: 'Оплачен' })], { can_edit: false })));
    renderTab();
    expect(await screen.findByText('Счёт оплачен или удалён: платежи не меняются', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Добавить платёж/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить платёж' })).toBeNull();
  });
});
