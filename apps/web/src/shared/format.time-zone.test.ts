import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShortDateTime,
  formatTime,
  fromServerDate,
  parseUtc,
  toServerDate,
} from './format.ts';

// A browser east of UTC: the wire (`yyyy-MM-dd HH:mm`) is UTC, the screen is local time.
// (vi.stubEnv: the web test setup gives the next file the worker's own zone back)
vi.stubEnv('TZ', 'Europe/Moscow');

describe('wire dates in a non-UTC zone (Europe/Moscow, UTC+3)', () => {
  it('runs in Moscow time (guards the rest of this file)', () => {
    expect(new Date(Date.UTC(2025, 0, 5, 6, 7)).getHours()).toBe(9);
    expect(new Date(2025, 0, 5).getTimezoneOffset()).toBe(-180);
  });

  it('sends a local instant to the server as UTC', () => {
    expect(toServerDate(new Date('2025-01-05T09:07:00+03:00'))).toBe('2025-01-05 06:07');
    expect(toServerDate(new Date(2025, 0, 5, 9, 7))).toBe('2025-01-05 06:07');
    expect(toServerDate(dayjs('2025-01-05 09:07'))).toBe('2025-01-05 06:07');
    expect(toServerDate(Date.UTC(2025, 0, 5, 6, 7))).toBe('2025-01-05 06:07');
    // crossing midnight backwards: 01:30 in Moscow is 22:30 of the day before in UTC
    expect(toServerDate(new Date(2025, 0, 1, 1, 30))).toBe('2024-12-31 22:30');
  });

  it('shows server (UTC) strings in local time', () => {
    expect(formatDateTime('2025-01-05 06:07')).toBe('05.01.2025 09:07');
    expect(formatShortDateTime('2025-01-05 06:07')).toBe('05.01 09:07');
    expect(formatTime('2025-01-05 06:07')).toBe('09:07');
    expect(formatDateTime('2024-02-29 08:30:15')).toBe('29.02.2024 11:30');
    // crossing midnight forwards: 23:59 UTC is already the next day in Moscow
    expect(formatDate('2024-12-31 23:59')).toBe('01.01.2025');
    expect(formatLongDate('2024-12-31 23:59')).toBe('01 января 2025');
    expect(formatDateTime('2025-01-05T06:07:00')).toBe('05.01.2025 09:07');
  });

  it('round-trips: what is read from the wire is sent back unchanged', () => {
    for (const wire of ['2025-01-05 06:07', '2024-12-31 23:59', '2025-06-30 21:00']) {
      expect(toServerDate(wire)).toBe(wire);
      expect(toServerDate(fromServerDate(wire))).toBe(wire);
    }
    expect(fromServerDate('2025-01-05 06:07')?.valueOf()).toBe(Date.UTC(2025, 0, 5, 6, 7));
  });

  it('reads ISO strings with an offset as the instant they name', () => {
    expect(formatDateTime('2025-01-05T06:07:00.000Z')).toBe('05.01.2025 09:07');
    expect(formatDateTime('2025-01-05T12:07:00+05:00')).toBe('05.01.2025 10:07');
    expect(toServerDate('2025-01-05T09:07:00+03:00')).toBe('2025-01-05 06:07');
  });

  it('keeps calendar dates and display strings local (no shift)', () => {
    expect(formatDate('2025-01-05')).toBe('05.01.2025');
    expect(formatDateTime('05.01.2025 09:07')).toBe('05.01.2025 09:07');
    expect(toServerDate('05.01.2025 09:07')).toBe('2025-01-05 06:07');
  });

  it('rejects impossible wire dates instead of rolling them over', () => {
    expect(formatDate('2024-02-30 10:00')).toBe('');
    expect(fromServerDate('2025-13-01 10:00')).toBeNull();
    expect(Number.isNaN(parseUtc('2024-02-30 10:00:00'))).toBe(true);
  });

  it('reads token_expired as UTC whatever the zone', () => {
    expect(parseUtc('2025-01-05 10:00:00')).toBe(Date.UTC(2025, 0, 5, 10));
    expect(parseUtc('2025-01-05T10:00:00+03:00')).toBe(Date.UTC(2025, 0, 5, 7));
  });
});
