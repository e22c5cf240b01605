import { expect, test } from '@playwright/test';
import { DEMO_NAMES, sessionToken, signIn, submitSignIn } from './support/session.ts';

test('an employee signs in, lands home, and signs out; the old session is dead', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, 'employee');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: DEMO_NAMES.employee })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Рабочий стол' })).toBeVisible();
  const token = await sessionToken(page);
  const before = await request.get('/api/', { headers: { Authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(200);
  // The demo password is published on purpose: a fresh demo asks nobody to change it (issue 19).
  const rights = await request.get('/api/?get_rights=1', { headers: { Authorization: `Bearer ${token}` } });
  expect((await rights.json()).check_password_change).toBe(0);
  await expect(page.getByRole('dialog', { name: 'Смена пароля' })).toHaveCount(0);
  // Issue 19: every screen is titled "<section> | <company>", home included.
  await expect(page).toHaveTitle('Рабочий стол | ООО «СеверСтройМонтаж»');

  await page.getByRole('button', { name: DEMO_NAMES.employee }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();

  // The token of the ended session is refused, and the app asks to sign in again.
  const after = await request.get('/api/', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Логин', { exact: true }).fill('employee');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login is sent home', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: DEMO_NAMES.manager })).toBeVisible();
});
