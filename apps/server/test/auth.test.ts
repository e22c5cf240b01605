import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInVerdict, slowdownMs } from '../src/modules/auth/auth.limits.ts';
import { hashToken } from '../src/modules/auth/index.ts';
import { parseTrustProxy, readConfig } from '../src/plugins/config.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
/** The sign-in slowdown's waits, recorded instead of slept (no test waits on a clock). */
const waits: number[] = [];
beforeAll(async () => {
  // Behind a trusted proxy: each test names its client address in X-Forwarded-For.
  t = await createTestApp({
    loginAttempts: 3,
    loginWindowMs: 60_000,
    trustProxy: true,
    loginSleep: async (ms) => {
      waits.push(ms);
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'x-forwarded-for': '10.1.1.1', ...headers } });

interface AuditRow {
  login: string;
  user_id: number | null;
  ip: string | null;
  outcome: string;
}
const auditWhere = (condition: ReturnType<typeof sql>) =>
  queryRows<AuditRow>(t.database.db, sql`select login, user_id, ip, outcome from login_audit where ${condition} order by id`);
async function idOf(login: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
  return row.id;
}

describe('POST /api/login', () => {
  it('answers {token, token_expired} and sets the 9-day HttpOnly token cookie', async () => {
    const res = await login({ login: 'manager', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.token_expired).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const days = (Date.parse(`${body.token_expired.replace(' ', 'T')}Z`) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(8.9);
    expect(days).toBeLessThan(9.1);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`token=${body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // 9 days plus the 3-hour refresh grace.
    expect(cookie).toContain('Max-Age=788400');
  });

  it('authenticates with the cookie as well as the bearer header', async () => {
    const { token } = await t.login('manager');
    const res = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', cookies: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBeGreaterThan(0);
  });

  it('refuses a wrong password with a clear message, the same as an unknown login', async () => {
    const wrong = await login({ login: 'employee', password: 'nope' }, { 'x-forwarded-for': '10.2.2.2' });
    const unknown = await login({ login: 'nobody', password: 'nope' }, { 'x-forwarded-for': '10.2.2.3' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: true, result_content: 'Неверный логин или пароль' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an (account, address) pair after repeated failures, with a clear message and Retry-After, and audits it', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login({ login: 'accountant', password: `bad${i}` }, { 'x-forwarded-for': '10.3.3.1' })).statusCode).toBe(400);
    }
    const limited = await login({ login: 'accountant', password: 'demo1234' }, { 'x-forwarded-for': '10.3.3.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().result_content).toBe('Слишком много попыток входа. Повторите через 1 мин.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const english = await login({ login: 'accountant', password: 'demo1234' }, { 'x-forwarded-for': '10.3.3.1', 'accept-language': 'en' });
    expect(english.statusCode).toBe(429);
    expect(english.json().result_content).toBe('Too many sign-in attempts. Try again in 1 min.');
    // Issue 18: the owner signing in from elsewhere is not locked out by those failures, only
    // slowed down (3 failures of the account reach its slowdown threshold).
    waits.length = 0;
    const owner = await login({ login: 'accountant', password: 'demo1234' }, { 'x-forwarded-for': '10.3.3.9' });
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([250]);
    const rows = await auditWhere(sql`login = 'accountant'`);
    expect(rows.map((r) => [r.outcome, r.ip])).toEqual([
      ['wrong_password', '10.3.3.1'],
      ['wrong_password', '10.3.3.1'],
      ['wrong_password', '10.3.3.1'],
      ['rate_limited', '10.3.3.1'],
      ['rate_limited', '10.3.3.1'],
      ['success', '10.3.3.9'],
    ]);
  });

  it('rate-limits an address that tries many accounts', async () => {
    for (let i = 0; i < 12; i++) await login({ login: `ghost${i}`, password: 'x' }, { 'x-forwarded-for': '10.4.4.4' });
    const limited = await login({ login: 'manager', password: 'demo1234' }, { 'x-forwarded-for': '10.4.4.4' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().result_content).toBe('Слишком много попыток входа с этого адреса. Повторите через 1 мин.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const other = await login({ login: 'manager', password: 'demo1234' }, { 'x-forwarded-for': '10.4.4.5' });
    expect(other.statusCode).toBe(200);
    expect((await auditWhere(sql`ip = '10.4.4.4' and outcome = 'rate_limited'`)).map((r) => r.login)).toEqual(['manager']);
  });

  it('refuses a blocked user, and a blocked user loses their session on the next request', async () => {
    const { authorization } = await t.login('user5');
    await t.database.db.execute(sql`update users set status = 0 where login = 'user5'`);
    const next = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ token: false });
    const again = await login({ login: 'user5', password: 'demo1234' });
    expect(again.statusCode).toBe(403);
    expect(again.json().result_content).toMatch(/заблокирована/);
  });
});

describe('sign-in limits with the default settings (issue 18)', () => {
  let d: TestApp;
  const slept: number[] = [];
  beforeAll(async () => {
    // LOGIN_ATTEMPTS=10, LOGIN_WINDOW_MS=15 min, LOGIN_ACCOUNT_HOURLY_MAX=100; no proxy, so
    // the address is the connection's (`remoteAddress`).
    const defaults = readConfig({});
    expect([defaults.loginAttempts, defaults.loginWindowMs, defaults.loginAccountHourlyMax]).toEqual([10, 15 * 60_000, 100]);
    d = await createTestApp({
      loginAttempts: defaults.loginAttempts,
      loginWindowMs: defaults.loginWindowMs,
      loginAccountHourlyMax: defaults.loginAccountHourlyMax,
      trustProxy: false,
      loginSleep: async (ms) => {
        slept.push(ms);
      },
    });
  });
  afterAll(async () => {
    await d.close();
  });
  const from = (remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
    d.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress, headers });
  const auditOf = (condition: ReturnType<typeof sql>) =>
    queryRows<AuditRow>(d.database.db, sql`select login, user_id, ip, outcome from login_audit where ${condition} order by id`);
  /** Moves the audit log back in time, as if that much time had passed. */
  const age = (minutes: number, condition: ReturnType<typeof sql>) =>
    d.database.db.execute(sql`update login_audit set date_add = date_add - make_interval(mins => ${minutes}) where ${condition}`);

  it('10 wrong passwords from one address refuse that address for the account, while the owner signs in from another', async () => {
    for (let i = 0; i < 10; i++) expect((await from('10.20.0.1', { login: 'employee', password: `guess${i}` })).statusCode).toBe(400);
    const refused = await from('10.20.0.1', { login: 'employee', password: 'demo1234' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().result_content).toBe('Слишком много попыток входа. Повторите через 15 мин.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The right password from another address works: slowed down (an awaited timer), not locked out.
    slept.length = 0;
    const owner = await from('10.20.0.2', { login: 'employee', password: 'demo1234' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
    expect(slept).toEqual([250]);
    // Another account from the refused address is not refused.
    expect((await from('10.20.0.1', { login: 'manager', password: 'demo1234' })).statusCode).toBe(200);
    // Every failure and refusal is in the audit log with its address.
    expect((await auditOf(sql`login = 'employee'`)).map((r) => [r.outcome, r.ip])).toEqual([
      ...Array.from({ length: 10 }, () => ['wrong_password', '10.20.0.1']),
      ['rate_limited', '10.20.0.1'],
      ['success', '10.20.0.2'],
    ]);
    // Once the failures leave the 15-minute window the pair may try again.
    await age(15, sql`login = 'employee'`);
    expect((await from('10.20.0.1', { login: 'employee', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('failures of one account from many addresses slow its sign-ins down, growing to a cap, never locking the owner out', async () => {
    // 2 failures from each of 5 addresses: no pair reaches its limit, the account reaches 10.
    for (let i = 0; i < 10; i++) {
      expect((await from(`10.21.0.${i >> 1}`, { login: 'user2', password: `guess${i}` })).statusCode).toBe(400);
    }
    slept.length = 0;
    for (let i = 0; i < 6; i++) expect((await from(`10.21.1.${i}`, { login: 'user2', password: `more${i}` })).statusCode).toBe(400);
    expect(slept).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    slept.length = 0;
    const owner = await from('10.21.2.1', { login: 'user2', password: 'demo1234' });
    expect(owner.statusCode).toBe(200);
    expect(slept).toEqual([4000]);
    // Unknown logins are slowed down the same way (the limits do not tell which logins exist).
    for (let i = 0; i < 10; i++) await from(`10.21.3.${i}`, { login: 'no-such-user', password: 'x' });
    slept.length = 0;
    expect((await from('10.21.3.200', { login: 'no-such-user', password: 'x' })).statusCode).toBe(400);
    expect(slept).toEqual([250]);
  });

  it('at most 100 failed sign-ins per account an hour: past them the account is refused from every address', async () => {
    const [user] = await queryRows<{ id: number }>(d.database.db, sql`select id from users where login = 'user3'`);
    // 99 failures 40 minutes ago from 99 addresses (outside the 15-minute window, inside the hour)…
    await d.database.db.execute(sql`
      insert into login_audit (login, user_id, ip, outcome, date_add)
      select 'user3', ${user.id}, '10.22.0.' || g, 'wrong_password', now() - interval '40 minutes' from generate_series(1, 99) g`);
    expect((await from('10.22.1.1', { login: 'user3', password: 'demo1234' })).statusCode).toBe(200);
    // …and the 100th now.
    expect((await from('10.22.1.2', { login: 'USER3', password: 'wrong' })).statusCode).toBe(400);
    for (const address of ['10.22.1.1', '10.22.1.3']) {
      const refused = await from(address, { login: 'user3', password: 'demo1234' }, { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().result_content).toBe('Too many sign-in attempts to this account in the last hour. Try again in 20 min.');
      // Until the oldest of the 100 is an hour old: in 20 minutes.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(19 * 60);
      expect(retryAfter).toBeLessThanOrEqual(20 * 60);
    }
    expect((await auditOf(sql`login = 'user3' and outcome = 'rate_limited'`)).map((r) => r.ip)).toEqual(['10.22.1.1', '10.22.1.3']);
    // Other accounts are not affected; 20 minutes later the owner gets in.
    expect((await from('10.22.1.3', { login: 'user4', password: 'demo1234' })).statusCode).toBe(200);
    await age(20, sql`login = 'user3'`);
    expect((await from('10.22.1.3', { login: 'user3', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('sign-in limit rules', () => {
  const limits = { attempts: 10, windowMs: 15 * 60_000, accountHourlyMax: 100 };
  const none = { count: 0, retryAfterS: null };
  it('slow down past the account threshold, doubling from 250 ms to a 4 s cap', () => {
    expect([9, 10, 11, 12, 13, 14, 15, 1000].map((n) => slowdownMs(n, 10))).toEqual([0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
  it('refuse with the longest of the reached limits', () => {
    const failures = { pair: none, address: none, account: 0, accountHour: none };
    expect(signInVerdict(failures, limits)).toEqual({ kind: 'allow', delayMs: 0 });
    expect(signInVerdict({ ...failures, pair: { count: 10, retryAfterS: 120 } }, limits)).toEqual({
      kind: 'refuse',
      scope: 'pair',
      retryAfterS: 120,
    });
    expect(
      signInVerdict({ ...failures, pair: { count: 10, retryAfterS: 120 }, accountHour: { count: 100, retryAfterS: 600 } }, limits),
    ).toEqual({ kind: 'refuse', scope: 'account', retryAfterS: 600 });
    expect(signInVerdict({ ...failures, address: { count: 39, retryAfterS: null }, account: 12 }, limits)).toEqual({
      kind: 'allow',
      delayMs: 1000,
    });
    expect(signInVerdict({ ...failures, address: { count: 40, retryAfterS: 0.2 } }, limits)).toEqual({
      kind: 'refuse',
      scope: 'address',
      retryAfterS: 1,
    });
  });
});

describe('GET /api/?get_rights=1', () => {
  it('answers exactly the rights reply of spec 1 §3', async () => {
    const { authorization, token } = await t.login('manager');
    const res = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'c_token',
        'id',
        'fio',
        'avatar',
        'permits',
        'can_sign',
        'type',
        'organizations',
        'email',
        'telegram',
        'was_user_id',
        '2fa_company',
        'general_feedback_date',
        'auto_scroll',
        'phone',
        'check_password_change',
      ].sort(),
    );
    expect(body.c_token).toBe(token);
    expect(body.fio).toBe('Соколова Ирина Викторовна');
    expect(body.type).toBe(0);
    expect(body.permits.project_manager).toBe(1);
    expect(body.permits.users_access).toBeUndefined();
    expect(body.organizations[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('does not ask a fresh demo account to change its published password', async () => {
    const { authorization } = await t.login('user8');
    const res = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect(res.json().check_password_change).toBe(0);
  });

  it('asks a holder of a password that must be changed to change it, and stops asking after the change', async () => {
    await t.database.db.execute(sql`update users set password_must_change = 1 where login = 'user7'`);
    const { authorization } = await t.login('user7');
    const before = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect(before.json().check_password_change).toBe(1);
    const wrongOld = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization },
      payload: { old_password: 'x', new_password: 'new-secret-1' },
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().errors.old_password).toEqual(['Текущий пароль указан неверно']);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization },
      payload: { old_password: 'demo1234', new_password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization },
      payload: { old_password: 'demo1234', new_password: 'new-secret-1' },
    });
    expect(ok.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect(after.json().check_password_change).toBe(0);
    expect((await login({ login: 'user7', password: 'new-secret-1' })).statusCode).toBe(200);
  });

  it('asks to change a password older than the company limit', async () => {
    await t.database.db.execute(
      sql`update users set password_must_change = 0, password_changed_at = now() - interval '400 days' where login = 'user9'`,
    );
    const { authorization } = await t.login('user9');
    const res = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect(res.json().check_password_change).toBe(1);
  });
});

describe('session calls', () => {
  it('PATCH /api/login/refresh answers a new token and revokes the old one', async () => {
    const { authorization } = await t.login('employee');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/login/refresh', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token;
    expect(fresh).not.toBe(authorization.slice(7));
    expect((await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: `Bearer ${fresh}` } })).statusCode,
    ).toBe(200);
  });

  it('refresh accepts a token that expired less than 3 hours ago (the web refreshes 2 h after expiry), nothing else does', async () => {
    const { authorization, token } = await t.login('employee');
    const hash = hashToken(token);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '2 hours' where token_hash = ${hash}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } })).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'PATCH', url: '/api/login/refresh', headers: { authorization } });
    expect(refreshed.statusCode).toBe(200);
    const stale = await t.login('employee');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '4 hours' where token_hash = ${hashToken(stale.token)}`,
    );
    const late = await t.app.inject({ method: 'PATCH', url: '/api/login/refresh', headers: { authorization: stale.authorization } });
    expect(late.statusCode).toBe(401);
  });

  it('GET /api/login/logout revokes the session server-side and clears the cookie', async () => {
    const { authorization } = await t.login('employee');
    const res = await t.app.inject({ method: 'GET', url: '/api/login/logout', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/token=;/);
    expect((await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } })).statusCode).toBe(401);
  });

  it('POST /api/sso/authorization_cookies sets the cookie for a live token and refuses others', async () => {
    const { token } = await t.login('employee');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/sso/authorization_cookies',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&token_expired=2030-01-01%2000:00:00`,
    });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toContain(`token=${token}`);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sso/authorization_cookies',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=forged',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it('GET /api/services/company_params answers the parameters with their defaults', async () => {
    const { authorization } = await t.login('employee');
    const res = await t.app.inject({ method: 'GET', url: '/api/services/company_params', headers: { authorization } });
    expect(res.json()).toMatchObject({
      name: 'ООО «СеверСтройМонтаж»',
      unchangeable_name: 0,
      export_datatable: 1,
      'tickets.checklist_restriction_use': 0,
      'tickets.accept_task_without_reason': 0,
      no_necessary_odometer: 0,
      two_factor_required: 0,
    });
  });

  it('PATCH /api/users/feedback/general records the feedback date', async () => {
    const { authorization } = await t.login('employee');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/feedback/general', headers: { authorization } });
    expect(res.json().general_feedback_date).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const rights = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect(rights.json().general_feedback_date).toBe(res.json().general_feedback_date);
  });

  it('the survey answer (rating 1–5, trimmed comment, survey id) is kept; a dismissal stores no answer; a bad rating is 422', async () => {
    const { authorization } = await t.login('user20');
    const answers = () =>
      queryRows<{ rating: number; comment: string | null; survey_id: number | null }>(
        t.database.db,
        sql`select rating, comment, survey_id from user_feedback where who_add = (select id from users where login = 'user20') order by id`,
      );
    const patch = (payload?: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/feedback/general', headers: { authorization }, ...(payload ? { payload } : {}) });
    expect((await patch({})).statusCode).toBe(200);
    expect(await answers()).toEqual([]);
    expect((await patch({ rating: 6 })).statusCode).toBe(422);
    expect((await patch({ rating: 0 })).statusCode).toBe(422);
    expect(await answers()).toEqual([]);
    const res = await patch({ rating: 4, comment: '  Удобно, но медленно грузится диск  ', survey_id: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await answers()).toEqual([{ rating: 4, comment: 'Удобно, но медленно грузится диск', survey_id: 2 }]);
  });
});

describe('links', () => {
  it('a hash link validates to its link and object, and an expired or unknown one is refused', async () => {
    const { authorization } = await t.login('manager');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webservice/hash',
      headers: { authorization },
      payload: { link: '/applications/15', object_id: 15, ttl_hours: 1 },
    });
    const { hash, link } = created.json();
    expect(link).toBe(`/applications/15?hash=${hash}`);
    const ok = await t.app.inject({ method: 'POST', url: '/api/webservice/hash/validate', payload: { hash } });
    expect(ok.json()).toEqual({ link: '/applications/15', object_id: 15 });
    await t.database.db.execute(sql`update link_hashes set expires_at = now() - interval '1 minute' where hash = ${hash}`);
    const expired = await t.app.inject({ method: 'POST', url: '/api/webservice/hash/validate', payload: { hash } });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().result_content).toBe('Ссылка не доступна или истек срок действия!');
    const unknown = await t.app.inject({ method: 'POST', url: '/api/webservice/hash/validate', payload: { hash: 'nope' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses off-site links', async () => {
    const { authorization } = await t.login('manager');
    for (const link of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/webservice/hash', headers: { authorization }, payload: { link } });
      expect(res.statusCode).toBe(422);
    }
    const global = await t.app.inject({ method: 'GET', url: '/api/webservice/globallink?link=//evil.example', headers: { authorization } });
    expect(global.statusCode).toBe(422);
  });

  it('GET /api/webservice/globallink answers the in-app link', async () => {
    const { authorization } = await t.login('manager');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/webservice/globallink?link=tickets/5&view=history',
      headers: { authorization },
    });
    expect(res.json()).toEqual({ link: '/tickets/5?view=history' });
  });
});

describe('two-factor sign-in when the company requires it', () => {
  it('enrols with an otpauth URI, then accepts each code once', async () => {
    const admin = await t.login('admin');
    await t.app.inject({ method: 'PATCH', url: '/api/users/params/two_factor_required', headers: admin, payload: { value: 1 } });
    try {
      const first = await login({ login: 'user11', password: 'demo1234' });
      expect(first.json()).toMatchObject({ need_code: true });
      const uri: string = first.json().otpauth_uri;
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      const secret = new URL(uri).searchParams.get('secret')!;
      const wrong = await login({ login: 'user11', password: 'demo1234', code: '000000' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.code).toEqual(['Неверный код подтверждения']);
      const code = await generate({ secret });
      const ok = await login({ login: 'user11', password: 'demo1234', code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token).toBeTruthy();
      const reused = await login({ login: 'user11', password: 'demo1234', code });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors.code).toEqual(['Этот код уже использован. Дождитесь следующего кода.']);
      // Enrolled: the next sign-in asks for a code without showing the secret again.
      const next = await login({ login: 'user11', password: 'demo1234' });
      expect(next.json()).toEqual({ need_code: true });
      const rights = await t.app.inject({
        method: 'GET',
        url: '/api/?get_rights=1',
        headers: { authorization: `Bearer ${ok.json().token}` },
      });
      expect(rights.json()['2fa_company']).toBe(1);
      // Every step is in the audit log: asked for a code, a wrong one, success, a reused one.
      const audit = await auditWhere(sql`login = 'user11'`);
      expect(audit.map((r) => r.outcome)).toEqual(['need_code', 'wrong_code', 'success', 'wrong_code', 'need_code']);
      expect(new Set(audit.map((r) => r.user_id))).toEqual(new Set([await idOf('user11')]));
    } finally {
      await t.app.inject({ method: 'PATCH', url: '/api/users/params/two_factor_required', headers: admin, payload: { value: 0 } });
    }
  });
});

describe('the sign-in audit log', () => {
  it('records a success with the user id and the client address', async () => {
    const res = await login({ login: 'manager', password: 'demo1234' }, { 'x-forwarded-for': '10.9.9.1' });
    expect(res.statusCode).toBe(200);
    expect(await auditWhere(sql`ip = '10.9.9.1'`)).toEqual([
      { login: 'manager', user_id: await idOf('manager'), ip: '10.9.9.1', outcome: 'success' },
    ]);
  });

  it('records a wrong password and an unknown login, never as a success', async () => {
    await login({ login: 'employee', password: 'wrong' }, { 'x-forwarded-for': '10.9.9.2' });
    await login({ login: 'nobody-here', password: 'demo1234' }, { 'x-forwarded-for': '10.9.9.2' });
    expect(await auditWhere(sql`ip = '10.9.9.2'`)).toEqual([
      { login: 'employee', user_id: await idOf('employee'), ip: '10.9.9.2', outcome: 'wrong_password' },
      { login: 'nobody-here', user_id: null, ip: '10.9.9.2', outcome: 'unknown_login' },
    ]);
  });

  it('records a blocked account that tried to sign in', async () => {
    await t.database.db.execute(sql`update users set status = 0 where login = 'user6'`);
    const res = await login({ login: 'user6', password: 'demo1234' }, { 'x-forwarded-for': '10.9.9.3' });
    expect(res.statusCode).toBe(403);
    expect(await auditWhere(sql`ip = '10.9.9.3'`)).toEqual([
      { login: 'user6', user_id: await idOf('user6'), ip: '10.9.9.3', outcome: 'blocked' },
    ]);
  });

  it('records a token refresh and a logout', async () => {
    const signedIn = await login({ login: 'user14', password: 'demo1234' }, { 'x-forwarded-for': '10.9.9.4' });
    const headers = { authorization: `Bearer ${signedIn.json().token}`, 'x-forwarded-for': '10.9.9.4' };
    const refreshed = await t.app.inject({ method: 'PATCH', url: '/api/login/refresh', headers });
    expect(refreshed.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/login/logout',
      headers: { authorization: `Bearer ${refreshed.json().token}`, 'x-forwarded-for': '10.9.9.4' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await auditWhere(sql`login = 'user14'`)).map((r) => [r.outcome, r.ip])).toEqual([
      ['success', '10.9.9.4'],
      ['refresh', '10.9.9.4'],
      ['logout', '10.9.9.4'],
    ]);
  });
});

describe('password change', () => {
  it("ends the user's other sessions, keeps the caller's own, and is audited", async () => {
    const own = await t.login('user15');
    const other = await t.login('user15');
    const colleague = await t.login('user16');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization: own.authorization, 'x-forwarded-for': '10.9.9.5' },
      payload: { old_password: 'demo1234', new_password: 'fresh-secret-15' },
    });
    expect(res.statusCode).toBe(200);
    const rightsOf = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
    expect((await rightsOf(own.authorization)).statusCode).toBe(200);
    const stolen = await rightsOf(other.authorization);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ token: false });
    expect((await rightsOf(colleague.authorization)).statusCode).toBe(200);
    expect(await auditWhere(sql`login = 'user15' and outcome = 'password_change'`)).toEqual([
      { login: 'user15', user_id: await idOf('user15'), ip: '10.9.9.5', outcome: 'password_change' },
    ]);
  });

  it('ends no session when the old password is wrong', async () => {
    const own = await t.login('user17');
    const other = await t.login('user17');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization: own.authorization },
      payload: { old_password: 'not-it', new_password: 'fresh-secret-17' },
    });
    expect(res.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: other.authorization } })).statusCode,
    ).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes true or a list of proxy addresses', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
  });

  it('by default a forged X-Forwarded-For neither escapes the per-address limit nor reaches the audit log', async () => {
    const direct = await createTestApp({ loginAttempts: 3, loginWindowMs: 60_000 });
    try {
      const attempt = (payload: object, forged: string) =>
        direct.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'x-forwarded-for': forged } });
      // 12 failures (the per-address allowance for 3 attempts), each claiming another address.
      for (let i = 0; i < 12; i++) expect((await attempt({ login: `ghost${i}`, password: 'x' }, `10.7.7.${i}`)).statusCode).toBe(400);
      const limited = await attempt({ login: 'manager', password: 'demo1234' }, '10.7.7.200');
      expect(limited.statusCode).toBe(429);
      const ips = await queryRows<{ ip: string | null }>(direct.database.db, sql`select distinct ip from login_audit`);
      expect(ips).toEqual([{ ip: '127.0.0.1' }]);
    } finally {
      await direct.close();
    }
  });
});
