import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime, formatShortDateTime, fromServerDate, toServerDate } from '../../../shared/format.ts';

/** The wire's `yyyy-MM-dd HH:mm` is UTC (server `toWireMinutes`): read it as a local dayjs (shared helper). */
export function fromWire(value: string | null | undefined): Dayjs | null {
  return fromServerDate(value);
}

/** A local date (dayjs, Date or `yyyy-MM-dd HH:mm` local text) to the wire's UTC `yyyy-MM-dd HH:mm`. */
export function toWire(value: Dayjs | Date | string | null | undefined): string {
  return toServerDate(typeof value === 'string' ? dayjs(value) : value);
}

/** Lists show dd.MM HH:mm, the deadline dd.MM.yyyy HH:mm (spec 2 §1). */
export const listDate = (value: string | null | undefined) => formatShortDateTime(value);
export const fullDate = (value: string | null | undefined) => formatDateTime(value);
/** Local `yyyy-MM-dd HH:mm` for the calendar widgets. */
export const localText = (value: string | null | undefined) => fromWire(value)?.format('YYYY-MM-DD HH:mm') ?? null;
