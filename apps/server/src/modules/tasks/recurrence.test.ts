import { describe, expect, it } from 'vitest';
import { nextOccurrence, type RecurrenceRule } from './recurrence.service.ts';

/** RRULE semantics of the recurrence (spec 2 §3): freq, interval, time in UTC+0, until, by-days. */
const rule = (over: Partial<RecurrenceRule>): RecurrenceRule => ({
  freq: 'daily',
  interval: 1,
  time: '09:00',
  until: null,
  bymonthday: null,
  bymonth: null,
  byyearday: null,
  byweekno: null,
  ...over,
});
const anchor = new Date('2030-01-01T00:00:00Z'); // a Tuesday
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('nextOccurrence', () => {
  it('daily at HH:MM UTC', () => {
    expect(iso(nextOccurrence(rule({}), anchor, new Date('2030-01-05T10:00:00Z')))).toBe('2030-01-06T09:00:00.000Z');
    expect(iso(nextOccurrence(rule({}), anchor, new Date('2030-01-05T08:00:00Z')))).toBe('2030-01-05T09:00:00.000Z');
  });
  it('every 3 days counts from the anchor', () => {
    expect(iso(nextOccurrence(rule({ interval: 3 }), anchor, new Date('2030-01-02T00:00:00Z')))).toBe('2030-01-04T09:00:00.000Z');
  });
  it('weekly on byweekno 1 = Monday … 7 = Sunday', () => {
    expect(iso(nextOccurrence(rule({ freq: 'weekly', byweekno: [1] }), anchor, anchor))).toBe('2030-01-07T09:00:00.000Z');
    expect(iso(nextOccurrence(rule({ freq: 'weekly', byweekno: [7] }), anchor, anchor))).toBe('2030-01-06T09:00:00.000Z');
  });
  it('monthly on bymonthday', () => {
    expect(iso(nextOccurrence(rule({ freq: 'monthly', bymonthday: 15 }), anchor, new Date('2030-01-20T00:00:00Z')))).toBe(
      '2030-02-15T09:00:00.000Z',
    );
  });
  it('yearly on a date (bymonth + bymonthday) or a day of the year', () => {
    expect(iso(nextOccurrence(rule({ freq: 'yearly', bymonth: 3, bymonthday: 8 }), anchor, anchor))).toBe('2030-03-08T09:00:00.000Z');
    expect(iso(nextOccurrence(rule({ freq: 'yearly', byyearday: 32 }), anchor, anchor))).toBe('2030-02-01T09:00:00.000Z');
  });
  it('until ends the series', () => {
    expect(nextOccurrence(rule({ until: new Date('2030-01-03T23:59:59Z') }), anchor, new Date('2030-01-03T10:00:00Z'))).toBeNull();
  });
});
