import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { type Call, contractRecord, json, renderTab, signIn, stubApi, work } from '../contracts.fixture.tsx';
import { WorksTab } from './works-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const answer = (patch: Record<string, unknown> = {}) => ({
  contract_id: 5,
  limit: '200000.00',
  total: '150000.00',
  remainder: '50000.00',
  can_edit: true,
  works: [work(), work({ id: 2, type: 2, name: 'Пусконаладка', quantity: '1.000', price: '50000.00', sum: '50000.00', version: 4 })],
  ...patch,
});

/** The works, or the contract's months. */
const reply = (call: Call, patch: Record<string, unknown> = {}) =>
  call.url.pathname.endsWith('/periods')
    ? json([{ id: 202603, name: 'Март 2026', start: '2026-03-01', end: '2026-03-31' }])
    : json(answer(patch));

/** Spec 3 §3, §5: the contract's works and services, their total against the limit, edits with the server's refusals. */
describe('contract works tab', () => {
  beforeEach(() => {
    signIn();
    toasts.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the works with sums, the total, the contract limit and what remains', async () => {
    stubApi(reply);
    renderTab(<WorksTab record={contractRecord} canEdit />);
    expect(await screen.findByText('Монтаж котла', {}, { timeout: 10_000 })).toBeTruthy();
    const table = screen.getByTestId('contract-works');
    expect(within(table).getByText('100 000,00 ₽')).toBeTruthy();
    expect(within(table).getByText('Услуги')).toBeTruthy();
    expect(within(table).getByText('2 шт.')).toBeTruthy();
    expect(screen.getByText('Итого: 150 000,00 ₽')).toBeTruthy();
    expect(screen.getByText('Сумма договора: 200 000,00 ₽')).toBeTruthy();
    expect(screen.getByText('Остаток: 50 000,00 ₽')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says by how much the works pass the limit, and that there is no limit without a contract sum', async () => {
    stubApi((call) => reply(call, { total: '250000.00', remainder: '-50000.00' }));
    const view = renderTab(<WorksTab record={contractRecord} canEdit />);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Стоимость работ и услуг превышает сумму договора на 50 000,00 ₽',
    );
    view.unmount();
    vi.unstubAllGlobals();
    stubApi((call) => reply(call, { limit: null, remainder: null }));
    renderTab(<WorksTab record={contractRecord} canEdit />);
    expect(await screen.findByText('Сумма договора не указана: лимита нет', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('adds a work: warns before passing the limit and shows the server’s 422 message', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? json({ message: 'Ошибка', errors: { sum: ['Сумма работ превышает лимит договора 200 000,00 ₽, остаток 50 000,00 ₽'] } }, 422)
        : reply(call),
    );
    renderTab(<WorksTab record={contractRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: /Добавить/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Наименование'), { target: { value: 'Доставка' } });
    fireEvent.change(within(dialog).getByLabelText('Количество'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Цена'), { target: { value: '20000' } });
    expect(within(dialog).getByTestId('work-sum').textContent).toBe('Сумма: 60 000,00 ₽');
    expect(within(dialog).getByText('С этой позицией стоимость работ превысит сумму договора на 10 000,00 ₽')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    expect(await within(dialog).findByText('Сумма работ превышает лимит договора 200 000,00 ₽, остаток 50 000,00 ₽')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v2_contracts/5/works');
    expect(post?.body).toMatchObject({ type: 1, name: 'Доставка', quantity: '3', price: '20000', vat: null, unit: null });
  });

  it('checks the form before sending: a required name and a positive quantity', async () => {
    const calls = stubApi(reply);
    renderTab(<WorksTab record={contractRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: /Добавить/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Количество'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Цена'), { target: { value: '100' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    expect(await within(dialog).findByText('Заполните обязательное поле')).toBeTruthy();
    expect(within(dialog).getByText('Количество должно быть больше нуля')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('deletes a work only after the confirmation, with its version', async () => {
    const calls = stubApi(reply);
    renderTab(<WorksTab record={contractRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Пусконаладка' }, { timeout: 10_000 }));
    expect((await screen.findAllByText('Удалить «Пусконаладка»?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/v2_contracts/works/2');
    expect(patch?.body).toEqual({ version: 4, status: 0 });
  });

  it('without the edit right: no add, edit or delete', async () => {
    stubApi(reply);
    renderTab(<WorksTab record={contractRecord} canEdit={false} />);
    expect(await screen.findByText('Монтаж котла', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Добавить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });
});
