import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CHANNELS,
  type ChatRefreshEvent,
  FORCED_LOGOUT_DELAY_MS,
  type NotificationEvent,
  objectRoom,
  sessionRoom,
  type UsersLogoutEvent,
  userRoom,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, buildApp } from '../src/app.ts';
import { hashToken } from '../src/modules/auth/index.ts';
import { createNotifications } from '../src/modules/notifications/index.ts';
import { readConfig } from '../src/plugins/config.ts';
import { queryRows } from '../src/plugins/db.ts';
import { seedIfEmpty } from '../src/scripts/seed.ts';
import { registerTestObjects } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Listens on 127.0.0.1 with a free port and answers the base address. */
async function listen(app: AppContext['app']): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const sockets: Socket[] = [];

/** A socket.io client on /socket.io; resolves once connected, rejects with the server's refusal. */
function openSocket(url: string, options: { token?: string; cookie?: string } = {}): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.cookie ? { cookie: options.cookie } : undefined,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The next event of a channel, or a rejection after `ms`. */
function nextEvent<T>(socket: Socket, channel: string, ms = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${channel} event within ${ms} ms`)), ms);
    socket.once(channel, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every event of a channel, to assert that nothing arrived. */
function record<T>(socket: Socket, channel: string): T[] {
  const seen: T[] = [];
  socket.on(channel, (payload: T) => seen.push(payload));
  return seen;
}

/** Resolves when the server closes the socket, rejects after `ms`. */
function closedByServer(socket: Socket, ms = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

function subscribe(socket: Socket, module: string, id: number): Promise<boolean> {
  return new Promise((resolve) => socket.emit('subscribe', { module, id }, (ok: boolean) => resolve(ok)));
}

/** Every event the server sent this socket before now has arrived (see collab-helpers `delivered`). */
async function delivered(...sockets: Socket[]): Promise<void> {
  await Promise.all(sockets.map((socket) => subscribe(socket, 'delivery-barrier', 0)));
}

function closeSockets() {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

async function userIdOf(app: AppContext['app'], authorization: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization } });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

describe('realtime on one instance', () => {
  let t: TestApp;
  let url: string;
  let admin: { authorization: string; token: string };
  let employee: { authorization: string; token: string };
  let adminId: number;
  let employeeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    admin = await t.login('admin');
    employee = await t.login('employee');
    adminId = await userIdOf(t.app, admin.authorization);
    employeeId = await userIdOf(t.app, employee.authorization);
  });
  afterAll(async () => {
    closeSockets();
    await t?.close();
  });

  it('refuses a connection without a token or with an unknown one', async () => {
    await expect(openSocket(url)).rejects.toThrow('unauthorized');
    await expect(openSocket(url, { token: 'not-a-session' })).rejects.toThrow('unauthorized');
    await expect(openSocket(url, { cookie: 'token=not-a-session' })).rejects.toThrow('unauthorized');
  });

  it('authenticates by handshake auth.token and by the token cookie, and joins the user room', async () => {
    const byAuth = await openSocket(url, { token: employee.token });
    const byCookie = await openSocket(url, { cookie: `token=${encodeURIComponent(admin.token)}` });
    const inEmployeeRoom = await t.realtime.io.in(userRoom(employeeId)).fetchSockets();
    const inAdminRoom = await t.realtime.io.in(userRoom(adminId)).fetchSockets();
    expect(inEmployeeRoom.map((s) => s.id)).toEqual([byAuth.id]);
    expect(inAdminRoom.map((s) => s.id)).toEqual([byCookie.id]);
    byAuth.disconnect();
    byCookie.disconnect();
  });

  it('delivers a new notification on `notifications` to that user only', async () => {
    const employeeSocket = await openSocket(url, { token: employee.token });
    const adminSocket = await openSocket(url, { token: admin.token });
    const adminSeen = record<NotificationEvent>(adminSocket, CHANNELS.notifications);
    const received = nextEvent<NotificationEvent>(employeeSocket, CHANNELS.notifications);
    await createNotifications(t.database.db, t.realtime).notify([employeeId], { title: 'Новая задача', link: '/tasks/1' }, adminId);
    const event = await received;
    expect(event).toMatchObject({ action: 'new_notification', notification: { title: 'Новая задача', link: '/tasks/1' } });
    expect(event.notification.id).toBeGreaterThan(0);
    await delivered(adminSocket);
    expect(adminSeen).toEqual([]);
  });

  it('POST /api/users/:id/logout without a date warns the user on `users-logout` with a date 10 minutes ahead', async () => {
    const employeeSocket = await openSocket(url, { token: employee.token });
    const adminSocket = await openSocket(url, { token: admin.token });
    const adminSeen = record<UsersLogoutEvent>(adminSocket, CHANNELS.usersLogout);
    const received = nextEvent<UsersLogoutEvent>(employeeSocket, CHANNELS.usersLogout);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${employeeId}/logout`,
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    const event = await received;
    const at = new Date(event.date!).getTime();
    expect(at).toBeGreaterThanOrEqual(before + FORCED_LOGOUT_DELAY_MS - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + FORCED_LOGOUT_DELAY_MS + 1000);
    await delivered(adminSocket);
    expect(adminSeen).toEqual([]);
    // Only a warning: the session still works until the date.
    const still = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: employee.authorization } });
    expect(still.statusCode).toBe(200);
  });

  it('POST /api/users/:id/logout with a date sends that date', async () => {
    const employeeSocket = await openSocket(url, { token: employee.token });
    const date = new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000);
    const received = nextEvent<UsersLogoutEvent>(employeeSocket, CHANNELS.usersLogout);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${employeeId}/logout`,
      headers: { authorization: admin.authorization },
      payload: { date: date.toISOString() },
    });
    expect(res.statusCode).toBe(200);
    expect((await received).date).toBe(date.toISOString());
  });

  it('POST /api/users/:id/logout needs the users_access permit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${adminId}/logout`,
      headers: { authorization: employee.authorization },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('session revocation', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    closeSockets();
    await t?.close();
  });

  it('PATCH /api/login/refresh revokes the old token', async () => {
    const old = await t.login('manager');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/login/refresh', headers: { authorization: old.authorization } });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(fresh).not.toBe(old.token);
    const withOld = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: old.authorization } });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json()).toEqual({ token: false });
    const withFresh = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: `Bearer ${fresh}` } });
    expect(withFresh.statusCode).toBe(200);
    await expect(openSocket(url, { token: old.token })).rejects.toThrow('unauthorized');
  });

  it('joins a socket to the room of the session that opened it', async () => {
    const session = await t.login('employee');
    const socket = await openSocket(url, { token: session.token });
    const rights = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: session.authorization } });
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from sessions where token_hash = ${hashToken(session.token)}`,
    );
    expect(rights.statusCode).toBe(200);
    expect((await t.realtime.io.in(sessionRoom(row.id)).fetchSockets()).map((s) => s.id)).toEqual([socket.id]);
    socket.disconnect();
  });

  it("GET /api/login/logout tells and closes that session's sockets only; the user's other session keeps its page", async () => {
    const first = await t.login('employee');
    const second = await t.login('employee');
    const loggingOut = await openSocket(url, { token: first.token });
    const other = await openSocket(url, { token: second.token });
    const otherSeen = record(other, CHANNELS.jwtInvalidUsers);
    const told = nextEvent(loggingOut, CHANNELS.jwtInvalidUsers);
    const closed = closedByServer(loggingOut);
    const res = await t.app.inject({ method: 'GET', url: '/api/login/logout', headers: { authorization: first.authorization } });
    expect(res.statusCode).toBe(200);
    await told;
    expect(await closed).toBe('io server disconnect');
    await delivered(other);
    expect(other.connected).toBe(true);
    expect(otherSeen).toEqual([]);
  });

  it('PATCH /api/login/refresh keeps the open page, now under the new session (its logout closes it)', async () => {
    const old = await t.login('employee');
    const socket = await openSocket(url, { token: old.token });
    const seen = record(socket, CHANNELS.jwtInvalidUsers);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/login/refresh', headers: { authorization: old.authorization } });
    expect(res.statusCode).toBe(200);
    await delivered(socket);
    expect(socket.connected).toBe(true);
    expect(seen).toEqual([]);
    const closed = closedByServer(socket);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/login/logout',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(logout.statusCode).toBe(200);
    await closed;
    expect(seen).toHaveLength(1);
  });

  it("a password change closes the user's other sessions' pages and keeps the caller's own", async () => {
    const own = await t.login('user12');
    const other = await t.login('user12');
    const ownSocket = await openSocket(url, { token: own.token });
    const otherSocket = await openSocket(url, { token: other.token });
    const ownSeen = record(ownSocket, CHANNELS.jwtInvalidUsers);
    const told = nextEvent(otherSocket, CHANNELS.jwtInvalidUsers);
    const closed = closedByServer(otherSocket);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization: own.authorization },
      payload: { old_password: 'demo1234', new_password: 'another-secret-2' },
    });
    expect(res.statusCode).toBe(200);
    await told;
    await closed;
    await delivered(ownSocket);
    expect(ownSocket.connected).toBe(true);
    expect(ownSeen).toEqual([]);
  });

  it("an administrator's password reset closes every page of that user", async () => {
    const admin = await t.login('admin');
    const session = await t.login('user13');
    const socket = await openSocket(url, { token: session.token });
    const told = nextEvent(socket, CHANNELS.jwtInvalidUsers);
    const closed = closedByServer(socket);
    const userId = await userIdOf(t.app, session.authorization);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/reset-password`,
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    await told;
    await closed;
  });

  it('GET /api/login/logout revokes the session on the server', async () => {
    const session = await t.login('accountant');
    const res = await t.app.inject({ method: 'GET', url: '/api/login/logout', headers: { authorization: session.authorization } });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: session.authorization } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ token: false });
    await expect(openSocket(url, { token: session.token })).rejects.toThrow('unauthorized');
  });
});

