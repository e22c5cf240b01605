import { expect, test } from '@playwright/test';
import { Api, submitSignIn } from './support/session.ts';

const LINK_ERROR = 'Ссылка не доступна или истек срок действия!';

test('an anonymous visit is sent to /login and returns to the stored target after sign-in', async ({ page }) => {
  await page.goto('/users?search=Петров');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/users\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('Петров');
  await expect(page.getByRole('heading', { name: 'Пользователи', level: 2 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Петров');
  await expect(page.getByRole('link', { name: 'Петров Иван Сергеевич' })).toBeVisible();
});

test('an employee without users_access opening /users lands home with the access message', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'employee');
  await expect(page.getByRole('menuitem', { name: 'Пользователи' })).toHaveCount(0);
  await page.goto('/users');
  await expect(page.getByText('К сожалению, у Вас нет доступа в данный раздел')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown hash link shows the link error page', async ({ page }) => {
  await page.goto('/applications/1?hash=bad');
  await expect(page).toHaveURL(/\/error\?reason=link$/);
  await expect(page.getByText(LINK_ERROR)).toBeVisible();
  await page.getByRole('button', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired hash link shows the link error page, a valid one opens', async ({ page, request }) => {
  const admin = await Api.signIn(request);
  // A lifetime of a few milliseconds: expired by the time the page asks.
  const expired = await admin.call<{ link: string }>('POST', '/webservice/hash', { link: '/users/roles', ttl_hours: 0.000001 });
  const valid = await admin.call<{ link: string }>('POST', '/webservice/hash', { link: '/users/roles', ttl_hours: 1 });

  await page.goto(expired.link);
  await expect(page).toHaveURL(/\/error\?reason=link$/);
  await expect(page.getByText(LINK_ERROR)).toBeVisible();

  await page.goto('/login');
  await submitSignIn(page, 'admin');
  await page.goto(valid.link);
  await expect(page.getByRole('heading', { name: 'Роли', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/roles\?hash=/);
  await expect(page.getByText(LINK_ERROR)).toHaveCount(0);
});
