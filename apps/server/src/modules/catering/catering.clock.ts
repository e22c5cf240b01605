/**
 * The module's one source of "now" (issue 17: tests never depend on the wall clock). Services
 * call `cateringNow()`; a test sets a fixed instant with `setCateringClock(() => new Date(...))`
 * and restores the real clock with `setCateringClock()`. Times of the company are Europe/Moscow,
 * a fixed UTC+3 since 2014 (no daylight saving), so instants convert by the offset.
 */
let source: () => Date = () => new Date();

export function setCateringClock(now?: () => Date): void {
  source = now ?? (() => new Date());
}

export const cateringNow = (): Date => source();

const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The Europe/Moscow date (yyyy-MM-dd) of an instant. */
export const moscowDate = (at: Date): string => new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** Minutes since midnight in Europe/Moscow of an instant. */
export function moscowMinutes(at: Date): number {
  const shifted = new Date(at.getTime() + MOSCOW_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant of `HH:MM` Europe/Moscow on a date. */
export const moscowInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00+03:00`);

/** `HH:MM` → minutes since midnight (24:00 → 1440). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The first and the day after the last day of a `yyyy-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
