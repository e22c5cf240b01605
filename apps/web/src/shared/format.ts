import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import i18next from 'i18next';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

type DateInput = Dayjs | Date | string | number | null | undefined;

/** Server format of dates on the wire (spec 1 §1): always UTC (server `shared/dates.ts`). */
export const SERVER_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/** `yyyy-MM-dd HH:mm[:ss[.fff]]` (or with a `T`) and no offset: a wire date, in UTC. */
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
/** An ISO string carrying its own offset (`Z`, `+03:00`): already an instant. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
/** Calendar dates and the display formats (dd.MM.yyyy ...) are local: no zone shift. */
const LOCAL_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY HH:mm', 'DD.MM.YYYY'];

/** Epoch milliseconds of a wire date (`yyyy-MM-dd HH:mm[:ss]`, UTC), or NaN when it is not one. */
function wireMillis(value: string): number {
  const m = WIRE_DATE.exec(value);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = Number((m[7] ?? '0').padEnd(3, '0'));
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  const same =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi;
  return same && s < 60 ? date.getTime() : Number.NaN;
}

/**
 * Any date input as a local dayjs. Strings in the server format are UTC (the wire) and are
 * shifted to the browser's zone; ISO strings with an offset are instants; calendar dates
 * (`yyyy-MM-dd`) and display strings (`dd.MM.yyyy ...`) are read as local.
 */
function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value.local() : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (ISO_WITH_OFFSET.test(text)) {
      const d = dayjs(text);
      return d.isValid() ? d : null;
    }
    if (!isValidDate(text) && !/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
    if (WIRE_DATE.test(text)) {
      const wire = wireMillis(text);
      return Number.isNaN(wire) ? null : dayjs(wire);
    }
    const local = dayjs(text, LOCAL_FORMATS, true);
    if (local.isValid()) return local;
  }
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** A wire date (`yyyy-MM-dd HH:mm`, UTC) or any other date input as a local dayjs; null when it is not a date. */
export const fromServerDate = (value: DateInput): Dayjs | null => toDayjs(value);

/** dd.MM.yyyy, in the browser's zone. */
export const formatDate = (value: DateInput): string => toDayjs(value)?.format('DD.MM.YYYY') ?? '';
/** dd.MM.yyyy HH:mm, in the browser's zone. */
export const formatDateTime = (value: DateInput): string => toDayjs(value)?.format('DD.MM.YYYY HH:mm') ?? '';
/** dd.MM HH:mm, in the browser's zone. */
export const formatShortDateTime = (value: DateInput): string => toDayjs(value)?.format('DD.MM HH:mm') ?? '';
/** HH:mm, in the browser's zone. */
export const formatTime = (value: DateInput): string => toDayjs(value)?.format('HH:mm') ?? '';
/** yyyy-MM-dd HH:mm in UTC, the format dates are sent to the server in. */
export const toServerDate = (value: DateInput): string => toDayjs(value)?.utc().format(SERVER_DATE_FORMAT) ?? '';

const MONTHS_GENITIVE: Record<'ru' | 'en', readonly string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** 'dd MMMM yyyy' with the month in the genitive case in Russian: "05 января 2025". */
export function formatLongDate(value: DateInput, lang: string = 'ru'): string {
  const d = toDayjs(value);
  if (!d) return '';
  const months = MONTHS_GENITIVE[lang === 'en' ? 'en' : 'ru'];
  return `${d.format('DD')} ${months[d.month()]} ${d.format('YYYY')}`;
}

const DATE_RULE = /^(?:(\d{4})[-/.](\d{2})[-/.](\d{2})|(\d{2})[-/.](\d{2})[-/.](\d{4}))(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * Spec 1 §5: a date is valid if it matches yyyy-mm-dd or dd-mm-yyyy with separators
 * -, / or ., optionally with a time, and is not the zero date.
 */
export function isValidDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = DATE_RULE.exec(value.trim());
  if (!m) return false;
  const digits = m.slice(1, 7).filter(Boolean).join('');
  return !/^0+$/.test(digits);
}

type NumberLang = 'ru' | 'en';
/** The interface language numbers follow unless a caller names one (a PDF, a test). */
const interfaceLang = (): NumberLang => (i18next.language === 'en' ? 'en' : 'ru');
/** Thousands and decimal separators: 1 234 567,50 in Russian, 1,234,567.50 in English. */
const SEPARATORS: Readonly<Record<NumberLang, { group: string; decimal: string }>> = {
  ru: { group: ' ', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Numbers (spec 1 §1, issue 19): `decimals` places (2 by default), thousands separated by a
 * regular space (U+0020) and a decimal comma in Russian, by a comma with a decimal point in
 * English. Accepts the decimal strings money travels in.
 */
export function formatNumber(value: number | string | null | undefined, decimals = 2, lang: NumberLang = interfaceLang()): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(n)) return '';
  const { group, decimal } = SEPARATORS[lang];
  const fixed = Math.abs(n).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = n < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${frac ? `${decimal}${frac}` : ''}`;
}

const CURRENCY_SYMBOLS: Readonly<Record<number, string>> = { 1: '$', 2: '₽', 3: '€', 4: '¥', 5: '¥', 6: '£' };

/** Currency symbol by id: 1 $, 2 ₽, 3 €, 4 ¥, 5 ¥, 6 £; unknown ids give ''. */
export function currencySymbol(id: number | string | null | undefined): string {
  return CURRENCY_SYMBOLS[Number(id)] ?? '';
}

/** Money: the number format of the language, then the currency sign (₽ by default): 1 234 567,50 ₽. */
export function formatMoney(
  value: number | string | null | undefined,
  currencyId: number | string = 2,
  lang: NumberLang = interfaceLang(),
): string {
  const n = formatNumber(value, 2, lang);
  if (!n) return '';
  const symbol = currencySymbol(currencyId);
  return symbol ? `${n} ${symbol}` : n;
}

const SIZE_UNITS: Readonly<Record<NumberLang, readonly string[]>> = {
  ru: ['байт', 'КБ', 'МБ', 'ГБ', 'ТБ', 'ПБ'],
  en: ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'],
};

/** Drive sizes (spec 3 §9): bytes … PB in the language, base 1024, bytes whole, the rest with 2 decimals: "39 байт", "10,00 ГБ". */
export function formatSize(bytes: number | string | null | undefined, lang: NumberLang = interfaceLang()): string {
  const n = Number(bytes);
  if (bytes === null || bytes === undefined || bytes === '' || !Number.isFinite(n) || n < 0) return '';
  const units = SIZE_UNITS[lang];
  let unit = 0;
  let size = n;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${formatNumber(size, unit === 0 ? 0 : 2, lang)} ${units[unit]}`;
}

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Windows Phone|Mobile/i;

/** Mobile devices are detected from the user-agent string (spec 1 §1). */
export function isMobile(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return MOBILE_UA.test(userAgent);
}

/** `yyyy-MM-dd HH:mm:ss` in UTC (token_expired) to epoch milliseconds, or NaN. */
export function parseUtc(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  const text = value.trim();
  return WIRE_DATE.test(text) ? wireMillis(text) : Date.parse(text);
}

/** A quantity (up to 3 decimals on the wire) in the number format of the language, without trailing zeros: «1 234,5», «10». */
export const formatQuantity = (value: number | string | null | undefined, lang: NumberLang = interfaceLang()): string =>
  formatNumber(value, 3, lang).replace(/[,.]?0+$/, '');
