import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatShortDateTime,
  formatSize,
  formatTime,
  isMobile,
  isValidDate,
  parseUtc,
  toServerDate,
} from './format.ts';

// Pinned to UTC so the local-time expectations below hold on every machine;
// format.time-zone.test.ts checks the same helpers east of UTC.
// (vi.stubEnv: the web test setup gives the next file the worker's own zone back)
vi.stubEnv('TZ', 'UTC');

describe('date formats (spec 1 §1)', () => {
  const d = new Date(2025, 0, 5, 9, 7);
  it('formats dd.MM.yyyy, dd.MM.yyyy HH:mm, dd.MM HH:mm, HH:mm', () => {
    expect(formatDate(d)).toBe('05.01.2025');
    expect(formatDateTime(d)).toBe('05.01.2025 09:07');
    expect(formatShortDateTime(d)).toBe('05.01 09:07');
    expect(formatTime(d)).toBe('09:07');
  });
  it('sends yyyy-MM-dd HH:mm to the server', () => {
    expect(toServerDate(d)).toBe('2025-01-05 09:07');
  });
  it('reads server strings and dd.MM.yyyy strings', () => {
    expect(formatDate('2024-12-31 23:59')).toBe('31.12.2024');
    expect(formatDateTime('2024-02-29 08:30:15')).toBe('29.02.2024 08:30');
    expect(formatDate('31.12.2024')).toBe('31.12.2024');
  });
  it('gives an empty string for empty, invalid or zero dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('0000-00-00 00:00:00')).toBe('');
  });
  it('writes dd MMMM yyyy with Russian genitive months', () => {
    expect(formatLongDate(d)).toBe('05 января 2025');
    expect(formatLongDate(new Date(2024, 2, 8))).toBe('08 марта 2024');
    expect(formatLongDate(new Date(2024, 4, 1))).toBe('01 мая 2024');
    expect(formatLongDate(new Date(2024, 7, 30))).toBe('30 августа 2024');
    expect(formatLongDate(d, 'en')).toBe('05 January 2025');
  });
});

describe('date validity rule (spec 1 §5)', () => {
  it.each(['2024-01-31', '2024/01/31', '2024.01.31', '31-01-2024', '31/01/2024', '31.01.2024', '2024-01-31 10:15', '31.01.2024 10:15:59'])(
    'accepts %s',
    (v) => {
      expect(isValidDate(v)).toBe(true);
    },
  );
  it.each(['0000-00-00', '00.00.0000', '0000-00-00 00:00:00', '2024-1-31', '31.01.24', 'yesterday', '', '2024-01-31 1015'])(
    'rejects %s',
    (v) => {
      expect(isValidDate(v)).toBe(false);
    },
  );
  it('rejects non-strings', () => {
    expect(isValidDate(20240131)).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });
});

describe("numbers (spec 1 §1, issue 19: the language's convention)", () => {
  it('separates thousands with a regular space and shows 2 decimals after a comma in Russian', () => {
    expect(formatNumber(1234567.891)).toBe('1 234 567,89');
    expect(formatNumber(1234567.891)).not.toContain('\u00a0');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(999)).toBe('999,00');
    expect(formatNumber(1000)).toBe('1 000,00');
    expect(formatNumber(-98765.4)).toBe('-98 765,40');
  });
  it('uses the English convention in English, following the interface language', async () => {
    expect(formatNumber(1234567.891, 2, 'en')).toBe('1,234,567.89');
    await i18next.changeLanguage('en');
    try {
      expect(formatMoney('1234567.5')).toBe('1,234,567.50 ₽');
      expect(formatSize(39)).toBe('39 bytes');
    } finally {
      await i18next.changeLanguage('ru');
    }
    expect(formatMoney('1234567.5')).toBe('1 234 567,50 ₽');
  });
  it('reads decimal strings and other precisions', () => {
    expect(formatNumber('100000.50')).toBe('100 000,50');
    expect(formatNumber('12345', 0)).toBe('12 345');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(-0.001)).toBe('0,00');
  });
  it('gives currency symbols by id', () => {
    expect([1, 2, 3, 4, 5, 6].map(currencySymbol)).toEqual(['$', '₽', '€', '¥', '¥', '£']);
    expect(currencySymbol(99)).toBe('');
    expect(currencySymbol('2')).toBe('₽');
    expect(formatMoney('1500', 2)).toBe('1 500,00 ₽');
  });
});

describe('drive sizes (spec 3 §9, issue 19)', () => {
  it('uses base 1024, whole bytes and 2 decimals from KB to PB, in Russian units', () => {
    expect(formatSize(0)).toBe('0 байт');
    expect(formatSize(39)).toBe('39 байт');
    expect(formatSize(1023)).toBe('1 023 байт');
    expect(formatSize(1024)).toBe('1,00 КБ');
    expect(formatSize(1536)).toBe('1,50 КБ');
    expect(formatSize(1024 ** 2 * 5.25)).toBe('5,25 МБ');
    expect(formatSize(1024 ** 3 * 10)).toBe('10,00 ГБ');
    expect(formatSize(1024 ** 4)).toBe('1,00 ТБ');
    expect(formatSize(1024 ** 5 * 3)).toBe('3,00 ПБ');
    expect(formatSize(1024 ** 6)).toBe('1 024,00 ПБ');
    expect(formatSize(-1)).toBe('');
  });
  it('uses English units in English', () => {
    expect(formatSize(1024 ** 3 * 10, 'en')).toBe('10.00 GB');
    expect(formatSize(1536, 'en')).toBe('1.50 KB');
  });
});

describe('mobile detection', () => {
  it('detects phones and tablets from the user agent', () => {
    expect(isMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isMobile('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
  });
});

describe('parseUtc', () => {
  it('reads token_expired as UTC', () => {
    expect(parseUtc('2025-01-05 10:00:00')).toBe(Date.UTC(2025, 0, 5, 10, 0, 0));
    expect(Number.isNaN(parseUtc(''))).toBe(true);
  });
});
