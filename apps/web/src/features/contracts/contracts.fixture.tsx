import type { ContractSigner, ContractWork } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { RegistryRow } from '../registry/index.ts';
import { sessionStore } from '../session/index.ts';
import { sessionUserFixture } from '../session/session-user.fixture.ts';

/** Test helpers of the contract card's tabs (not shipped: tests only). */

export const contractRecord: RegistryRow = {
  id: 5,
  status: 1,
  version: 3,
  date_add: '2026-03-01 10:00',
  who_add_name: null,
  date_edit: null,
  number: 'Д-5/2026',
  kind: 'contract',
  state: 'review',
  sum: '200000.00',
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function signIn(id = 10, permits: Record<string, number> = { contracts_view: 1, contracts_edit: 1 }) {
  sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id, permits }) });
}

export function renderTab(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface Call {
  url: URL;
  method: string;
  body: unknown;
}

/** A fetch stub answering by `(url, method, body)`; `calls` holds what was asked. */
export function stubApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init: RequestInit = {}) => {
      const text = typeof init.body === 'string' ? init.body : undefined;
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const call = { url: new URL(String(input), 'http://x'), method: init.method ?? 'GET', body };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export function work(patch: Partial<ContractWork> = {}): ContractWork {
  return {
    id: 1,
    contract_id: 5,
    type: 1,
    type_label: 'Работы',
    name: 'Монтаж котла',
    unit: 'шт.',
    quantity: '2.000',
    price: '50000.00',
    sum: '100000.00',
    vat: 20,
    vat_sum: '16666.67',
    period_id: null,
    period_name: null,
    done_quantity: '0.000',
    remaining_quantity: '2.000',
    version: 1,
    date_add: '2026-03-01 10:00',
    ...patch,
  };
}

export function signer(patch: Partial<ContractSigner> = {}): ContractSigner {
  return {
    id: 1,
    contract_id: 5,
    user_id: 20,
    fio: 'Соколова Ирина Викторовна',
    post: 'Юрист',
    avatar: null,
    position: 1,
    state: 'waiting',
    date_sign: null,
    comment: null,
    can_sign: 1,
    current: false,
    ...patch,
  };
}
