import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../shared/toast/index.ts';
import '../texts.ts';
import type { Board } from '../model/types.ts';
import { jsonReply, signInAs, withProviders } from '../test-fixtures.tsx';
import { BoardSettingsModal } from './board-settings-modal.tsx';
import { BoardSwitcher } from './board-switcher.tsx';
import { MileageModal } from './mileage-form.tsx';
import { UserGroupsMenu } from './user-groups-menu.tsx';

/** The board and group forms of the task module (react-hook-form, decision 013): required messages and bodies. */

const REQUIRED = 'Заполните обязательное поле';
const board: Board = {
  id: 5,
  name: 'Снабжение',
  personal: 0,
  mileage_required: 0,
  is_owner: 1,
  subscribers: [{ id: 3, fio: 'Петров Пётр', avatar: null, owner: 1 }],
};

const show = (children: ReactNode) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ToastHost />
      {withProviders(children)}
    </ConfigProvider>,
  );

describe('task board forms', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: unknown, init?: RequestInit) => Promise<Response>>>;
  const calls = (path: string, method = 'POST') =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://x').pathname === path &&
        init?.method === 'POST' &&
        (new URLSearchParams(String(init.body)).get('_method') ?? 'POST') === method,
    );
  /** The form-data body (spec 2 §7: writes go as POST form data, `_method` for PATCH). */
  const bodyOf = (path: string, method = 'POST') => {
    const { _method, ...rest } = Object.fromEntries(new URLSearchParams(String(calls(path, method)[0]?.[1]?.body)));
    return rest;
  };

  beforeEach(() => {
    signInAs(10);
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/load/boards') return jsonReply({ board: { id: 9 } });
      if (url.pathname === '/api/load/boards/5/columns') return jsonReply({ data: [] });
      if (url.pathname === '/api/company/params') return jsonReply({ no_necessary_odometer: 0 });
      return jsonReply({ result: true, mileage: { id: 1 } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('a new board needs a name; it is sent trimmed with its flags', async () => {
    const onSelect = vi.fn();
    show(<BoardSwitcher boards={[board]} current={board} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /Новая доска/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    expect(calls('/api/load/boards', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Название доски'), { target: { value: '  Ремонт  ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Личная доска' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(9));
    expect(bodyOf('/api/load/boards')).toEqual({ name: 'Ремонт', personal: '1', mileage_required: '0' });
  });

  it('board settings refuse an empty name and send the trimmed name, flag and subscribers', async () => {
    const onClose = vi.fn();
    show(<BoardSettingsModal board={board} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Название доски');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    expect(calls('/api/load/boards/5', 'PATCH')).toHaveLength(0);

    fireEvent.change(name, { target: { value: ' Снабжение 2 ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Обязательный пробег' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf('/api/load/boards/5', 'PATCH')).toEqual({
      name: 'Снабжение 2',
      mileage_required: '1',
      'subscribers[0][id]': '3',
      'subscribers[0][owner]': '1',
    });
  });

  it('a new user group needs a name and a member', async () => {
    show(<UserGroupsMenu type="performers" onApply={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить группу' }));
    fireEvent.click(await screen.findByText('Создать группу'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Название группы'), { target: { value: 'Склад' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    expect(await screen.findByText('Укажите название и хотя бы одного участника')).toBeTruthy();
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    expect(calls('/api/load/groups', 'POST')).toHaveLength(0);
  });

  it('mileage on a board that requires it: equipment and run are required', async () => {
    show(<MileageModal board={{ ...board, mileage_required: 1 }} open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(2));
    expect(calls('/api/load/boards/5/mileage')).toHaveLength(0);
  });

  it('mileage on a free board sends the run alone', async () => {
    const onClose = vi.fn();
    show(<MileageModal board={board} open onClose={onClose} ticketId={7} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Пробег, км'), { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls('/api/load/boards/5/mileage')[0]?.[1]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ run: '1200', ticket_id: '7' });
  });
});