describe('rights changes reach open sockets', () => {
  let t: TestApp;
  let url: string;
  let admin: { authorization: string; token: string };
  const PERMIT_MODULE = 'permit-test';

  beforeAll(async () => {
    registerTestObjects();
    t = await createTestApp();
    url = await listen(t.app);
    admin = await t.login('admin');
    // A module whose objects only holders of hidden_chat_access may follow.
    t.realtime.guardModule(PERMIT_MODULE, async (user) => user.permits.hidden_chat_access === 1);
  });
  afterAll(async () => {
    closeSockets();
    await t?.close();
  });

  const patch = (url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: { authorization: admin.authorization }, payload });
  const postHidden = (objectId: number, comment: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/components/chat/add/test/${objectId}`,
      headers: { authorization: admin.authorization },
      payload: { comment, hidden: 1 },
    });

  /** Posts a hidden message as admin; answers whether `socket` got it (admin's own socket always does). */
  async function hiddenMessageReaches(socket: Socket, control: Socket, objectId: number, comment: string) {
    const seen = record<ChatRefreshEvent>(socket, 'test');
    const controlGot = nextEvent<ChatRefreshEvent>(control, 'test');
    expect((await postHidden(objectId, comment)).statusCode).toBe(200);
    expect((await controlGot).message.message).toBe(comment);
    await delivered(socket);
    socket.off('test');
    return seen.some((event) => event.message.message === comment);
  }

  it('after hidden_chat_access is removed from a user, hidden chat messages no longer reach their socket', async () => {
    const employee = await t.login('employee');
    const employeeId = await userIdOf(t.app, employee.authorization);
    expect((await patch(`/api/users/${employeeId}`, { permits: { hidden_chat_access: 1 } })).statusCode).toBe(200);
    const socket = await openSocket(url, { token: employee.token });
    const control = await openSocket(url, { token: admin.token });
    for (const s of [socket, control]) expect(await subscribe(s, 'test', 30)).toBe(true);
    expect(await hiddenMessageReaches(socket, control, 30, 'ещё видно')).toBe(true);

    expect((await patch(`/api/users/${employeeId}`, { permits: { hidden_chat_access: 0 } })).statusCode).toBe(200);
    expect(await hiddenMessageReaches(socket, control, 30, 'уже не видно')).toBe(false);
    // The page stays open: only its rights changed.
    expect(socket.connected).toBe(true);
  });

  it('a role losing a permit, or deleted, takes it from the open sockets of its holders', async () => {
    const accountant = await t.login('accountant');
    const accountantId = await userIdOf(t.app, accountant.authorization);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { authorization: admin.authorization },
      payload: { name: 'Скрытый чат (тест)' },
    });
    expect(created.statusCode).toBe(200);
    const roleId = created.json().id as number;
    expect((await patch(`/api/roles/${roleId}/grants`, { permits: ['hidden_chat_access'] })).statusCode).toBe(200);
    expect((await patch(`/api/roles/${roleId}/grants`, { user_ids: [accountantId] })).statusCode).toBe(200);

    const socket = await openSocket(url, { token: accountant.token });
    const control = await openSocket(url, { token: admin.token });
    for (const s of [socket, control]) expect(await subscribe(s, 'test', 31)).toBe(true);
    expect(await subscribe(socket, PERMIT_MODULE, 1)).toBe(true);
    expect(await hiddenMessageReaches(socket, control, 31, 'роль даёт доступ')).toBe(true);

    expect((await patch(`/api/roles/${roleId}/grants`, { permits: [] })).statusCode).toBe(200);
    expect(await hiddenMessageReaches(socket, control, 31, 'роль без права')).toBe(false);
    // The object room of a module guarded by that permit is left as well.
    const inRoom = await t.realtime.io.in(objectRoom(PERMIT_MODULE, 1)).fetchSockets();
    expect(inRoom.map((s) => s.id)).not.toContain(socket.id);

    expect((await patch(`/api/roles/${roleId}/grants`, { permits: ['hidden_chat_access'] })).statusCode).toBe(200);
    expect(await hiddenMessageReaches(socket, control, 31, 'право вернули')).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/roles/${roleId}`,
      headers: { authorization: admin.authorization },
    });
    expect(removed.statusCode).toBe(200);
    expect(await hiddenMessageReaches(socket, control, 31, 'роль удалена')).toBe(false);
  });
});

