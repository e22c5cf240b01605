import type { ApprovalChain, ApprovalSigner } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { ApprovalTab } from './approval-tab.tsx';

fakeRealtime();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signer = (user_id: number, fio: string, state: ApprovalSigner['state'], over: Partial<ApprovalSigner> = {}): ApprovalSigner => ({
  user_id,
  fio,
  post: null,
  avatar: null,
  can_sign: 1,
  state,
  date: state === 'signed' ? '2026-11-20 10:00' : null,
  signed_by: null,
  reason: null,
  ...over,
});

const chain = (me: Partial<ApprovalChain['me']> = {}, over: Partial<ApprovalChain> = {}): ApprovalChain => ({
  invoice_id: 7,
  state: 'active',
  source: 'rule',
  steps: [
    {
      step: 1,
      mode: 'order',
      required: 1,
      state: 'done',
      signers: [signer(4, 'Морозова Елена', 'signed', { signed_by: { id: 9, fio: 'Иванов Александр' } })],
    },
    { step: 2, mode: 'order', required: 1, state: 'current', signers: [signer(2, 'Соколова Ирина', 'current')] },
  ],
  current_user_ids: [2],
  payments: [],
  refusal: null,
  me: { can_sign: false, on_behalf_of: null, can_submit: false, can_edit_chain: false, ...me },
  ...over,
});

let calls: { url: string; method: string; body?: unknown }[] = [];
let current = chain();
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url === '/api/invoices/7/sign') {
        if (body.decision === 'refuse')
          current = chain(
            {},
            {
              state: 'stoped',
              refusal: {
                user: { id: 2, fio: 'Соколова Ирина' },
                signed_by: { id: 2, fio: 'Соколова Ирина' },
                reason: body.reason,
                date: '2026-11-21 09:00',
              },
            },
          );
        return json({ result: true, state: current.state, chain: current });
      }
      if (url === '/api/invoices/7/submit') return json({ result: true, state: 'active', chain: chain() });
      return json(current);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <ApprovalTab invoiceId={7} />
      </App>
    </QueryClientProvider>,
  );
}

describe('ApprovalTab', () => {
  it('shows the steps with states and who signed for whom; no sign buttons for someone whose turn it is not', async () => {
    current = chain();
    renderTab();
    expect(await screen.findByText('Морозова Елена')).toBeTruthy();
    expect(screen.getByText('подписал(а) Иванов Александр')).toBeTruthy();
    expect(screen.getByText('Сейчас подписывает')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Согласовать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Отклонить/ })).toBeNull();
  });

  it('offers approve and refuse to the current signer; a refusal needs a reason', async () => {
    current = chain({ can_sign: true });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Отклонить/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('Укажите причину отказа')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/invoices/7/sign')).toBe(false);
    fireEvent.change(screen.getByLabelText('Причина отказа'), { target: { value: 'Нет договора' } });
    fireEvent.click(dialog.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/invoices/7/sign')?.body).toEqual({ decision: 'refuse', reason: 'Нет договора' }),
    );
    expect(await screen.findByText(/Причина: Нет договора/)).toBeTruthy();
  });

  it('signs as a substitute, saying for whom', async () => {
    current = chain({ can_sign: true, on_behalf_of: { id: 2, fio: 'Соколова Ирина' } });
    renderTab();
    expect(await screen.findByText('Вы подписываете как заместитель: Соколова Ирина')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Согласовать/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/invoices/7/sign')?.body).toEqual({ decision: 'sign' }));
  });

  it('sends a draft for approval', async () => {
    current = chain({ can_submit: true, can_edit_chain: true }, { state: null, steps: [], current_user_ids: [] });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Отправить на согласование/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/invoices/7/submit' && c.method === 'POST')).toBe(true));
    expect(await screen.findByText('Соколова Ирина')).toBeTruthy();
  });
});
