import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { RightsReply } from '@app/contracts';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireSeconds } from '../../shared/dates.ts';
import { Refusal, TooManyRequests, ValidationFailed } from '../../shared/errors.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords.ts';
import { getCompanyParams } from '../company/index.ts';
import { findProfile, setPassword } from '../users/index.ts';
import { addressLimit, type RefusedScope, type SignInLimits, signInVerdict } from './auth.limits.ts';
import * as repo from './auth.repository.ts';

/** The `token` cookie and the token itself live 9 days (ARCHITECTURE.md). */
export const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;
export const DEMO_PASSWORD = 'demo1234';
/**
 * Spec 1 §4 schedules the web's token refresh 2 hours after the stored expiry date, so the
 * refresh call accepts a token that expired up to 3 hours ago (and nothing else does).
 */
export const REFRESH_GRACE_MS = 3 * 60 * 60 * 1000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedToken {
  token: string;
  token_expired: string;
  expires: Date;
  userId: number;
  sessionId: number;
}

export type LoginOutcome = { kind: 'token'; issued: IssuedToken } | { kind: 'need_code'; otpauth_uri?: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AuthLimits extends SignInLimits {
  /** How the sign-in slowdown waits; an awaited timer unless a test records the waits instead. */
  sleep?: (ms: number) => Promise<unknown>;
}

/** The message of each refusal (all say when to retry; `Retry-After` has the seconds). */
const REFUSAL_MESSAGE: Record<RefusedScope, string> = {
  pair: 'auth.rateLimited',
  address: 'auth.addressRateLimited',
  account: 'auth.accountRateLimited',
};

export function createAuthService(db: Db, limits: AuthLimits) {
  const sleep = limits.sleep ?? ((ms: number) => wait(ms));
  async function issueToken(userId: number, client: ClientInfo): Promise<IssuedToken> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + TOKEN_LIFETIME_MS);
    const sessionId = await repo.insertSession(db, {
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expires,
      ip: client.ip,
      user_agent: client.userAgent,
    });
    return { token, token_expired: toWireSeconds(expires), expires, userId, sessionId };
  }

  async function audit(login: string, userId: number | null, client: ClientInfo, outcome: string) {
    await repo.insertAudit(db, { login: login.slice(0, repo.AUDIT_LOGIN_MAX), user_id: userId, ip: client.ip, outcome });
  }

  /**
   * The sign-in limits (auth.limits.ts), before the password is checked: refuses with 429 and
   * `Retry-After` past a limit of the (account, address) pair, of the address or the account's
   * hourly cap; otherwise waits out the account's slowdown (a timer, the event loop runs on).
   */
  async function limitSignIn(login: string, client: ClientInfo) {
    const failures = await repo.countSignInFailures(db, {
      login,
      ip: client.ip,
      windowMs: limits.windowMs,
      pairLimit: limits.attempts,
      addressLimit: addressLimit(limits),
      hourlyMax: limits.accountHourlyMax,
    });
    const verdict = signInVerdict(failures, limits);
    if (verdict.kind === 'refuse') {
      await audit(login, null, client, 'rate_limited');
      throw new TooManyRequests(REFUSAL_MESSAGE[verdict.scope], verdict.retryAfterS, { minutes: Math.ceil(verdict.retryAfterS / 60) });
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  }

  /** Two-factor step: enrols on first use (answers the otpauth URI), then checks single-use codes. */
  async function checkSecondFactor(user: { id: number; login: string }, code: string | undefined, client: ClientInfo, issuer: string) {
    let totp = await repo.findTotp(db, user.id);
    if (!totp) {
      await repo.saveTotpSecret(db, user.id, generateSecret());
      totp = await repo.findTotp(db, user.id);
    }
    if (!totp) throw new Error('totp secret missing');
    const enrolUri = totp.enabled ? undefined : generateURI({ issuer, label: user.login, secret: totp.secret });
    if (!code) {
      await audit(user.login, user.id, client, 'need_code');
      return { kind: 'need_code' as const, otpauth_uri: enrolUri };
    }
    const result = await verifyTotp({ secret: totp.secret, token: code.replace(/\s/g, ''), epochTolerance: 30 });
    if (!result.valid) {
      await audit(user.login, user.id, client, 'wrong_code');
      throw new ValidationFailed({ code: ['auth.wrongCode'] });
    }
    if (!(await repo.useTotpStep(db, user.id, Math.floor(Date.now() / 30_000) + result.delta))) {
      await audit(user.login, user.id, client, 'wrong_code');
      throw new ValidationFailed({ code: ['auth.codeReused'] });
    }
    return null;
  }

  return {
    issueToken,

    async login(input: { login: string; password: string; code?: string }, client: ClientInfo): Promise<LoginOutcome> {
      await limitSignIn(input.login, client);
      const candidate = await repo.findLoginCandidate(db, input.login);
      // Verify even for unknown logins so timing does not tell which logins exist.
      const ok = await verifyPassword(candidate?.password_hash ?? UNKNOWN_USER_HASH, input.password);
      if (!candidate || !ok) {
        await audit(input.login, candidate?.id ?? null, client, candidate ? 'wrong_password' : 'unknown_login');
        throw new Refusal('auth.wrongCredentials');
      }
      if (candidate.status !== 1) {
        await audit(input.login, candidate.id, client, 'blocked');
        throw new Refusal('auth.blocked', undefined, 403);
      }
      const params = await getCompanyParams(db);
      if (params.two_factor_required === 1) {
        const step = await checkSecondFactor(candidate, input.code, client, params.name);
        if (step) return step;
      }
      const issued = await issueToken(candidate.id, client);
      await audit(input.login, candidate.id, client, 'success');
      return { kind: 'token', issued };
    },

    async resolveSession(token: string, options?: { allowExpired?: boolean }): Promise<SessionUser | null> {
      const row = await repo.findLiveSessionUser(db, hashToken(token), options?.allowExpired ? REFRESH_GRACE_MS : 0);
      if (!row) return null;
      return { ...sessionUserOf(row), sessionId: row.session_id };
    },

    /** The user as their sessions see them now (for open sockets after a rights change). */
    async reloadUser(userId: number): Promise<Omit<SessionUser, 'sessionId'> | null> {
      const row = await repo.findActiveUserWithPermits(db, userId);
      return row ? sessionUserOf(row) : null;
    },

    /** A new token for the same user; the old one stops working at once. */
    async refresh(user: SessionUser, client: ClientInfo): Promise<IssuedToken> {
      const issued = await issueToken(user.id, client);
      await repo.revokeSession(db, user.sessionId);
      await audit(user.login, user.id, client, 'refresh');
      return issued;
    },

    async logout(user: SessionUser, client: ClientInfo) {
      await repo.revokeSession(db, user.sessionId);
      await audit(user.login, user.id, client, 'logout');
    },

    /** Answers the ids of the revoked sessions, whose open pages the caller closes. */
    revokeUserSessions: (userId: number, issuedBefore?: Date) => repo.revokeUserSessions(db, userId, { issuedBefore }),

    userExists: (userId: number) => repo.userExists(db, userId),

    /** Spec 1 §3: the rights reply. */
    async rightsReply(user: SessionUser, token: string): Promise<RightsReply> {
      const [profile, params] = await Promise.all([findProfile(db, user.id), getCompanyParams(db)]);
      if (!profile) throw new Refusal('error.notFound', undefined, 404);
      const ageDays = (Date.now() - profile.password_changed_at.getTime()) / 86_400_000;
      const stale = params.password_max_age_days > 0 && ageDays > params.password_max_age_days;
      return {
        c_token: token,
        id: profile.id,
        fio: profile.fio,
        avatar: profile.avatar,
        permits: user.permits,
        can_sign: profile.can_sign,
        type: profile.type,
        organizations: profile.organizations,
        email: profile.email,
        telegram: profile.telegram,
        was_user_id: profile.was_user_id,
        '2fa_company': params.two_factor_required,
        general_feedback_date: profile.general_feedback_date ? toWireSeconds(profile.general_feedback_date) : null,
        auto_scroll: profile.auto_scroll,
        phone: profile.phone,
        check_password_change: stale || profile.password_must_change === 1 ? 1 : 0,
      };
    },

    /**
     * A new password ends every other session of the user (a stolen token stops working);
     * the caller's own session goes on. Answers the ids of the ended sessions.
     */
    async changePassword(user: SessionUser, oldPassword: string, newPassword: string, client: ClientInfo): Promise<number[]> {
      const candidate = await repo.findLoginCandidate(db, user.login);
      if (!candidate || !(await verifyPassword(candidate.password_hash, oldPassword))) {
        throw new ValidationFailed({ old_password: ['password.wrongOld'] });
      }
      if (oldPassword === newPassword) throw new ValidationFailed({ new_password: ['password.same'] });
      await setPassword(db, user.id, await hashPassword(newPassword), false);
      const revoked = await repo.revokeUserSessions(db, user.id, { except: user.sessionId });
      await audit(user.login, user.id, client, 'password_change');
      return revoked;
    },

    /** SSO: a token handed over by another of the company's services becomes the cookie only if it is live. */
    async validateToken(token: string) {
      return (await repo.findLiveSessionUser(db, hashToken(token))) !== null;
    },

    async sessionExpiry(sessionId: number) {
      return (await repo.findSessionById(db, sessionId))?.expires_at ?? null;
    },
  };
}

function sessionUserOf(row: Omit<repo.SessionRow, 'session_id'>): Omit<SessionUser, 'sessionId'> {
  const permits: Record<string, number> = {};
  for (const name of row.permits ?? []) permits[name] = 1;
  return { id: row.id, login: row.login, fio: row.fio, type: row.type, permits };
}

// A valid Argon2id hash of a random string, verified against for unknown logins.
const UNKNOWN_USER_HASH = await hashPassword(randomBytes(16).toString('hex'));

export type AuthService = ReturnType<typeof createAuthService>;
