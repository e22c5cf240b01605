import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, STORAGE_KEYS } from '../../../shared/storage.ts';
import { scheduleRefresh } from './session-actions.ts';

/** The token refresh timer (spec 1 §4, spec 3 §9): PATCH login/refresh 2 hours after the stored expiry. */
const NOW = Date.UTC(2025, 2, 1, 10, 0, 0);
const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm:ss` in UTC, the wire format of token_expired. */
const wire = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const refreshCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith('/api/login/refresh') && (init as RequestInit)?.method === 'PATCH');

describe('token refresh timer', () => {
  let nextExpiry = '';
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ token: 't2', token_expired: nextExpiry }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('calls PATCH login/refresh 2 hours after the stored expiry, stores the new expiry and schedules the next one', async () => {
    // expired 1 h 59 min 55 s ago: the refresh is due in 5 s
    local.set(STORAGE_KEYS.tokenExpired, wire(NOW - 2 * HOUR + 5_000));
    nextExpiry = wire(NOW + 5_000 + 9 * 24 * HOUR);
    scheduleRefresh();

    await vi.advanceTimersByTimeAsync(4_999);
    expect(refreshCalls(fetchMock)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBe(nextExpiry);

    // The next refresh: 2 hours after the new expiry (9 days on), not earlier.
    await vi.advanceTimersByTimeAsync(9 * 24 * HOUR + 2 * HOUR - 1);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(fetchMock)).toHaveLength(2);
  });

  it('is not scheduled when the delay is 1 second or less', async () => {
    local.set(STORAGE_KEYS.tokenExpired, wire(NOW - 2 * HOUR + 1_000));
    scheduleRefresh();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(refreshCalls(fetchMock)).toHaveLength(0);
  });

  it('is scheduled when the delay is just over 1 second', async () => {
    local.set(STORAGE_KEYS.tokenExpired, wire(NOW - 2 * HOUR + 2_000));
    nextExpiry = wire(NOW + 9 * 24 * HOUR);
    scheduleRefresh();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
  });

  it('is not scheduled without a stored expiry', async () => {
    scheduleRefresh();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed refresh keeps the stored expiry and is logged', async () => {
    const stored = wire(NOW - 2 * HOUR + 5_000);
    local.set(STORAGE_KEYS.tokenExpired, stored);
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('network down');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scheduleRefresh();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBe(stored);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
