import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { StockActPage } from './stock-act-page.tsx';

const toast = vi.fn();
captureToasts(toast);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stockRow = (id: number, name: string, quantity: number) => ({
  id,
  storage_id: 3,
  storage_name: 'Основной склад',
  nomenclature_id: 100 + id,
  nomenclature_name: name,
  article: null,
  group_name: null,
  unit_name: 'шт',
  batch: '',
  serial: '',
  quantity,
  cost: 100,
  sum: quantity * 100,
  updated_at: '2026-11-20 10:00',
});

let stock = [stockRow(1, 'Болт М8', 12), stockRow(2, 'Гайка М8', 0)];
let posts: unknown[] = [];
let postAnswer: () => Response;

beforeEach(() => {
  posts = [];
  toast.mockReset();
  stock = [stockRow(1, 'Болт М8', 12), stockRow(2, 'Гайка М8', 0)];
  postAnswer = () => json({ error: true, result_content: 'Не хватает «Болт М8»: осталось 1 шт' }, 422);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return postAnswer();
      }
      if (url.startsWith('/api/warehouse/storages/3/stock')) return json({ items: stock, total: stock.length });
      if (url === '/api/warehouse/storages/3') return json({ id: 3, name: 'Основной склад' });
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The confirmation (the picker's dialog may still be in the DOM, hidden). */
const confirmDialog = async () => (await screen.findByText('Провести акт?')).closest('[role="dialog"]') as HTMLElement;

function open(path = '/warehouse/storages/3/checkout?recipient=5') {
  const router = createMemoryRouter(
    [
      { path: '/warehouse/storages/:id/checkout', element: <StockActPage kind="output" /> },
      { path: '/warehouse/acts/:id', element: <p>act card</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Checkout from a storage (issue 16): lines picked from the stock, checked, confirmed, posted all at once. */
describe('checkout form', () => {
  it('asks for positions first; picks them from the stock (an empty balance cannot be picked)', async () => {
    open();
    expect(await screen.findByText('Акт выдачи — Основной склад')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Провести' })[0]);
    expect(await screen.findByText('Добавьте хотя бы одну позицию')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Добавить позиции/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Выберите позиции из остатков склада' });
    const bolt = await within(dialog).findByRole('checkbox', { name: 'Болт М8' });
    expect((within(dialog).getByRole('checkbox', { name: 'Гайка М8' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(bolt);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Позиции: 1 / 50')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Количество: Болт М8' })).toBeTruthy();
  });

  it('confirms with the kind, count and sum, posts the contracts’ body; a refusal shows the server’s words and keeps the form', async () => {
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: /Добавить позиции/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Выберите позиции из остатков склада' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Болт М8' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Количество: Болт М8' });
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getAllByRole('button', { name: 'Провести' })[0]);

    const confirm = await confirmDialog();
    expect(confirm.textContent).toContain('Акт выдачи: позиций 1 на сумму 200,00 ₽');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Провести' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, 'Не хватает «Болт М8»: осталось 1 шт'));
    expect(posts).toEqual([
      { kind: 'output', storage_id: 3, recipient_id: 5, lines: [{ nomenclature_id: 101, quantity: 2, batch: '', serial: '', cost: 100 }] },
    ]);
    expect(router.state.location.pathname).toBe('/warehouse/storages/3/checkout');

    postAnswer = () => json({ ...ACT, id: 10, number: 'ВД-000010' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Провести' })[0]);
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Провести' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouse/acts/10'));
    expect(toast).toHaveBeenCalledWith(0, 'Акт ВД-000010 проведён');
  });
});

const ACT = {
  date: '2026-11-27',
  kind: 'output',
  state: 'done',
  storage_id: 3,
  storage_name: 'Основной склад',
  target_storage_id: null,
  target_storage_name: null,
  recipient_id: 5,
  recipient_name: 'Петров П. П.',
  project_id: null,
  project_name: null,
  application_id: null,
  comment: null,
  lines_count: 1,
  total: 200,
  who_add: 1,
  who_add_name: 'Кладовщик',
  date_add: '2026-11-27 10:00',
  lines: [],
  signatures: [],
  received_by_name: null,
  received_at: null,
};
