import type { AddressInfo } from 'node:net';
import { CHANNELS, type UsersLogoutEvent, userRoom } from '@app/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * pg-boss on both engines: the forced logout at a date runs as a job. In the PostgreSQL mode
 * (`DATABASE_URL` set) the file runs the same tests on PGlite too, so one run covers both.
 */
const backends = [
  { name: 'PGlite', overrides: { databaseUrl: undefined }, skip: '' },
  { name: 'PostgreSQL', overrides: {}, skip: process.env.DATABASE_URL ? '' : 'DATABASE_URL is not set' },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A ceiling that only bounds a hang: waits below are for events, never for a time to pass. */
const HANG_MS = 60_000;

async function until(condition: () => Promise<boolean>, ms = HANG_MS) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await pause(50);
  }
}

function nextEvent<T>(socket: Socket, channel: string, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${channel} event within ${ms} ms`)), ms);
    socket.once(channel, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resources that would keep a process alive (or leak between tests): timers and TCP handles. */
const WATCHED = ['Timeout', 'Immediate', 'TCPSocketWrap', 'TCPServerWrap'];
function liveResources(): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(WATCHED.map((type) => [type, 0]));
  for (const type of process.getActiveResourcesInfo()) if (type in counts) counts[type] += 1;
  return counts;
}
// Taken before any app exists: only the test runner's own pipes are live.
const baseline = liveResources();

describe.each(backends)('pg-boss on $name', ({ name, overrides, skip }) => {
  describe.skipIf(skip !== '')(`forced logout at a date${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let t: TestApp;
    let url: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      t = await createTestApp({ ...overrides, jobs: true });
      expect(t.database.kind).toBe(name === 'PGlite' ? 'pglite' : 'postgres');
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await t?.close();
    });

    it('warns now, then at the date revokes every session of the user and emits jwt_invalid_users', async () => {
      const admin = await t.login('admin');
      const first = await t.login('employee');
      const second = await t.login('employee');
      const me = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: first.authorization } });
      const employeeId = me.json().id as number;

      const open = async (token: string) => {
        const socket = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          auth: { token },
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        return socket;
      };
      const socket = await open(first.token);
      const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

      // The date is far enough ahead for the checks below on a quiet machine; on a busy one a
      // check answered only after the date is skipped rather than failed (see `beforeDate`).
      const date = new Date(Date.now() + 8000);
      const beforeDate = () => Date.now() < date.getTime() - 50;
      const warned = nextEvent<UsersLogoutEvent>(socket, CHANNELS.usersLogout, HANG_MS);
      const invalidated = nextEvent<unknown>(socket, CHANNELS.jwtInvalidUsers, 8000 + HANG_MS);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${employeeId}/logout`,
        headers: { authorization: admin.authorization },
        payload: { date: date.toISOString() },
      });
      expect(res.statusCode).toBe(200);
      expect((await warned).date).toBe(date.toISOString());

      // Signing in again after the warning is what the user is asked to do: that session survives.
      const renewed = await t.login('employee');
      const renewedSocket = await open(renewed.token);
      const renewedTold: unknown[] = [];
      renewedSocket.on(CHANNELS.jwtInvalidUsers, (payload: unknown) => renewedTold.push(payload));

      // Before the date nothing is revoked (checked while the date is still ahead).
      for (const session of [first, second]) {
        const early = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: session.authorization } });
        if (beforeDate()) expect(early.statusCode).toBe(200);
      }

      await invalidated;
      expect(Date.now()).toBeGreaterThanOrEqual(date.getTime() - 50);
      for (const session of [first, second]) {
        const late = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: session.authorization } });
        expect(late.statusCode).toBe(401);
        expect(late.json()).toEqual({ token: false });
      }
      // The open page of a revoked session is cut off as well; the page of the session opened
      // after the warning is neither told nor closed, and other users keep their sessions.
      await disconnected;
      const userSockets = async () => (await t.realtime.io.in(userRoom(employeeId)).fetchSockets()).map((s) => s.id);
      await until(async () => (await userSockets()).length === 1);
      expect(await userSockets()).toEqual([renewedSocket.id]);
      expect(renewedSocket.connected).toBe(true);
      expect(renewedTold).toEqual([]);
      const adminStill = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: admin.authorization } });
      expect(adminStill.statusCode).toBe(200);
      const renewedStill = await t.app.inject({
        method: 'GET',
        url: '/api/?get_rights=1',
        headers: { authorization: renewed.authorization },
      });
      expect(renewedStill.statusCode).toBe(200);
    });

    it('refuses a forced logout of an unknown user with 404', async () => {
      const admin = await t.login('admin');
      const res = await t.app.inject({ method: 'POST', url: '/api/users/999999/logout', headers: { authorization: admin.authorization } });
      expect(res.statusCode).toBe(404);
    });
  });

  describe.skipIf(skip !== '')(`shutdown${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('app.close() stops pg-boss with a pending job and leaves no live handles behind', async () => {
      const t = await createTestApp({ ...overrides, jobs: true });
      const admin = await t.login('admin');
      // A pending job (10 minutes ahead) and a running worker when the app closes.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/3/logout',
        headers: { authorization: admin.authorization },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      // The job is stored when the call answers; closing must not wait for its date (10 minutes
      // ahead): the ceiling only tells that apart from waiting, on however busy a machine.
      const started = Date.now();
      await t.close();
      expect(Date.now() - started).toBeLessThan(60_000);
      // Sockets and timers that were closing may take a moment; anything still there after that leaked.
      const leaked = () => WATCHED.some((type) => liveResources()[type] > baseline[type]);
      await until(async () => !leaked(), 10_000).catch(() => undefined);
      const after = liveResources();
      // Nothing may be left that was not there before (fewer is fine: the baseline may hold
      // a pending immediate of the runner's own).
      for (const type of WATCHED) expect(after[type], type).toBeLessThanOrEqual(baseline[type]);
    });
  });
});
