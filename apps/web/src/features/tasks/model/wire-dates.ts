import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The wire's `yyyy-MM-dd HH:mm` is UTC (server `toWireMinutes`): read it as a local dayjs. */
export function fromWire(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const d = dayjs.utc(value, 'YYYY-MM-DD HH:mm');
  const parsed = d.isValid() ? d : dayjs.utc(value);
  return parsed.isValid() ? parsed.local() : null;
}

/** A local date (dayjs, Date or `yyyy-MM-dd HH:mm` local text) to the wire's UTC `yyyy-MM-dd HH:mm`. */
export function toWire(value: Dayjs | Date | string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.utc().format('YYYY-MM-DD HH:mm') : '';
}

/** Lists show dd.MM HH:mm, the deadline dd.MM.yyyy HH:mm (spec 2 §1). */
export const listDate = (value: string | null | undefined) => fromWire(value)?.format('DD.MM HH:mm') ?? '';
export const fullDate = (value: string | null | undefined) => fromWire(value)?.format('DD.MM.YYYY HH:mm') ?? '';
/** Local `yyyy-MM-dd HH:mm` for the calendar widgets. */
export const localText = (value: string | null | undefined) => fromWire(value)?.format('YYYY-MM-DD HH:mm') ?? null;
