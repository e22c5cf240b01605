import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { FeedbackPrompt, shouldPromptFeedback } from './feedback-prompt.tsx';

/** Spec 1 §4: the feedback prompt is shown only to a signed-in, non-mobile user with no feedback date. */

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const user = sessionUserFixture();

const TITLE = 'Помогите нам стать лучше';
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('shouldPromptFeedback', () => {
  it('prompts a signed-in desktop user with no feedback date', () => {
    expect(shouldPromptFeedback(user, DESKTOP)).toBe(true);
  });
  it('never prompts without a user', () => {
    expect(shouldPromptFeedback(null, DESKTOP)).toBe(false);
  });
  it('waits while a password change is pending (docs/decisions/009)', () => {
    expect(shouldPromptFeedback({ ...user, checkPasswordChange: true }, DESKTOP)).toBe(false);
  });
  it('never prompts a user who already answered (feedback date set)', () => {
    expect(shouldPromptFeedback({ ...user, generalFeedbackDate: '2025-02-01 09:00:00' }, DESKTOP)).toBe(false);
  });
  it.each([PHONE, IPHONE])('never prompts on a mobile device: %s', (ua) => {
    expect(shouldPromptFeedback(user, ua)).toBe(false);
  });
});

function Where() {
  return <p>{`Открыт адрес ${useLocation().pathname}`}</p>;
}

function mount(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <FeedbackPrompt />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, view: render(<RouterProvider router={router} />) };
}

const prompt = () => screen.queryByRole('dialog', { name: TITLE });

describe('FeedbackPrompt', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/users/feedback/general' ? reply(200, { general_feedback_date: '2025-03-01 10:00:00' }) : reply(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ status: 'authenticated', user });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('is shown to a signed-in desktop user with no feedback date', () => {
    mount();
    expect(prompt()?.textContent).toContain('Ответьте на пару вопросов о работе в системе');
  });

  it('is not shown to a user who already gave feedback', () => {
    sessionStore.set({ status: 'authenticated', user: { ...user, generalFeedbackDate: '2025-02-01 09:00:00' } });
    mount();
    expect(prompt()).toBeNull();
  });

  it('is not shown on a phone', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PHONE);
    mount();
    expect(prompt()).toBeNull();
  });

  it('is not shown when nobody is signed in', () => {
    sessionStore.set({ status: 'anonymous', user: null });
    mount();
    expect(prompt()).toBeNull();
  });

  it('is not shown over the survey itself', () => {
    mount('/survey');
    expect(prompt()).toBeNull();
  });

  it('"Не показывать" calls PATCH users/feedback/general, hides the prompt and stores the date', async () => {
    mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Не показывать' }));
    expect(prompt()).toBeNull();
    await vi.waitFor(() => expect(sessionStore.get().user?.generalFeedbackDate).toBe('2025-03-01 10:00:00'));
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/users/feedback/general');
    expect(calls).toHaveLength(1);
    expect(calls[0][1]?.method).toBe('PATCH');
  });

  it('"Позже" hides it for the rest of the visit without calling the server', async () => {
    const first = mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Позже' }));
    expect(prompt()).toBeNull();
    first.view.unmount();
    mount();
    expect(prompt()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Пройти опрос" opens the survey', async () => {
    const { router } = mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Пройти опрос' }));
    expect(router.state.location.pathname).toBe('/survey');
    expect(prompt()).toBeNull();
  });

  it('disappears when the user gives feedback elsewhere', () => {
    mount();
    expect(prompt()).not.toBeNull();
    act(() => sessionStore.patchUser({ generalFeedbackDate: '2025-03-01 10:00:00' }));
    expect(prompt()).toBeNull();
  });
});
