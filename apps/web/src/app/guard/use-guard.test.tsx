import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../features/session/index.ts';
import { sessionUserFixture } from '../../features/session/session-user.fixture.ts';
import { captureToasts } from '../../shared/toast/toast.ts';
import { NO_ACCESS_MESSAGE_DELAY_MS, useGuard } from './use-guard.ts';

const toast = vi.fn();
captureToasts(toast);

const employee = sessionUserFixture({ id: 3, name: 'Петров Иван Сергеевич' });

/** Renders the guard's decision and the current address, as Root does with its layouts. */
function Probe() {
  const decision = useGuard();
  const { pathname } = useLocation();
  return (
    <output>
      {decision.type} {pathname}
    </output>
  );
}

describe('useGuard: the access message (spec 1 §2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.mockReset();
    sessionStore.set({ status: 'authenticated', user: employee });
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('a missing right sends the user home and shows the message after 100 ms, not before', async () => {
    expect(NO_ACCESS_MESSAGE_DELAY_MS).toBe(100);
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/users'] });
    const view = render(<RouterProvider router={router} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(view.container.textContent).toBe('allow /');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(toast).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(1, 'К сожалению, у Вас нет доступа в данный раздел');
  });

  it('an allowed section shows no message', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/disk'] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(router.state.location.pathname).toBe('/disk');
    expect(toast).not.toHaveBeenCalled();
  });
});
