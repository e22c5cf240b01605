import { expect, test } from '@playwright/test';
import { Api, realtimeConnected, sessionToken, signIn, submitSignIn } from './support/session.ts';

test('a forced logout warns the signed-in user, then signs them out at the given date', async ({ page, request }) => {
  const admin = await Api.signIn(request);
  const id = await admin.userId('user14');
  const connected = realtimeConnected(page);
  await signIn(page, 'user14');
  await connected;
  // The shell (and its session listeners) is up before the warning is sent.
  await expect(page.getByRole('menuitem', { name: 'Рабочий стол' })).toBeVisible();

  const at = new Date(Date.now() + 6_000);
  const reply = await admin.call<{ result: boolean }>('POST', `/users/${id}/logout`, { date: at.toISOString() });
  expect(reply.result).toBe(true);

  const warning = page.getByRole('dialog').filter({ hasText: 'Требуется повторный вход' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Необходимо заново войти в систему до');
  await expect(page).not.toHaveURL(/\/login/);

  // Spec timer: the sign-out happens at the date (plus the job queue's one-second poll).
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 500);
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('blocking a signed-in user revokes the token and the open page goes to /login', async ({ page, request }) => {
  const admin = await Api.signIn(request);
  const id = await admin.userId('user13');
  const connected = realtimeConnected(page);
  await signIn(page, 'user13');
  await connected;
  await expect(page.getByRole('menuitem', { name: 'Рабочий стол' })).toBeVisible();

  await admin.call('POST', `/users/${id}/block`, { blocked: 1 });
  await expect(page).toHaveURL(/\/login$/);

  // Blocked: signing in again is refused.
  await page.getByLabel('Логин', { exact: true }).fill('user13');
  await page.getByLabel('Пароль', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a session ended through the API signs its open page out at once (jwt_invalid_users on its socket)', async ({ page, request }) => {
  const connected = realtimeConnected(page);
  await signIn(page, 'admin');
  await connected;
  await page.getByRole('menuitem', { name: 'Пользователи' }).click();
  await expect(page).toHaveURL(/\/users$/);
  const token = await sessionToken(page);
  const res = await request.get('/api/login/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
});

test('a page that missed the realtime event signs out on its next call (401) and returns to its address', async ({ page, request }) => {
  // No realtime for this page: the 401 of its next call is the only signal.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
  await signIn(page, 'admin');
  // The screen's own first calls are done, so the menu click below is the page's next call.
  await page.waitForLoadState('networkidle');
  const token = await sessionToken(page);
  const res = await request.get('/api/login/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  // The next call of the page (opening the users list) meets a 401: the app ends the session,
  // keeps the address, and after signing in again returns there. Opened by address: a click in
  // the menu could race the screen's own timed calls, which meet the same 401 first.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Пользователи', level: 2 })).toBeVisible();
});
