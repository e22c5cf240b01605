import { expect, test } from '@playwright/test';
import { Api, signIn } from './support/session.ts';

/**
 * Layout screenshots for review, not assertions: `SCREENS=1 npx playwright test e2e/screens.spec.ts`
 * writes .tmp/screens/{page}-{width}.png at 1440 and 360 px.
 */
test.skip(!process.env.SCREENS, 'screenshots only on demand (SCREENS=1)');

for (const width of [1440, 360]) {
  test(`screens at ${width} px`, async ({ browser, request }) => {
    const api = await Api.signIn(request);
    const employeeId = await api.userId('employee');
    const { items: roles } = await api.call<{ items: { id: number; name: string }[] }>('GET', '/users/roles');
    const roleId = roles.find((r) => r.name === 'Руководитель проектов')!.id;

    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 740 } });
    const page = await context.newPage();
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: `.tmp/screens/${name}-${width}.png`, fullPage, animations: 'disabled' });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
    await shot('login');

    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
    await shot('home');

    await page.goto('/users');
    await expect(page.getByRole('link', { name: 'Петров Иван Сергеевич' })).toBeVisible();
    await shot('users');

    await page.goto(`/users/${employeeId}`);
    await expect(page.getByRole('heading', { name: 'Петров Иван Сергеевич' })).toBeVisible();
    await shot('user-card');

    await page.goto(`/users/roles/${roleId}`);
    await expect(page.getByRole('heading', { name: 'Руководитель проектов' })).toBeVisible();
    await shot('role-card');

    if (width < 500) {
      await page.getByRole('button', { name: 'Меню' }).click();
      await expect(page.getByRole('menuitem', { name: 'Пользователи' })).toBeVisible();
      await shot('drawer', false);
    }
    await context.close();
  });
}