const redisReason = !process.env.REDIS_URL
  ? 'REDIS_URL is not set'
  : !process.env.DATABASE_URL
    ? 'DATABASE_URL is not set (two instances need a shared PostgreSQL)'
    : '';

describe.skipIf(redisReason !== '')(`two instances with the Redis adapter${redisReason ? ` (skipped: ${redisReason})` : ''}`, () => {
  let a: AppContext;
  let b: AppContext;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const name = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    const config = {
      ...readConfig({ ...process.env, DATA_DIR: ':memory:' }),
      databaseUrl: databaseUrl.toString(),
      redisUrl: process.env.REDIS_URL,
      logLevel: 'silent',
      jobs: false,
      webDist: undefined,
    };
    a = await buildApp(config);
    await seedIfEmpty(a.database.db);
    b = await buildApp(config);
    await a.app.ready();
    await b.app.ready();
  });
  afterAll(async () => {
    closeSockets();
    await a?.app.close();
    await b?.app.close();
    await dropDatabase?.();
  });

  it('a notification created through instance A reaches a socket connected to instance B', async () => {
    const urlB = await listen(b.app);
    const login = await a.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'employee', password: 'demo1234' } });
    const token = login.json().token as string;
    const employeeId = await userIdOf(b.app, `Bearer ${token}`);
    const onB = await openSocket(urlB, { token });
    const received = nextEvent<NotificationEvent>(onB, CHANNELS.notifications);
    await createNotifications(a.database.db, a.realtime).notify([employeeId], { title: 'Через Redis' }, null);
    expect(await received).toMatchObject({ action: 'new_notification', notification: { title: 'Через Redis' } });
  });
});
