import { and, eq, gt, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { HOUR_MS, type SignInFailures } from './auth.limits.ts';
import { loginAudit, sessions, totpSecrets } from './auth.schema.ts';

export interface LoginCandidate {
  id: number;
  login: string;
  password_hash: string;
  status: number;
}

export async function findLoginCandidate(db: Db, login: string): Promise<LoginCandidate | null> {
  const rows = await db
    .select({ id: users.id, login: users.login, password_hash: users.password_hash, status: users.status })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: Db,
  values: { user_id: number; token_hash: string; expires_at: Date; ip: string | null; user_agent: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

export interface SessionRow {
  session_id: number;
  id: number;
  login: string;
  fio: string;
  type: number;
  permits: string[] | null;
}

/** A user's effective permits: those of their active roles ∪ their own. */
const effectivePermits = sql`
  array(
    select rp.permit from user_roles ur join role_permits rp on rp.role_id = ur.role_id
      join roles r on r.id = ur.role_id and r.status = 1
      where ur.user_id = u.id
    union
    select up.permit from user_permits up where up.user_id = u.id and up.value = 1
  )`;

/**
 * The live session of a token with the user's effective permits (roles ∪ own), in one
 * query. Blocked users, revoked and expired sessions give nothing; `graceMs` accepts a
 * session that expired that recently (the token refresh only).
 */
export async function findLiveSessionUser(db: Db, tokenHash: string, graceMs = 0): Promise<SessionRow | null> {
  const rows = await queryRows<SessionRow>(
    db,
    sql`
    select s.id as session_id, u.id, u.login, u.fio, u.type, ${effectivePermits} as permits
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now() - make_interval(secs => ${graceMs / 1000}) and u.status = 1
    limit 1`,
  );
  return rows[0] ?? null;
}

/** An active user with their effective permits (what their sessions see now), or null. */
export async function findActiveUserWithPermits(db: Db, userId: number): Promise<Omit<SessionRow, 'session_id'> | null> {
  const rows = await queryRows<Omit<SessionRow, 'session_id'>>(
    db,
    sql`select u.id, u.login, u.fio, u.type, ${effectivePermits} as permits from users u where u.id = ${userId} and u.status = 1`,
  );
  return rows[0] ?? null;
}

export async function findSessionById(db: Db, id: number) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, id: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
}

/**
 * Revokes the live sessions of a user: those issued before a moment, if given, and all but
 * one session, if `except` is given. Answers the revoked session ids.
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  options: { issuedBefore?: Date; except?: number } = {},
): Promise<number[]> {
  const { issuedBefore, except } = options;
  const rows = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
        issuedBefore ? lte(sessions.date_add, issuedBefore) : undefined,
        except !== undefined ? ne(sessions.id, except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function insertAudit(db: Db, values: { login: string; user_id: number | null; ip: string | null; outcome: string }) {
  await db.insert(loginAudit).values(values);
}

const FAILURES = ['wrong_password', 'unknown_login', 'wrong_code'];

/** The longest an audit login is stored; counts compare the same prefix. */
export const AUDIT_LOGIN_MAX = 200;

/**
 * The recent failures of an account (its login, any case) and of an address, in one query:
 * per (account, address) and per address in the window, per account in the window and in the
 * last hour. For a scope at its limit, also the seconds until it drops below the limit: when
 * its `limit`-th newest failure leaves the period. Times are the database's, as `date_add` is.
 */
export async function countSignInFailures(
  db: Db,
  q: { login: string; ip: string | null; windowMs: number; pairLimit: number; addressLimit: number; hourlyMax: number },
): Promise<SignInFailures> {
  const login = q.login.slice(0, AUDIT_LOGIN_MAX);
  const ip = q.ip ?? '';
  const windowS = q.windowMs / 1000;
  const hourS = HOUR_MS / 1000;
  const retryAfter = (filter: SQL, limit: number, periodS: number) =>
    sql`ceil(extract(epoch from (
      (array_agg(date_add order by date_add desc) filter (where ${filter}))[${Math.max(1, Math.floor(limit))}::int]
      + make_interval(secs => ${periodS}) - now())))`;
  const pair = sql`account and address and recent`;
  const address = sql`address and recent`;
  const [row] = await queryRows<
    Record<'pair' | 'pair_retry' | 'address' | 'address_retry' | 'account' | 'hour' | 'hour_retry', string | number | null>
  >(
    db,
    sql`
    with f as (
      select date_add,
        lower(login) = lower(${login}) as account,
        coalesce(ip = ${ip}, false) as address,
        date_add > now() - make_interval(secs => ${windowS}) as recent,
        date_add > now() - make_interval(secs => ${hourS}) as in_hour
      from login_audit
      where date_add > now() - make_interval(secs => ${Math.max(windowS, hourS)})
        and outcome in (${sql.join(
          FAILURES.map((f) => sql`${f}`),
          sql`, `,
        )})
        and (lower(login) = lower(${login}) or ip = ${ip})
    )
    select
      count(*) filter (where ${pair}) as pair,
      ${retryAfter(pair, q.pairLimit, windowS)} as pair_retry,
      count(*) filter (where ${address}) as address,
      ${retryAfter(address, q.addressLimit, windowS)} as address_retry,
      count(*) filter (where account and recent) as account,
      count(*) filter (where account and in_hour) as hour,
      ${retryAfter(sql`account and in_hour`, q.hourlyMax, hourS)} as hour_retry
    from f`,
  );
  const seconds = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    pair: { count: Number(row.pair), retryAfterS: seconds(row.pair_retry) },
    address: { count: Number(row.address), retryAfterS: seconds(row.address_retry) },
    account: Number(row.account),
    accountHour: { count: Number(row.hour), retryAfterS: seconds(row.hour_retry) },
  };
}

export async function findTotp(db: Db, userId: number) {
  const rows = await db.select().from(totpSecrets).where(eq(totpSecrets.user_id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function saveTotpSecret(db: Db, userId: number, secret: string) {
  await db
    .insert(totpSecrets)
    .values({ user_id: userId, secret })
    .onConflictDoUpdate({ target: totpSecrets.user_id, set: { secret, enabled: 0, last_step: null } });
}

/** Marks a code step as used; false when the step (or a later one) was already used. */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(totpSecrets)
    .set({ last_step: step, enabled: 1 })
    .where(and(eq(totpSecrets.user_id, userId), sql`(${totpSecrets.last_step} is null or ${totpSecrets.last_step} < ${step})`))
    .returning({ user_id: totpSecrets.user_id });
  return rows.length > 0;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}
