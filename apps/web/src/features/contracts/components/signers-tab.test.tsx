import type { ContractSignersAnswer } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { type Call, contractRecord, json, renderTab, signer, signIn, stubApi } from '../contracts.fixture.tsx';
import { SignersTab } from './signers-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

/** Three signers in order: the first signed, the second (user 10, the one signed in) is current, the third waits. */
const answer = (patch: Partial<ContractSignersAnswer> = {}): ContractSignersAnswer => ({
  contract_id: 5,
  state: 'review',
  can_edit: false,
  my_turn_signer_id: 2,
  can_cancel: false,
  signers: [
    signer({ id: 1, user_id: 20, fio: 'Соколова Ирина Викторовна', position: 1, state: 'signed', date_sign: '2026-03-02 09:15' }),
    signer({ id: 2, user_id: 10, fio: 'Петров Иван Сергеевич', position: 2, current: true }),
    signer({ id: 3, user_id: 30, fio: 'Кузнецов Олег Андреевич', position: 3 }),
  ],
  ...patch,
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const patches = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH');

/** Spec 3 §4, §6: the contract's signers in order; only the signer whose turn it is signs or refuses. */
describe('contract signers tab', () => {
  beforeEach(() => {
    signIn(10, { contracts_view: 1 });
    toasts.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the signers in order with their states; sign and refuse only in the current signer’s row', async () => {
    stubApi(() => json(answer()));
    renderTab(<SignersTab record={contractRecord} canEdit={false} />);
    expect(await screen.findByText('Петров Иван Сергеевич', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(rowOf('Соколова Ирина Викторовна')).getByText('Подписал')).toBeTruthy();
    expect(within(rowOf('Соколова Ирина Викторовна')).getByText(/^02\.03\.2026/)).toBeTruthy();
    expect(within(rowOf('Петров Иван Сергеевич')).getByText('Сейчас подписывает')).toBeTruthy();
    expect(within(rowOf('Петров Иван Сергеевич')).getByRole('button', { name: /Подписать/ })).toBeTruthy();
    expect(within(rowOf('Петров Иван Сергеевич')).getByRole('button', { name: /Отказать/ })).toBeTruthy();
    for (const other of ['Соколова Ирина Викторовна', 'Кузнецов Олег Андреевич'])
      expect(within(rowOf(other)).queryByRole('button')).toBeNull();
    expect(screen.getByText('Ваша очередь подписать договор')).toBeTruthy();
    // No editor: no adding, no cancel.
    expect(screen.queryByRole('button', { name: /Добавить подписантов/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Отменить подпись/ })).toBeNull();
  });

  it('not the user’s turn: no sign or refuse button anywhere', async () => {
    stubApi(() => json(answer({ my_turn_signer_id: null })));
    renderTab(<SignersTab record={contractRecord} canEdit={false} />);
    expect(await screen.findByText('Петров Иван Сергеевич', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Подписать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Отказать/ })).toBeNull();
    // Nobody's action in any row: no empty «Действия» column.
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
    // Nothing to focus in the rows: the sideways-scrolling table itself is a Tab stop (axe scrollable-region-focusable).
    await waitFor(() => expect(document.querySelector('.ant-table-content')?.getAttribute('tabindex')).toBe('0'));
  });

  it('signs after the confirmation: PATCH action sign for the current signer, the answer shown', async () => {
    const signed = answer({
      my_turn_signer_id: null,
      signers: answer().signers.map((s) =>
        s.id === 2 ? { ...s, state: 'signed', current: false, date_sign: '2026-03-03 08:00' } : s.id === 3 ? { ...s, current: true } : s,
      ),
    });
    let current = answer();
    const calls = stubApi(({ method }) => {
      if (method === 'PATCH') current = signed;
      return json(current);
    });
    renderTab(<SignersTab record={contractRecord} canEdit={false} />);
    fireEvent.click(await within(await waitFor(() => rowOf('Петров Иван Сергеевич'))).findByRole('button', { name: /Подписать/ }));
    expect((await screen.findAllByText('Подписать договор?')).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    });
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0].url.pathname).toBe('/api/documents/contracts/signers/2');
    expect(patches(calls)[0].body).toEqual({ action: 'sign' });
    await waitFor(() => expect(within(rowOf('Петров Иван Сергеевич')).getByText('Подписал')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Подписать/ })).toBeNull();
    expect(toasts).toHaveBeenCalledWith(0, 'Договор подписан');
  });

  it('a refusal needs a reason; it is sent with the refuse action', async () => {
    const calls = stubApi(({ method }) => json(method === 'PATCH' ? answer({ my_turn_signer_id: null, state: 'draft' }) : answer()));
    renderTab(<SignersTab record={contractRecord} canEdit={false} />);
    fireEvent.click(await screen.findByRole('button', { name: /Отказать/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /Отказать/ }));
    });
    expect(await within(dialog).findByText('Укажите причину отказа')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Причина отказа'), { target: { value: 'Неверные реквизиты' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /Отказать/ }));
    });
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0].body).toEqual({ action: 'refuse', comment: 'Неверные реквизиты' });
  });

  it('editors add signers (the dialog says the contract returns to review) and cancel signatures', async () => {
    const calls = stubApi(({ method, url }) => {
      if (url.pathname === '/api/autocomplete/users') return json([{ value: 40, label: 'Орлова Анна' }]);
      if (method === 'POST') return json(answer({ can_edit: true, my_turn_signer_id: null }));
      return json(answer({ can_edit: true, can_cancel: true, my_turn_signer_id: null }));
    });
    renderTab(<SignersTab record={contractRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: /Добавить подписантов/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Новый подписант вернёт договор на согласование.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    });
    expect(await within(dialog).findByText('Выберите хотя бы одного сотрудника')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: /Отменить подпись/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Убрать: Кузнецов Олег Андреевич' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Убрать: Соколова Ирина Викторовна' })).toBeNull();
  });
});
