import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

test.use({ viewport: { width: 360, height: 740 } });

const noHorizontalOverflow = async (page: import('@playwright/test').Page) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
};

test('at 360 px the side menu is a drawer and the shell works', async ({ page }) => {
  await signIn(page, 'admin');
  // No side menu on the page: only the "Меню" button.
  await expect(page.getByRole('menuitem', { name: 'Пользователи' })).toBeHidden();
  await noHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Меню' }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('menuitem', { name: 'Пользователи' }) });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('menuitem', { name: 'Пользователи' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Пользователи', level: 2 })).toBeVisible();
  await noHorizontalOverflow(page);

  // The user menu still works and signs out.
  // antd opens the menu with an animation; a click that lands before it settles is retried.
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      const signOut = page.getByRole('menuitem', { name: 'Выйти' });
      if (!(await signOut.isVisible())) await page.getByRole('button', { name: 'Администратор Системы' }).click();
      await signOut.click({ timeout: 2000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await noHorizontalOverflow(page);
});
