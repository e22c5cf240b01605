import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../shared/toast/index.ts';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { surveyRoutes } from '../routes.tsx';

/** /survey and /survey/{id} (spec 1 §2): answering calls PATCH users/feedback/general. */

const user = sessionUserFixture();

/** The lazy route's first load transforms antd: give it time, as router.test.tsx does. */
const LOAD = { timeout: 10_000 };

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Home() {
  return <p>{`Открыт адрес ${useLocation().pathname}`}</p>;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/survey', children: surveyRoutes },
      { path: '/', Component: Home },
    ],
    { initialEntries: [path] },
  );
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ToastHost />
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
  return router;
}

const feedbackCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/users/feedback/general') as [string, RequestInit][];

/** Clicks the n-th star of the rating (1-based). */
async function rate(stars: number) {
  await userEvent.setup().click(screen.getAllByRole('radio')[stars - 1]);
}

describe('SurveyPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/users/feedback/general' ? reply(200, { general_feedback_date: '2025-03-01 10:00:00' }) : reply(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ status: 'authenticated', user });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('asks for a rating before sending anything', async () => {
    open('/survey');
    expect(await screen.findByText('Опрос о работе в системе', undefined, LOAD)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByText('Заполните обязательное поле')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating and comment with PATCH users/feedback/general, thanks the user and goes home', async () => {
    const router = open('/survey');
    await screen.findByText('Опрос о работе в системе', undefined, LOAD);
    await rate(4);
    await userEvent.setup().type(screen.getByLabelText('Что нам улучшить?'), '  Быстрее поиск  ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Спасибо за ответ!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [[, init]] = feedbackCalls(fetchMock);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, comment: 'Быстрее поиск' });
    expect(sessionStore.get().user?.generalFeedbackDate).toBe('2025-03-01 10:00:00');
  });

  it('/survey/{id} names the survey and sends its id', async () => {
    open('/survey/12');
    expect(await screen.findByText('Опрос № 12', undefined, LOAD)).toBeTruthy();
    await rate(5);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Спасибо за ответ!');
    const [[, init]] = feedbackCalls(fetchMock);
    expect(JSON.parse(String(init.body))).toEqual({ rating: 5, survey_id: 12 });
  });

  it('a refused answer shows the server message and stays on the survey', async () => {
    fetchMock.mockImplementation(async () => reply(400, { error: true, result_content: 'Опрос закрыт' }));
    const router = open('/survey/3');
    await screen.findByText('Опрос № 3', undefined, LOAD);
    await rate(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Опрос закрыт')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/survey/3');
    expect(sessionStore.get().user?.generalFeedbackDate).toBeNull();
  });
});
