import { FORCED_LOGOUT_DELAY_MS } from '@app/contracts';
import { parseUtc } from '../../../shared/format.ts';

/** Spec 1 §9: token refresh 2 hours after the stored expiry date. */
export const REFRESH_AFTER_EXPIRY_MS = 2 * 60 * 60 * 1000;
/** Spec 3 §9: the refresh is scheduled only when the delay exceeds 1 second. */
export const MIN_REFRESH_DELAY_MS = 1000;
/** setTimeout holds at most a signed 32-bit delay. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Delay before the token refresh, or null when no refresh should be scheduled. */
export function refreshDelay(tokenExpired: string | null, now: number): number | null {
  const expiry = parseUtc(tokenExpired);
  if (Number.isNaN(expiry)) return null;
  const delay = expiry + REFRESH_AFTER_EXPIRY_MS - now;
  if (delay <= MIN_REFRESH_DELAY_MS) return null;
  return Math.min(delay, MAX_TIMEOUT_MS);
}

/** Spec 1 §4: forced logout follows after 10 minutes, or at the given date. */
export function forcedLogoutDelay(date: string | undefined | null, now: number): number {
  if (date) {
    const at = Date.parse(date);
    if (!Number.isNaN(at)) return Math.min(Math.max(0, at - now), MAX_TIMEOUT_MS);
  }
  return FORCED_LOGOUT_DELAY_MS;
}
