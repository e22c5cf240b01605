import { describe, expect, it } from 'vitest';
import { forcedLogoutDelay, refreshDelay } from './timers.ts';

describe('token refresh scheduling (spec 1 §4, spec 3 §9)', () => {
  const expired = '2025-03-01 10:00:00';
  const expiry = Date.UTC(2025, 2, 1, 10, 0, 0);

  it('is scheduled 2 hours after the stored expiry date', () => {
    expect(refreshDelay(expired, expiry - 60_000)).toBe(2 * 3600_000 + 60_000);
    expect(refreshDelay(expired, expiry)).toBe(2 * 3600_000);
  });
  it('is not scheduled when the delay is 1 second or less', () => {
    expect(refreshDelay(expired, expiry + 2 * 3600_000 - 1000)).toBeNull();
    expect(refreshDelay(expired, expiry + 2 * 3600_000 - 1001)).toBe(1001);
    expect(refreshDelay(expired, expiry + 3 * 3600_000)).toBeNull();
  });
  it('is not scheduled without a stored date', () => {
    expect(refreshDelay(null, expiry)).toBeNull();
    expect(refreshDelay('garbage', expiry)).toBeNull();
  });
});

describe('forced logout delay (spec 1 §4, §9)', () => {
  it('is 10 minutes without a date', () => {
    expect(forcedLogoutDelay(undefined, 0)).toBe(600_000);
  });
  it('follows the given date', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(forcedLogoutDelay('2025-03-01T10:05:00Z', now)).toBe(300_000);
    expect(forcedLogoutDelay('2025-03-01T09:00:00Z', now)).toBe(0);
  });
});
