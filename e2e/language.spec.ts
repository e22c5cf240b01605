import { expect, test } from '@playwright/test';

test('the language switch on /login turns the texts English and is remembered after reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Login', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Вход в систему')).toHaveCount(0);

  // And the choice goes back the same way.
  await page.getByRole('button', { name: 'RU' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
});
