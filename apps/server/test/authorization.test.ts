import { randomBytes } from 'node:crypto';
import { hasPermit, isRouteAccess, type RouteAccess } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, sessions } from '../src/modules/auth/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import type { RegisteredRoute } from '../src/plugins/rights.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The route registry walk (ARCHITECTURE.md "API conventions"): every /api and /upload route
 * is called without a token, as each demo user and as the administrator, and must answer as
 * its declared access says. An allowed caller never gets a server fault, and a GET without
 * path parameters (a list, a reply about the caller) answers 2xx to everyone allowed.
 */
let t: TestApp;
let missingAccessError: unknown;
let declaredRouteOk = false;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    try {
      app.get('/api/__test/undeclared', async () => ({ ok: true }));
    } catch (error) {
      missingAccessError = error;
    }
    app.get('/api/__test/declared', { config: { access: 'session' } }, async () => ({ ok: true }));
    declaredRouteOk = true;
  });
});
afterAll(async () => {
  await t.close();
});

const DEMO_USERS = ['manager', 'employee', 'accountant'] as const;

/**
 * A fresh session for a demo account, made directly in the table: some routes revoke the
 * caller's session (logout, refresh) or change its password (reset), so each call gets
 * its own token.
 */
async function sessionOf(login: string): Promise<string> {
  const [user] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
  const token = randomBytes(32).toString('base64url');
  await t.database.db
    .insert(sessions)
    .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3_600_000) });
  return token;
}

/** Effective permits of each demo user, as the rights reply tells them. */
async function permitsOf(login: string): Promise<{ type: number; permits: Record<string, number> }> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/?get_rights=1',
    headers: { authorization: `Bearer ${await sessionOf(login)}` },
  });
  const body = res.json();
  return { type: body.type, permits: body.permits };
}

