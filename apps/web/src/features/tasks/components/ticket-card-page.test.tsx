import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { ToastHost } from '../../../shared/toast/index.ts';
import '../texts.ts';
import { reportError } from '../model/report-error.ts';
import { jsonReply, signInAs } from '../test-fixtures.tsx';
import { TicketCardPage } from './ticket-card-page.tsx';

/** Spec 2 §8: how the card shows the server's answers. */

// No motion: happy-dom fires no animation events, so leaving toasts would linger.
function shell(children: ReactNode) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ToastHost />
      {children}
    </ConfigProvider>
  );
}

const notices = () => Array.from(document.querySelectorAll('.ant-message-notice'));
const noticeTexts = () => notices().map((n) => n.textContent);
const isDanger = (text: string) => notices().some((n) => n.textContent === text && n.querySelector('.ant-message-error'));

describe('reportError (spec 2 §8)', () => {
  const show = async (error: unknown) => {
    let kind = '';
    await act(async () => {
      kind = reportError(error);
    });
    return kind;
  };

  beforeEach(() => {
    render(shell(null));
  });

  it('error + result_content: that message as a danger toast', async () => {
    expect(await show(new ApiError(400, 'x', { error: true, result_content: 'Задача уже принята' }))).toBe('refusal');
    await waitFor(() => expect(noticeTexts()).toEqual(['Задача уже принята']));
    expect(isDanger('Задача уже принята')).toBe(true);
  });

  it('an errors object: all messages joined, shown as a warning (not a danger toast)', async () => {
    const body = { errors: { name: ['Заполните название'], end: ['Срок раньше начала', 'Неверная дата'] } };
    expect(await show(new ApiError(422, 'x', body, body.errors))).toBe('invalid');
    await waitFor(() => expect(notices()).toHaveLength(1));
    const text = noticeTexts()[0] ?? '';
    for (const m of ['Заполните название', 'Срок раньше начала', 'Неверная дата']) expect(text).toContain(m);
    expect(isDanger(text)).toBe(false);
  });

  it('500 and 502: the support message, not the server text', async () => {
    expect(await show(new ApiError(500, 'x', { error: true, result_content: 'stack trace' }))).toBe('support');
    expect(await show(new ApiError(502, 'x', '<html>Bad gateway</html>'))).toBe('support');
    await waitFor(() => expect(notices()).toHaveLength(2));
    expect(noticeTexts()).toEqual(['Ошибка сервера. Обратитесь в службу поддержки', 'Ошибка сервера. Обратитесь в службу поддержки']);
  });

  it('token false: the authorization message', async () => {
    expect(await show(new ApiError(401, 'x', { token: false }))).toBe('token');
    await waitFor(() => expect(noticeTexts()).toEqual(['Ключ авторизации недействителен']));
  });

  it('other failures are only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await show(new TypeError('Failed to fetch'))).toBe('other');
    expect(await show(new ApiError(409, 'x', { message: 'conflict' }))).toBe('other');
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
    expect(notices()).toHaveLength(0);
  });
});

describe('ticket card page: answers without a ticket (spec 2 §8)', () => {
  let cardAnswer: () => Response;
  beforeEach(() => {
    signInAs(10);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = new URL(String(input), 'http://x');
        if (url.pathname === '/api/load/tasks/7') return cardAnswer();
        return jsonReply({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = () =>
    render(
      shell(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/tickets/7']}>
            <Routes>
              <Route path="/tickets/:id" element={<TicketCardPage />} />
              <Route path="/tickets" element={<div>Список задач</div>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );

  it('no ticket returned: "no access to the task" and back to /tickets', async () => {
    cardAnswer = () => jsonReply({ ticket: null, statuses: [], priority: [], boards_users: [], all_can_change_status: false });
    renderPage();
    await waitFor(() => expect(screen.getByText('Список задач')).toBeTruthy());
    await waitFor(() => expect(noticeTexts()).toEqual(['Нет доступа к задаче']));
    expect(isDanger('Нет доступа к задаче')).toBe(true);
  });

  it('a refusal (403): "no access to the task" and back to /tickets', async () => {
    cardAnswer = () => jsonReply({ error: true, result_content: 'Нет прав' }, 403);
    renderPage();
    await waitFor(() => expect(screen.getByText('Список задач')).toBeTruthy());
    await waitFor(() => expect(noticeTexts()).toEqual(['Нет доступа к задаче']));
  });

  it('500 and 502: the support message once, the user stays on the card route', async () => {
    for (const code of [500, 502]) {
      cardAnswer = () => jsonReply({ error: true, result_content: 'boom', request_id: 'r1' }, code);
      const { unmount } = renderPage();
      await waitFor(() => expect(noticeTexts()).toEqual(['Ошибка сервера. Обратитесь в службу поддержки']));
      expect(screen.queryByText('Список задач')).toBeNull();
      unmount();
    }
  });

  it('404: the error card with the support message', async () => {
    cardAnswer = () => jsonReply({ error: true, result_content: 'Не найдено' }, 404);
    renderPage();
    await waitFor(() => expect(screen.getByText('Задача не найдена')).toBeTruthy());
    expect(screen.getByText('Ошибка сервера. Обратитесь в службу поддержки')).toBeTruthy();
    expect(screen.queryByText('Список задач')).toBeNull();
  });
});
