import { WORK_STATE } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../shared/toast/index.ts';
import '../texts.ts';
import type { Ticket } from '../model/types.ts';
import { jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { PeopleBlock } from './people-block.tsx';

/** Spec 2 §5/§6: no duplicate performers or watchers; a performer outside the board is offered to the board. */
describe('card performers and watchers', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let addAnswer: () => Response;
  beforeEach(() => {
    signInAs(10);
    addAnswer = () => jsonReply({ result: true, add_to_board: false, not_board_users: [] });
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/autocomplete/users')
        return jsonReply([
          { id: 3, name: 'Петров Пётр' },
          { id: 4, name: 'Сидоров Семён' },
        ]);
      if (/^\/api\/load\/tasks\/7\/(performers|watchers)\/\d+$/.test(url.pathname)) return addAnswer();
      return jsonReply({ result: true });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    await act(async () => {
      Modal.destroyAll();
    });
    // A static confirm is outside the rendered tree and happy-dom never ends its leave motion.
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const writes = () =>
    fetchMock.mock.calls
      .filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST')
      .map((c) => ({
        path: new URL(String(c[0]), 'http://x').pathname,
        body: Object.fromEntries(new URLSearchParams(String((c[1] as RequestInit).body))),
      }));

  const performer = { performer_id: 3, fio: 'Петров Пётр', userimage: null, status: WORK_STATE.waiting, work: { id: null, total: 0 } };
  const watcher = { user_id: 3, fio: 'Петров Пётр', userimage: null, status: 1 };

  const renderBlock = (ticket: Ticket, kind: 'performers' | 'watchers') =>
    render(
      withProviders(
        <ConfigProvider theme={{ token: { motion: false } }}>
          <ToastHost />
          <PeopleBlock ticket={ticket} kind={kind} />
        </ConfigProvider>,
      ),
    );

  const choose = async (button: string, name: string) => {
    fireEvent.click(screen.getByRole('button', { name: button }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: button }));
    const option = await screen.findByText(name, { selector: '.ant-select-item-option-content' });
    await act(async () => {
      fireEvent.click(option);
    });
  };
  const notices = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);

  it('choosing a performer already selected warns "already selected" and sends nothing', async () => {
    renderBlock(ticketFixture({ performers: [performer] }), 'performers');
    await choose('Добавить исполнителя', 'Петров Пётр');
    await waitFor(() => expect(notices()).toEqual(['Уже выбран']));
    expect(writes()).toHaveLength(0);
  });

  it('choosing a watcher already selected warns "already selected" and sends nothing', async () => {
    renderBlock(ticketFixture({ watchers: [watcher] }), 'watchers');
    await choose('Добавить наблюдателя', 'Петров Пётр');
    await waitFor(() => expect(notices()).toEqual(['Уже выбран']));
    expect(writes()).toHaveLength(0);
  });

  it('a performer outside the board: the user is asked, and on yes added to the board with owner 0', async () => {
    addAnswer = () => jsonReply({ result: true, performers: [], add_to_board: true, not_board_users: [{ id: 4, fio: 'Сидоров Семён' }] });
    renderBlock(ticketFixture({ performers: [performer] }), 'performers');
    await choose('Добавить исполнителя', 'Сидоров Семён');
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    expect(screen.getAllByText('Добавить на доску пользователей: Сидоров Семён?').length).toBeGreaterThan(0);
    expect(writes()).toEqual([{ path: '/api/load/tasks/7/performers/4', body: {} }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    });
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toEqual({ path: '/api/load/boards/1/users', body: { user_id: '4', owner: '0' } });
  });

  it('on a personal board no board prompt (the server flags no one)', async () => {
    const confirm = vi.spyOn(Modal, 'confirm');
    const refreshed = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderBlock(ticketFixture({ personal: 1 }), 'performers');
    await choose('Добавить исполнителя', 'Сидоров Семён');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].path).toBe('/api/load/tasks/7/performers/4');
    // The card refreshes once the answer is handled: any board prompt would have been opened by then.
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
    expect(confirm).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(screen.queryAllByText(/Добавить на доску пользователей/)).toHaveLength(0);
  });
});
