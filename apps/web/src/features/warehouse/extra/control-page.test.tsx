import type { Count } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { ControlPage } from './control-page.tsx';
import { countLine, json, renderAt, signInStorekeeper, stubApi } from './extra.fixture.tsx';

fakeRealtime();
const toasts = vi.fn();
captureToasts(toasts);

const cable = countLine({ id: 11, nomenclature_name: 'Кабель ВВГ', expected: 10, counted: 9 });
const laptop = countLine({ id: 12, nomenclature_name: 'Ноутбук', expected: 1, counted: null, serial: 'SN-1' });

function count(patch: Partial<Count> = {}): Count {
  return {
    id: 5,
    number: 'ИНВ-000005',
    storage_id: 1,
    storage_name: 'Склад №1',
    nested: true,
    state: 'open',
    comment: null,
    created_by: 9,
    created_by_name: 'Кладовщик',
    created_at: '2026-11-27 10:00',
    closed_at: null,
    closed_by_name: null,
    act_id: null,
    act_number: null,
    lines_count: 2,
    counted_count: 1,
    differences_count: 1,
    lines: [cable, laptop],
    ...patch,
  };
}

describe('stocktaking count sheet page', () => {
  beforeEach(() => {
    signInStorekeeper();
    toasts.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a scan posts the code and updates the counted line in place', async () => {
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST' && url.pathname === '/api/warehouse/control/5/scan')
        return json({ line: { ...cable, counted: 10, difference: 0 }, added: false });
      return json(count());
    });
    renderAt(<ControlPage />, '/warehouse/control/5', '/warehouse/control/:id');
    const input = await screen.findByLabelText('Штрихкод');
    expect(within(screen.getByText('Кабель ВВГ').closest('tr') as HTMLElement).getByText('−1 недостача')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ИН-000011' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('«Кабель ВВГ»: посчитано 10 из 10'));
    const scanCall = calls.find((c) => c.method === 'POST');
    expect(scanCall?.body).toEqual({ code: 'ИН-000011' });
    expect(within(screen.getByText('Кабель ВВГ').closest('tr') as HTMLElement).getByText('совпадает')).toBeTruthy();
  });

  it('Close asks first, saves typed counts, closes and links the correction act', async () => {
    let closed = false;
    const calls = stubApi(({ url, method, body }) => {
      if (method === 'PATCH')
        return json(count({ lines: [cable, { ...laptop, counted: (body as { lines: { counted: number }[] }).lines[0].counted }] }));
      if (method === 'POST' && url.pathname.endsWith('/close')) {
        closed = true;
        return json({ id: 5, act_id: 77 });
      }
      return json(closed ? count({ state: 'closed', act_id: 77, act_number: 'КР-000077', closed_at: '2026-11-27 11:00' }) : count());
    });
    renderAt(<ControlPage />, '/warehouse/control/5', '/warehouse/control/:id');
    const field = await screen.findByLabelText('Посчитано: Ноутбук');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть инвентаризацию' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Недостач: 2, излишков: 0, не посчитано строк: 0');
    expect(dialog.textContent).toContain('Несохранённые количества (1) будут сохранены перед закрытием.');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть и провести' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Инвентаризация закрыта'));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['PATCH', '/api/warehouse/control/5/lines', { lines: [{ id: 12, counted: 0 }] }],
      ['POST', '/api/warehouse/control/5/close', { zero_uncounted: false }],
    ]);
    const link = await screen.findByRole('link', { name: 'КР-000077' });
    expect(link.getAttribute('href')).toBe('/warehouse/acts/77');
    expect(screen.queryByLabelText('Штрихкод')).toBeNull();
  });

  it('a reader sees the sheet without the scanner and the close button', async () => {
    signInStorekeeper({ warehouse_view: 1 });
    stubApi(() => json(count()));
    renderAt(<ControlPage />, '/warehouse/control/5', '/warehouse/control/:id');
    expect(await screen.findByText('Кабель ВВГ')).toBeTruthy();
    expect(screen.queryByLabelText('Штрихкод')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Закрыть инвентаризацию' })).toBeNull();
  });
});
