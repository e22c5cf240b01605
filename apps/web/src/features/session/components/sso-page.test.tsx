import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, STORAGE_KEYS } from '../../../shared/storage.ts';
import { sessionStore } from '../model/session-store.ts';
import { ssoRoutes } from '../routes.tsx';
import { rightsReplyFixture } from '../session-user.fixture.ts';
import { ssoParams } from './sso-page.tsx';

/** Cookie sign-in from /sso/... (spec 1 §7, spec 3 §7 "Session": POST /sso/authorization_cookies, form token, token_expired). */

const rights = rightsReplyFixture({ permits: { users_access: [1] } });

/** The lazy route's first load transforms antd: give it time, as router.test.tsx does. */
const LOAD = { timeout: 10_000 };

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server as the page sees it: the cookie call answers `ssoStatus`, the rights call `rightsStatus`. */
function server({ ssoStatus = 200, rightsStatus = 200 }: { ssoStatus?: number; rightsStatus?: number } = {}) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/sso/authorization_cookies') {
      return ssoStatus === 200 ? reply(200, { result: true }) : reply(ssoStatus, { error: true, result_content: 'Токен недействителен' });
    }
    if (url === '/api/?get_rights=1') return rightsStatus === 200 ? reply(200, rights) : reply(rightsStatus, { token: false });
    return reply(404, { error: true, result_content: 'not found' });
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`Открыт адрес ${pathname}${search}`}</p>;
}

/** /sso mounted as the app's router mounts it, next to /login and a stand-in for every other page. */
function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/sso', children: ssoRoutes },
      { path: '/login', element: <h1>Вход в систему</h1> },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const ssoCalls = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/sso/authorization_cookies') as [string, RequestInit][];

describe('ssoParams: where the token, its expiry and the target come from', () => {
  it('reads /sso/{token}/{token_expired}', () => {
    expect(ssoParams('/sso/abc123/2099-01-01%2010%3A00%3A00', '')).toEqual({
      token: 'abc123',
      tokenExpired: '2099-01-01 10:00:00',
      redirect: '/',
    });
  });

  it('reads the query form and its redirect', () => {
    expect(ssoParams('/sso', '?token=abc&token_expired=2099-01-01+10%3A00%3A00&redirect=%2Fusers%2Froles%3Fq%3D1')).toEqual({
      token: 'abc',
      tokenExpired: '2099-01-01 10:00:00',
      redirect: '/users/roles?q=1',
    });
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)'])('never leaves the app for %s', (redirect) => {
    expect(ssoParams('/sso/abc/2099-01-01', `?redirect=${encodeURIComponent(redirect)}`)?.redirect).toBe('/');
  });

  it('needs both the token and its expiry', () => {
    expect(ssoParams('/sso', '')).toBeNull();
    expect(ssoParams('/sso/abc', '')).toBeNull();
    expect(ssoParams('/sso', '?token=abc')).toBeNull();
  });
});

describe('SsoPage', () => {
  beforeEach(() => {
    sessionStore.set({ status: 'anonymous', user: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('sets the cookie with the form call, signs the user in and opens the target', async () => {
    const fetchMock = server();
    vi.stubGlobal('fetch', fetchMock);
    const router = open('/sso/abc123/2099-01-01%2010%3A00%3A00?redirect=%2Fusers%2Froles');

    expect(await screen.findByText('Открыт адрес /users/roles', undefined, LOAD)).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    const [[, init]] = ssoCalls(fetchMock);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      token: 'abc123',
      token_expired: '2099-01-01 10:00:00',
    });
    expect(sessionStore.get().status).toBe('authenticated');
    expect(sessionStore.get().user?.name).toBe('Иванов Иван Петрович');
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBe('2099-01-01 10:00:00');
  });

  it('without a redirect opens home', async () => {
    vi.stubGlobal('fetch', server());
    open('/sso?token=abc&token_expired=2099-01-01+10%3A00%3A00');
    expect(await screen.findByText('Открыт адрес /', undefined, LOAD)).toBeTruthy();
  });

  it('a refused token shows the error with a way to the login form, and nobody is signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = server({ ssoStatus: 401 });
    vi.stubGlobal('fetch', fetchMock);
    open('/sso/expired-token/2020-01-01%2010%3A00%3A00');

    const alert = await screen.findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toContain('Не удалось выполнить вход по ссылке. Войдите с логином и паролем.');
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
    expect(ssoCalls(fetchMock)).toHaveLength(1);
    expect(sessionStore.get().status).toBe('anonymous');
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBeNull();
  });

  it('a cookie the server does not accept afterwards (rights 401) is a failure too', async () => {
    vi.stubGlobal('fetch', server({ rightsStatus: 401 }));
    open('/sso/abc/2099-01-01%2010%3A00%3A00');
    expect((await screen.findByRole('alert', undefined, LOAD)).textContent).toContain('Не удалось выполнить вход по ссылке.');
    expect(sessionStore.get().status).toBe('anonymous');
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBeNull();
  });

  it('a link without the token shows the error without calling the server', async () => {
    const fetchMock = server();
    vi.stubGlobal('fetch', fetchMock);
    open('/sso');
    expect((await screen.findByRole('alert', undefined, LOAD)).textContent).toContain('Не удалось выполнить вход по ссылке.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