function walkedRoutes(): RegisteredRoute[] {
  return t.app.routeRegistry.filter(
    (r) => !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/__test') && !(r.method === 'POST' && r.url === '/api/*'),
  );
}

/**
 * Query strings for GETs without path parameters that need one: with these, every caller
 * allowed by the route's access gets 2xx.
 */
const SAMPLE_QUERIES: Record<string, string> = {
  '/api/webservice/globallink': 'link=tickets/5',
  '/api/widgets/tags': 'module=tickets',
  '/api/home/events': 'from=2025-01-01&to=2025-01-31',
  // These name one object in the query: a caller who may not see it gets 404, like a path id.
  '/api/widgets/tags/item': 'module=tickets&item_id=1',
  '/api/load/kanban': 'board_id=1&status=1',
  // A scanned code and the stickers of given markers: an unknown one is 404.
  '/api/warehouse/markers/resolve': 'code=NO-SUCH-CODE',
  '/api/warehouse/stickers/pdf': 'markers=1',
};
const OBJECT_QUERIES = new Set([
  '/api/widgets/tags/item',
  '/api/load/kanban',
  '/api/warehouse/markers/resolve',
  '/api/warehouse/stickers/pdf',
]);

async function callRoute(route: RegisteredRoute, token?: string) {
  // A route served only for one query value (documents/types?group_id=2) is called with it.
  const sample = route.method === 'GET' ? (route.query ?? SAMPLE_QUERIES[route.url]) : route.query;
  const url = route.url.replace(/:[^/]+/g, '1') + (sample ? `?${sample}` : '');
  const withBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'OPTIONS';
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('the route registry', () => {
  it('refuses to register a route without config.access', () => {
    expect(missingAccessError).toBeInstanceOf(Error);
    expect(String((missingAccessError as Error).message)).toMatch(/declares no access/);
    expect(declaredRouteOk).toBe(true);
    expect(t.app.routeRegistry.some((r) => r.url === '/api/__test/undeclared')).toBe(false);
    expect(t.app.routeRegistry.some((r) => r.url === '/api/__test/declared')).toBe(true);
  });

  it('holds every /api route with a known access, the users administration included', () => {
    const routes = walkedRoutes();
    for (const r of routes) expect(isRouteAccess(r.access), `${r.method} ${r.url}`).toBe(true);
    const keys = routes.map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/users users_access',
        'GET /api/users/autocomplete session',
        'POST /api/users users_access',
        'GET /api/users/:id session',
        'GET /api/users/:id/short session',
        'PATCH /api/users/:id users_access',
        'POST /api/users/:id/block users_access',
        'POST /api/users/:id/reset-password users_access',
        'GET /api/users/:id/history users_access',
        'GET /api/user_groups users_groups_access',
        'POST /api/user_groups users_groups_access',
        'GET /api/user_groups/:id users_groups_access',
        'PATCH /api/user_groups/:id users_groups_access',
        'DELETE /api/user_groups/:id users_groups_access',
        'GET /api/user_groups/:id/members users_groups_access',
        'PUT /api/user_groups/:id/members users_groups_access',
        'GET /api/roles users_roles_access',
        'POST /api/roles users_roles_access',
        'GET /api/roles/:id users_roles_access',
        'PATCH /api/roles/:id users_roles_access',
        'DELETE /api/roles/:id users_roles_access',
        'GET /api/roles/:id/grants users_roles_access',
        'PATCH /api/roles/:id/grants users_roles_access',
        // Stored files outside /api are in the registry too.
        'GET /upload/chat/:module/:objectId/:name session',
        'GET /upload/files/:module/:objectId/:name session',
        'GET /upload/disk/:filename session',
      ]),
    );
  });

  it('answers every route as its declared access says: no token, each demo user, admin', async () => {
    const rights = Object.fromEntries(await Promise.all(DEMO_USERS.map(async (login) => [login, await permitsOf(login)] as const)));
    expect(Object.keys(rights.employee.permits)).toEqual([]);
    const violations: string[] = [];
    const check = (ok: boolean, route: RegisteredRoute, who: string, status: number, expected: string) => {
      if (!ok) violations.push(`${route.method} ${route.url} [${route.access}] as ${who}: ${status}, expected ${expected}`);
    };

    /** An allowed caller: not refused, no server fault, and 2xx for a GET without path parameters. */
    const allowedAnswer = (route: RegisteredRoute, status: number) =>
      route.method === 'GET' && !route.url.includes(':')
        ? OBJECT_QUERIES.has(route.url)
          ? { ok: (status >= 200 && status < 300) || status === 404, expected: '2xx or 404' }
          : { ok: status >= 200 && status < 300, expected: '2xx' }
        : { ok: status !== 401 && status !== 403 && status < 500, expected: 'not 401/403/5xx' };

    let rightsMayHaveChanged = false;
    for (const route of walkedRoutes()) {
      // The walk's own calls change rights (the administrator deletes role 1 on the way): each
      // route is judged by the rights the users hold when it is called, read again after any
      // call that could write (a GET never changes them).
      if (rightsMayHaveChanged) for (const login of DEMO_USERS) rights[login] = await permitsOf(login);
      rightsMayHaveChanged = route.method !== 'GET';
      const access: RouteAccess = route.access;
      const anonymous = await callRoute(route);
      if (access === 'public') {
        const { ok, expected } = allowedAnswer(route, anonymous.statusCode);
        check(ok, route, 'anonymous', anonymous.statusCode, expected);
      } else {
        check(anonymous.statusCode === 401, route, 'anonymous', anonymous.statusCode, '401');
        if (anonymous.statusCode === 401) expect(anonymous.json()).toEqual({ token: false });
      }

      for (const login of DEMO_USERS) {
        const res = await callRoute(route, await sessionOf(login));
        if (access === 'public' || access === 'session' || hasPermit(rights[login], access)) {
          const { ok, expected } = allowedAnswer(route, res.statusCode);
          check(ok, route, login, res.statusCode, expected);
        } else {
          check(res.statusCode === 403, route, login, res.statusCode, '403');
        }
      }

      const asAdmin = await callRoute(route, await sessionOf('admin'));
      const { ok, expected } = allowedAnswer(route, asAdmin.statusCode);
      check(ok, route, 'admin', asAdmin.statusCode, expected);
    }
    expect(violations).toEqual([]);
    // Five callers for every route of the app, one after another: slow on a busy machine.
  }, 180_000);
});
