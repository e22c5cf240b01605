import type { CountLine } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';

/** Test helpers of the warehouse extras (tests only, never shipped). */

export function signInStorekeeper(permits: Record<string, number> = { warehouse_view: 1, warehouse_edit: 1 }) {
  sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id: 9, permits }) });
}

/** Renders `node` at `path` (matched by `pattern`, so route params work) with a fresh query client. */
export function renderAt(node: ReactNode, path = '/', pattern = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <App>
          <Routes>
            <Route path={pattern} element={node} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Call {
  url: URL;
  method: string;
  body: unknown;
}

/** A fetch stub answering by `(url, method, body)`; the returned array holds what was asked. */
export function stubApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init: RequestInit = {}) => {
      const text = typeof init.body === 'string' ? init.body : undefined;
      const call = { url: new URL(String(input), 'http://x'), method: init.method ?? 'GET', body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

let nextId = 1;
export function countLine(patch: Partial<CountLine> = {}): CountLine {
  const id = patch.id ?? nextId++;
  return {
    id,
    storage_id: 1,
    storage_name: 'Склад №1',
    nomenclature_id: 100 + id,
    nomenclature_name: `Позиция ${id}`,
    article: `A-${id}`,
    unit_name: 'шт.',
    batch: '',
    serial: '',
    expected: 5,
    counted: null,
    difference: 0,
    cost: 100,
    ...patch,
  };
}
