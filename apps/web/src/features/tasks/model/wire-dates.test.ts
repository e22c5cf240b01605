import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { fromWire, fullDate, listDate, localText, toWire } from './wire-dates.ts';

// The tasks' wire-date helpers delegate to shared/format.ts; checked east of UTC.
// (vi.stubEnv: the web test setup gives the next file the worker's own zone back)
vi.stubEnv('TZ', 'Europe/Moscow');

describe('tasks wire dates (UTC on the wire, local on screen)', () => {
  it('runs in Moscow time', () => {
    expect(new Date(2025, 0, 5).getTimezoneOffset()).toBe(-180);
  });
  it('reads UTC and shows local time', () => {
    expect(fromWire('2025-01-05 06:07')?.valueOf()).toBe(Date.UTC(2025, 0, 5, 6, 7));
    expect(listDate('2025-01-05 06:07')).toBe('05.01 09:07');
    expect(fullDate('2025-01-05 06:07')).toBe('05.01.2025 09:07');
    expect(localText('2025-01-05 06:07')).toBe('2025-01-05 09:07');
    expect(fromWire(null)).toBeNull();
    expect(fullDate('')).toBe('');
  });
  it('sends local dates (dayjs, Date, local text) as UTC', () => {
    expect(toWire(dayjs('2025-01-05 09:07'))).toBe('2025-01-05 06:07');
    expect(toWire(new Date(2025, 0, 5, 9, 7))).toBe('2025-01-05 06:07');
    expect(toWire('2025-01-05 09:07')).toBe('2025-01-05 06:07');
    expect(toWire(localText('2025-01-05 06:07'))).toBe('2025-01-05 06:07');
    expect(toWire(null)).toBe('');
  });
});
