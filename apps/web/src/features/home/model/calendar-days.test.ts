import type { CalendarEvent } from '@app/contracts';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { groupByDay, visibleRange } from './calendar-days.ts';

// Deadlines are instants: the test looks at them from Moscow (UTC+3), where 22:30 UTC is the next day.
// (vi.stubEnv: the web test setup gives the next file the worker's own zone back)
vi.stubEnv('TZ', 'Europe/Moscow');

const ticket = (id: number, date: string): CalendarEvent => ({
  module: 'tickets',
  id,
  name: `Задача ${id}`,
  date,
  status: 1,
  link: `/tickets/${id}`,
});
const pack = (id: number, date: string): CalendarEvent => ({
  module: 'applications',
  id,
  name: `Заявка ${id}`,
  date,
  status: 'active',
  link: `/applications/${id}`,
});

describe('home calendar days', () => {
  it('asks for the whole 6-week grid of the month, or the week from Monday', () => {
    const month = visibleRange('month', dayjs('2026-11-23'));
    expect(month.from.format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(month.to.format('YYYY-MM-DD')).toBe('2026-12-06');
    const week = visibleRange('week', dayjs('2026-11-29'));
    expect([week.from.format('YYYY-MM-DD'), week.to.format('YYYY-MM-DD')]).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('places a deadline on the local day of its instant and a wanted date on its own day, times in order', () => {
    const days = groupByDay([ticket(2, '2026-11-23 22:30'), ticket(1, '2026-11-23 06:00'), pack(7, '2026-11-23')]);
    expect(days.get('2026-11-23')?.map((e) => `${e.module}:${e.id}:${e.time}`)).toEqual(['applications:7:null', 'tickets:1:09:00']);
    expect(days.get('2026-11-24')?.map((e) => `${e.module}:${e.id}:${e.time}`)).toEqual(['tickets:2:01:30']);
  });

  it('skips an event whose date is not a date', () => {
    expect(groupByDay([ticket(1, 'потом')]).size).toBe(0);
  });
});
