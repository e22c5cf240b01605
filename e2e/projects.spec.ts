import { type Browser, expect, type Page, test } from '@playwright/test';
import { Api, realtimeConnected, signIn } from './support/session.ts';

async function userPage(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const connected = realtimeConnected(page);
  await signIn(page, login);
  await connected;
  return page;
}

/**
 * Projects (issue 12): the manager (projects_edit) adds a project — an end before the start is
 * refused in the form — and opens its «Заявки» tab (empty); in a second browser an application's
 * edit form picks the project (`projects` look-up) and saves; the first browser's tab lists the
 * application live, without a reload. The card fits 360 px.
 */
test('projects: a new project, an application linked to it shows in its applications tab live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const name = `Модернизация насосной ${Date.now() % 100_000}`;
  const api = await Api.signIn(request, 'manager');
  const {
    items: [application],
  } = await api.call<{ items: { id: number; name: string }[] }>('GET', '/applications?status=active&limit=1');
  expect(application).toBeDefined();

  const manager = await userPage(browser, 'manager');
  await manager.goto('/projects');
  await manager.getByRole('link', { name: 'Добавить' }).click();
  await expect(manager).toHaveURL(/\/projects\/add$/);
  await manager.getByRole('textbox', { name: '* Название', exact: true }).fill(name);
  await manager.getByRole('textbox', { name: 'Шифр', exact: true }).fill(`НС-${Date.now() % 1000}`);
  await manager.getByRole('textbox', { name: 'Начало', exact: true }).fill('01.03.2026');
  await manager.getByRole('textbox', { name: 'Окончание', exact: true }).fill('01.02.2026');
  await manager.getByRole('textbox', { name: 'Бюджет, ₽', exact: true }).fill('2500000');
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager.locator('.ant-form-item-explain-error', { hasText: 'Окончание проекта не может быть раньше начала' })).toBeVisible();
  await manager.getByRole('textbox', { name: 'Окончание', exact: true }).fill('30.11.2026');
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager).toHaveURL(/\/projects\/\d+$/);
  await expect(manager.getByRole('heading', { name })).toBeVisible();
  await expect(manager.getByText('2 500 000,00 ₽').first()).toBeVisible();
  await manager.getByRole('tab', { name: 'Заявки' }).click();
  await expect(manager.getByText('Заявок по проекту пока нет')).toBeVisible();

  // A second browser links the application to the project through its edit form.
  const other = await userPage(browser, 'manager');
  await other.goto(`/applications/${application.id}`);
  await other.getByRole('menuitem', { name: 'Редактировать' }).click();
  const panel = other.getByRole('dialog', { name: 'Редактировать' });
  const box = panel.getByRole('combobox', { name: 'Проекты' });
  await box.click();
  await box.fill(name.slice(0, 20));
  const list = other.locator('.ant-select-dropdown:visible');
  await expect(list).toHaveCount(1);
  await list.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
  await panel.getByRole('button', { name: 'Сохранить' }).click();
  await expect(other.getByText('Изменения сохранены')).toBeVisible();

  // The first browser's tab follows live.
  const tab = manager.getByTestId('project-applications');
  await expect(tab.getByRole('link', { name: String(application.id), exact: true })).toBeVisible();
  await expect(tab.getByRole('link', { name: application.name, exact: true })).toBeVisible();

  await manager.setViewportSize({ width: 360, height: 740 });
  await expect(tab).toBeVisible();
  const width = await manager.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
