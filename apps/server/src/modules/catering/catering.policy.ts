import { type CafeStatus, hasPermit } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { minutesOf, moscowInstant, moscowMinutes } from './catering.clock.ts';

/**
 * The rules of the canteen and the cafe (issue 17), pure: each takes "now" as an argument, so
 * tests check them against explicit instants.
 */

/** Orders for a menu date are open until the cut-off time of that date (Europe/Moscow). */
export const canteenCutoffAt = (date: string, cutoff: string): Date => moscowInstant(date, cutoff);
export const canteenOpen = (date: string, cutoff: string, now: Date): boolean => now.getTime() < canteenCutoffAt(date, cutoff).getTime();

/** The cafe takes orders between its opening and closing times (Europe/Moscow), `closes` exclusive. */
export function cafeOpen(opens: string, closes: string, now: Date): boolean {
  const minute = moscowMinutes(now);
  return minute >= minutesOf(opens) && minute < minutesOf(closes);
}

/** The kitchen's moves of a cafe order: accepted → ready → issued; accepted or ready → cancelled. */
const NEXT: Record<CafeStatus, readonly CafeStatus[]> = {
  accepted: ['ready', 'cancelled'],
  ready: ['issued', 'cancelled'],
  issued: [],
  cancelled: [],
};
export const cafeStepAllowed = (from: CafeStatus, to: CafeStatus): boolean => NEXT[from].includes(to);

/** The kitchen sees every employee's deductions; anyone else only their own. */
export const seesAllDeductions = (user: SessionUser): boolean => hasPermit(user, ['canteen_manage', 'cafe_manage']);
