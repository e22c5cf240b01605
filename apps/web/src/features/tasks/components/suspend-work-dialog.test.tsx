import { WORK_STATE } from '@app/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { cardFixture, jsonReply, signInAs, status, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { StatusActions } from './status-actions.tsx';

/** Spec 2 §4: starting work while another task of the user is in progress offers to suspend it. */
describe('start work while another task is in progress', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let workAnswer: (body: URLSearchParams) => Response;
  beforeEach(() => {
    signInAs(3);
    workAnswer = (body) =>
      body.get('suspend_work_id')
        ? jsonReply({ result: true, status: status('work'), performer: { performer_id: 3, status: 1, work: { id: 90, total: 0 } } })
        : jsonReply(
            {
              error: true,
              result_content: 'Сейчас в работе задача «Сверка актов»',
              ticket_name: 'Сверка актов',
              ticket_id: 12,
              work_id: 55,
            },
            409,
          );
    fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/load/tasks/7/performers/3/works') return workAnswer(new URLSearchParams(String(init?.body)));
      return jsonReply({});
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

  const works = () =>
    fetchMock.mock.calls
      .filter((c) => new URL(String(c[0]), 'http://x').pathname === '/api/load/tasks/7/performers/3/works')
      .map((c) => Object.fromEntries(new URLSearchParams(String((c[1] as RequestInit).body))));

  const performer = { performer_id: 3, fio: 'Петров', userimage: null, status: WORK_STATE.waiting, work: { id: null, total: 0 } };
  const card = cardFixture(ticketFixture({ status: status('work'), performers: [performer] }));

  it('names the task in progress; confirming starts again with suspend_work_id', async () => {
    render(withProviders(<StatusActions card={card} />));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Начать/ }));
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    expect(screen.getAllByText('Приостановить другую задачу?').length).toBeGreaterThan(0);
    expect(screen.getByText('Сейчас в работе задача «Сверка актов». Приостановить её и начать эту?')).toBeTruthy();
    expect(works()).toEqual([{ work_start: '1' }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Приостановить и начать' }));
    });
    await waitFor(() => expect(works()).toHaveLength(2));
    expect(works()[1]).toEqual({ work_start: '1', suspend_work_id: '55' });
  });

  it('declining sends nothing more', async () => {
    render(withProviders(<StatusActions card={card} />));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Начать/ }));
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Отмена|Cancel/ }));
    });
    // The confirm has no cancel handler: a write would start inside the click, which act has run.
    expect(works()).toHaveLength(1);
  });

  it('a refusal without work_id is no suspend offer', async () => {
    workAnswer = () => jsonReply({ error: true, result_content: 'Вы не исполнитель задачи' }, 403);
    const confirm = vi.spyOn(Modal, 'confirm');
    render(withProviders(<StatusActions card={card} />));
    const start = screen.getByRole('button', { name: /Начать/ });
    await act(async () => {
      fireEvent.click(start);
    });
    await waitFor(() => expect(works()).toHaveLength(1));
    // The refusal is handled (an offer would be made before the button stops loading).
    await waitFor(() => expect(start.classList.contains('ant-btn-loading')).toBe(false));
    expect(confirm).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });
});
