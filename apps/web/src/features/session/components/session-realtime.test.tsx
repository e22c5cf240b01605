import { CHANNELS } from '@app/contracts';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../shared/navigation.ts';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { local, STORAGE_KEYS } from '../../../shared/storage.ts';
import { sessionStore } from '../model/session-store.ts';
import { SessionRealtime } from './session-realtime.tsx';

/** A fake realtime client: the test emits what the server would send on a channel. */
const realtime = fakeRealtime();

const NOW = Date.parse('2025-03-01T10:00:00Z');
const TEN_MINUTES = 600_000;
const IN_10_MINUTES = 'В течение 10 минут необходимо заново войти в систему, иначе выход произойдёт автоматически.';
const navigate = vi.fn();
const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ result: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
);

const logoutCalls = () => fetchMock.mock.calls.filter((c) => String((c as unknown[])[0]).startsWith('/api/login/logout')).length;

function mount() {
  render(
    <App>
      <SessionRealtime />
    </App>,
  );
}

/** Emits inside act and lets React render the modal. */
async function emit(channel: string, payload: unknown) {
  await act(async () => {
    realtime.emit(channel, payload);
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SessionRealtime: forced logout in the browser (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    setNavigator(navigate);
    navigate.mockReset();
    fetchMock.mockClear();
    realtime.socket.disconnect.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    local.set(STORAGE_KEYS.tokenExpired, '2025-03-09 10:00:00');
    sessionStore.set({ status: 'authenticated', user: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('jwt_invalid_users logs out at once, without calling the server', async () => {
    mount();
    await emit(CHANNELS.jwtInvalidUsers, {});
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(sessionStore.get().status).toBe('anonymous');
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBeNull();
    expect(logoutCalls()).toBe(0);
    expect(realtime.socket.disconnect).toHaveBeenCalled();
  });

  it('users-logout without a date warns "within 10 minutes", then logs out at 600 000 ms, not before', async () => {
    mount();
    await emit(CHANNELS.usersLogout, {});
    const warning = screen.getByRole('dialog');
    expect(warning.textContent).toContain('Требуется повторный вход');
    expect(warning.textContent).toContain(IN_10_MINUTES);

    await advance(TEN_MINUTES - 1);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe('authenticated');

    await advance(1);
    expect(logoutCalls()).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(sessionStore.get().status).toBe('anonymous');
  });

  it('the server default date (now + 10 minutes) also reads "within 10 minutes"', async () => {
    mount();
    await emit(CHANNELS.usersLogout, { date: new Date(NOW + TEN_MINUTES).toISOString() });
    expect(screen.getByRole('dialog').textContent).toContain(IN_10_MINUTES);
    await advance(TEN_MINUTES - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('users-logout with a date warns with that time and logs out exactly then', async () => {
    mount();
    const at = NOW + 30 * 60_000;
    await emit(CHANNELS.usersLogout, { date: new Date(at).toISOString() });
    const text = screen.getByRole('dialog');
    expect(text.textContent).toContain('Необходимо заново войти в систему до');
    expect(text.textContent).not.toContain(IN_10_MINUTES);
    // 10:30 UTC in the test zone, whatever it is.
    const local30 = new Date(at);
    const hh = String(local30.getHours()).padStart(2, '0');
    const mm = String(local30.getMinutes()).padStart(2, '0');
    expect(text.textContent).toContain(`01.03.2025 ${hh}:${mm}`);

    await advance(TEN_MINUTES);
    expect(navigate).not.toHaveBeenCalled();
    await advance(20 * 60_000 - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(logoutCalls()).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a date already past logs out at once', async () => {
    mount();
    await emit(CHANNELS.usersLogout, { date: new Date(NOW - 60_000).toISOString() });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a second warning replaces the first timer', async () => {
    mount();
    await emit(CHANNELS.usersLogout, { date: new Date(NOW + 60_000).toISOString() });
    await emit(CHANNELS.usersLogout, { date: new Date(NOW + 120_000).toISOString() });
    await advance(60_000);
    expect(navigate).not.toHaveBeenCalled();
    await advance(60_000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaving the signed-in layout cancels the pending logout and stops listening', async () => {
    const view = render(
      <App>
        <SessionRealtime />
      </App>,
    );
    await emit(CHANNELS.usersLogout, {});
    view.unmount();
    await advance(TEN_MINUTES);
    expect(navigate).not.toHaveBeenCalled();
    expect(realtime.handlers.get(CHANNELS.usersLogout)?.size ?? 0).toBe(0);
  });
});
