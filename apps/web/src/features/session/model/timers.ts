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

/** Spec 1 §4: forced logout follows after 10 minutes, or at the given date (ISO, or the wire's UTC format). */
export function forcedLogoutDelay(date: string | undefined | null, now: number): number {
  if (date) {
    const at = parseUtc(date);
    if (!Number.isNaN(at)) return Math.min(Math.max(0, at - now), MAX_TIMEOUT_MS);
  }
  return FORCED_LOGOUT_DELAY_MS;
}

/** How far from "now + 10 minutes" a date may be and still read as the default delay. */
const DEFAULT_DELAY_SLACK_MS = 60_000;

/**
 * The warning's wording: the spec's "within 10 minutes" text when there is no date or the
 * date is the default delay (the server always names the moment, now + 10 minutes when the
 * administrator gave none); otherwise the text with the time of the logout.
 */
export function forcedLogoutWording(date: string | undefined | null, now: number): 'in10Minutes' | 'atDate' {
  const at = parseUtc(date);
  if (Number.isNaN(at)) return 'in10Minutes';
  return Math.abs(at - now - FORCED_LOGOUT_DELAY_MS) <= DEFAULT_DELAY_SLACK_MS ? 'in10Minutes' : 'atDate';
}
