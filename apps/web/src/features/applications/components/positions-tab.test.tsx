import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import { canCancelMark, canEditExtras, statusTargets } from '../model/position-actions.ts';
import type { PositionView } from '../model/types.ts';
import { type FetchCall, json, positionFixture, positionStatus, stubFetch, wrap } from './applications.fixture.tsx';
import { PositionsTable } from './positions-tab.tsx';

const toast = vi.fn();
captureToasts(toast);

const position = (id: number, status: string, extra: Partial<PositionView> = {}): PositionView =>
  positionFixture({
    id,
    edit: status === 'active' ? 1 : 0,
    quantity: 10,
    status: positionStatus(status),
    some_parts: 0,
    responsible: null,
    responsible_fio: null,
    explanation: null,
    ...extra,
  });

let calls: FetchCall[] = [];
let answer: (url: string, method: string) => Response | null = () => null;
beforeEach(() => {
  toast.mockReset();
  answer = () => null;
  calls = stubFetch((url, method) => {
    const custom = answer(url, method);
    if (custom) return custom;
    if (url.startsWith('/api/autocomplete/users')) return json([{ value: 8, label: 'Орлов Олег' }]);
    return json({ result: true });
  });
});

const renderTable = (positions: PositionView[], canMark = true) =>
  render(wrap(<PositionsTable positions={positions} packId={4} canMark={canMark} />));

/** Opens a row's menu and answers it (menus closed before stay in the DOM, hidden). */
async function openMenu(n: number) {
  const button = screen.getByRole('button', { name: `Действия с позицией ${n}` });
  await userEvent.click(button);
  return waitFor(() => {
    const open = screen.getAllByRole('menu').filter((m) => !m.closest('.ant-dropdown')?.classList.contains('ant-dropdown-hidden'));
    expect(open).toHaveLength(1);
    return open[0];
  });
}
const itemTexts = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('menuitem')
    .map((i) => i.textContent);

describe('positions tab row actions (spec 2 positions list, spec 3 §4)', () => {
  it('the status menu offers the allowed marks; choosing one posts it', async () => {
    renderTable([position(1, 'active')]);
    const menu = await openMenu(1);
    expect(itemTexts(menu)).toEqual(expect.arrayContaining(['Одобрена', 'В работе', 'Некорректная', 'Удалена']));
    expect(itemTexts(menu)).not.toContain('На рассмотрении');
    expect(itemTexts(menu).some((x) => x?.startsWith('Отменить отметку'))).toBe(false);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'В работе' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/applications/4/snab/status/1', body: { status: 'in_work' } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Изменения сохранены'));
  });

  it('a paid position is never offered "incorrect"; a received one can have its mark cancelled (rollback)', async () => {
    const paid = renderTable([position(1, 'paid')]);
    const paidMenu = await openMenu(1);
    expect(itemTexts(paidMenu)).toContain('В пути');
    expect(itemTexts(paidMenu)).not.toContain('Некорректная');
    expect(itemTexts(paidMenu)).not.toContain('Удалена');
    expect(itemTexts(paidMenu).some((x) => x?.startsWith('Отменить отметку'))).toBe(false);
    paid.unmount();
    document.body.innerHTML = '';
    renderTable([position(2, 'get_it')]);
    const receivedMenu = await openMenu(2);
    await userEvent.click(within(receivedMenu).getByRole('menuitem', { name: 'Отменить отметку «Получена»' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.url).toBe('/api/applications/4/snab/2/status/get_it/rollback');
  });

  it('the server refusal is shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = (url, method) =>
      method === 'POST' && url.includes('/snab/status/')
        ? new Response(JSON.stringify({ error: true, result_content: 'Оплаченную позицию нельзя отметить как некорректную' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          })
        : null;
    renderTable([position(1, 'active')]);
    const menu = await openMenu(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Некорректная' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, 'Оплаченную позицию нельзя отметить как некорректную'));
  });

  it('explanation: a dialog posts the trimmed text; responsible: only when editable (not split), posted for the row', async () => {
    const split = renderTable([position(2, 'active', { some_parts: 1 })]);
    let menu = await openMenu(2);
    expect(within(menu).getByRole('menuitem', { name: 'Ответственный' }).getAttribute('aria-disabled')).toBe('true');
    split.unmount();
    document.body.innerHTML = '';
    renderTable([position(1, 'success')]);
    menu = await openMenu(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Пояснение' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Пояснение'), { target: { value: '  Заменить аналогом  ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/applications/4/snab/explanations')).toBe(true));
    expect(calls.find((c) => c.url === '/api/applications/4/snab/explanations')?.body).toEqual({
      snab_id: 1,
      explanation: 'Заменить аналогом',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    menu = await openMenu(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ответственный' }));
    const responsible = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(responsible).getByRole('combobox'));
    const option = await waitFor(() => {
      const o = document.querySelector('.ant-select-item-option[title="Орлов Олег"]');
      expect(o).not.toBeNull();
      return o as HTMLElement;
    });
    await userEvent.click(option);
    await userEvent.click(within(responsible).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/applications/4/snab/responsible')).toBe(true));
    expect(calls.find((c) => c.url === '/api/applications/4/snab/responsible')?.body).toEqual({ snabs: [1], responsible: 8 });
  });

  it('no actions without the right to mark positions', () => {
    renderTable([position(1, 'active')], false);
    expect(screen.queryByRole('button', { name: 'Действия с позицией 1' })).toBeNull();
  });

  it('the rules behind the menu', () => {
    expect(statusTargets('delete')).toEqual([]);
    expect(statusTargets('paid')).not.toContain('incorrect');
    expect(statusTargets('success')).not.toContain('delete');
    expect(statusTargets('active')).toContain('delete');
    expect(['get_it', 'incorrect', 'worked_out'].every(canCancelMark)).toBe(true);
    expect(canCancelMark('paid')).toBe(false);
    expect(canEditExtras({ status: 'success', part_id: null, some_parts: 0 })).toBe(true);
    expect(canEditExtras({ status: 'in_work', part_id: null, some_parts: 0 })).toBe(false);
    expect(canEditExtras({ status: 'active', part_id: 3, some_parts: 1 })).toBe(false);
  });
});
