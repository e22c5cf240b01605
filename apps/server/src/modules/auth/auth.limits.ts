/**
 * Sign-in limits (issue 18) as pure rules: what the recent failures of an account and of an
 * address allow. The failures are counted in `login_audit` (auth.repository.ts); refusals
 * (`rate_limited`) are not failures, so waiting a refusal out always works.
 *
 * - per (account, address): `attempts` failures in the window, then that pair is refused;
 * - per address: `attempts × ADDRESS_FACTOR` failures in the window (many logins tried from
 *   one place), then the address is refused;
 * - per account, from all addresses together: past `attempts` failures in the window every
 *   further attempt waits (a slowdown, never a lockout: the right password still gets in),
 *   and past `accountHourlyMax` failures in the last hour the account is refused from every
 *   address until the oldest of them is an hour old (the hard cap).
 */
export interface SignInLimits {
  /** Failures allowed per (account, address) in `windowMs`; also where the account's slowdown starts. */
  attempts: number;
  windowMs: number;
  /** Failures allowed per account in any hour, from all addresses together. */
  accountHourlyMax: number;
}

/** The per-address allowance is this many times the per-pair one. */
export const ADDRESS_FACTOR = 4;
export const HOUR_MS = 60 * 60_000;
/** The first slowed-down attempt waits this long; each further failure doubles it… */
export const SLOWDOWN_BASE_MS = 250;
/** …up to this. */
export const SLOWDOWN_MAX_MS = 4_000;

/** The failures of one scope and, when at its limit, the seconds until it drops below it. */
export interface ScopeFailures {
  count: number;
  retryAfterS: number | null;
}

export interface SignInFailures {
  /** This account from this address, in the window. */
  pair: ScopeFailures;
  /** Any account from this address, in the window. */
  address: ScopeFailures;
  /** This account from any address, in the window (the slowdown). */
  account: number;
  /** This account from any address, in the last hour (the hard cap). */
  accountHour: ScopeFailures;
}

export type RefusedScope = 'pair' | 'address' | 'account';

export type SignInVerdict = { kind: 'refuse'; scope: RefusedScope; retryAfterS: number } | { kind: 'allow'; delayMs: number };

export const addressLimit = (limits: SignInLimits) => limits.attempts * ADDRESS_FACTOR;

/** The wait before checking the password of an account with this many failures in the window. */
export function slowdownMs(accountFailures: number, attempts: number): number {
  if (accountFailures < attempts) return 0;
  const doublings = Math.min(accountFailures - attempts, 16);
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** doublings);
}

/**
 * Refuses when any limit is reached (the one that lasts longest answers, so `Retry-After` is
 * honest), otherwise allows after the account's slowdown.
 */
export function signInVerdict(failures: SignInFailures, limits: SignInLimits): SignInVerdict {
  const reached: { scope: RefusedScope; failures: ScopeFailures; limit: number; periodMs: number }[] = [
    { scope: 'account', failures: failures.accountHour, limit: limits.accountHourlyMax, periodMs: HOUR_MS },
    { scope: 'pair', failures: failures.pair, limit: limits.attempts, periodMs: limits.windowMs },
    { scope: 'address', failures: failures.address, limit: addressLimit(limits), periodMs: limits.windowMs },
  ];
  let refusal: Extract<SignInVerdict, { kind: 'refuse' }> | null = null;
  for (const { scope, failures: scoped, limit, periodMs } of reached) {
    if (scoped.count < limit) continue;
    // Without a time from the database (it should always give one), the whole period.
    const retryAfterS = Math.max(1, Math.ceil(scoped.retryAfterS ?? periodMs / 1000));
    if (!refusal || retryAfterS > refusal.retryAfterS) refusal = { kind: 'refuse', scope, retryAfterS };
  }
  return refusal ?? { kind: 'allow', delayMs: slowdownMs(failures.account, limits.attempts) };
}
