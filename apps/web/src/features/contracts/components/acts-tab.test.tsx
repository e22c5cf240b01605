import type { ContractAct } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { type Call, contractRecord, json, renderTab, signIn, stubApi, work } from '../contracts.fixture.tsx';
import { ActsTab } from './acts-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const actOf = (patch: Partial<ContractAct> = {}): ContractAct => ({
  id: 3,
  contract_id: 5,
  number: 'Д-5/2026-1',
  date: '2026-03-31',
  period_id: 202603,
  period_name: 'Март 2026',
  comment: null,
  state: 'draft',
  total: '50000.00',
  lines: [{ id: 1, work_id: 1, type: 1, name: 'Монтаж котла', unit: 'шт.', quantity: '1.000', price: '50000.00', sum: '50000.00' }],
  version: 1,
  date_add: '2026-03-31 10:00',
  who_add_fio: 'Петров Иван Сергеевич',
  ...patch,
});
const PERIODS = [
  { id: 202603, name: 'Март 2026', start: '2026-03-01', end: '2026-03-31' },
  { id: 202604, name: 'Апрель 2026', start: '2026-04-01', end: '2026-04-30' },
];

function reply(call: Call) {
  const path = call.url.pathname;
  if (path.endsWith('/periods')) return json(PERIODS);
  if (path.endsWith('/5/works'))
    return json({
      contract_id: 5,
      limit: null,
      total: '100000.00',
      remainder: null,
      can_edit: true,
      works: [work({ done_quantity: '1.000', remaining_quantity: '1.000' })],
    });
  return json({
    contract_id: 5,
    total: '80000.00',
    can_edit: true,
    acts: [
      actOf(),
      actOf({ id: 4, number: 'Д-5/2026-2', period_id: 202604, period_name: 'Апрель 2026', state: 'signed', total: '30000.00' }),
    ],
  });
}

/** The contract's acts by period: the PDF in a new tab, creation from the works' remainders. */
describe('contract acts tab', () => {
  beforeEach(() => {
    signIn();
    toasts.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the acts by period with the PDF opening in a new tab; sign and delete only for drafts', async () => {
    stubApi(reply);
    renderTab(<ActsTab record={contractRecord} canEdit />);
    const pdf = await screen.findByRole('link', { name: 'Открыть PDF: Д-5/2026-1' }, { timeout: 10_000 });
    expect(pdf.getAttribute('href')).toBe('/api/v2_contracts/acts/3/pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Итого по актам: 80 000,00 ₽')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить: Д-5/2026-1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить: Д-5/2026-2' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Период' }));
    fireEvent.click(await screen.findByTitle('Апрель 2026'));
    await waitFor(() => expect(screen.queryByText('Д-5/2026-1')).toBeNull());
    expect(screen.getByText('Итого по актам: 30 000,00 ₽')).toBeTruthy();
  });

  it('creates an act from the works: at most the remainder, then POST with the lines', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? json(actOf({ id: 9 })) : reply(call)));
    renderTab(<ActsTab record={contractRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: /Создать акт/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Период'));
    fireEvent.click(await screen.findByTitle('Март 2026', {}, { timeout: 5_000 }));
    const quantity = within(dialog).getByLabelText('В акт: Монтаж котла');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect(await within(dialog).findByText('Не больше остатка: 1')).toBeTruthy();
    const create = () =>
      within(dialog)
        .getAllByRole('button', { name: /Создать/ })
        .at(-1) as HTMLElement;
    await act(async () => {
      fireEvent.click(create());
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(quantity, { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(create());
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v2_contracts/5/acts/works');
    expect(post?.body).toEqual({ period_id: 202603, number: null, comment: null, lines: [{ work_id: 1, quantity: '1' }] });
  });
});
