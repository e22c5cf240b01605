import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * News (issue 12): the manager (news_edit) publishes an item; the employee, signed in in
 * another browser, sees the unread badge beside «Новости» in the menu go up live, finds the
 * item marked «Новое» in the list, opens it (its rich text formatted), and the badge goes back down.
 */

/** The unread count of the menu badge (antd titles the count), 0 when there is no badge. */
async function unreadBadge(page: Page): Promise<number> {
  const count = page.getByRole('menuitem', { name: /Новости/ }).locator('.menu-news-unread .ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number(await count.getAttribute('title'));
}

async function pickOption(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  // The open list once settled; a list still leaving (an earlier select's, or this one redrawn
  // above or below its field) is left out.
  const list = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  await expect(async () => {
    await expect(list).toHaveCount(1, { timeout: 2_000 });
    await expect(list).not.toHaveClass(/-appear|-enter/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

test("a published news item raises the employee's menu badge; reading it lowers it", async ({ browser }) => {
  const title = `Открытие новой базы в Когалыме ${Date.now() % 100_000}`;
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signIn(employee, 'employee');
  await expect(employee.getByRole('menuitem', { name: /Новости/ })).toBeVisible();
  await expect.poll(() => unreadBadge(employee)).toBeGreaterThan(0);
  const before = await unreadBadge(employee);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager');
  await manager.goto('/news/add');
  await expect(manager.getByRole('heading', { name: /Новая запись/ })).toBeVisible();
  await manager.getByRole('textbox', { name: '* Заголовок', exact: true }).fill(title);
  await manager.getByRole('textbox', { name: 'Анонс', exact: true }).fill('База начнёт работу в следующем месяце.');
  // The text is rich: the description editor, with bold from the keyboard.
  const text = manager.getByRole('textbox', { name: 'Текст', exact: true });
  await text.click();
  await text.pressSequentially('Заезд с ');
  await text.press('Control+b');
  await text.pressSequentially('понедельника');
  await pickOption(manager, 'Статус', 'Опубликовано');
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager).toHaveURL(/\/news\/\d+$/);
  await expect(manager.getByRole('heading', { name: title })).toBeVisible();

  // Live: the news list room's event refetches the employee's count.
  await expect.poll(() => unreadBadge(employee)).toBe(before + 1);

  await employee.getByRole('menuitem', { name: /Новости/ }).click();
  await expect(employee).toHaveURL(/\/news$/);
  const row = employee.getByRole('row').filter({ has: employee.getByRole('link', { name: title }) });
  await expect(row.getByText('Новое', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(employee.getByRole('heading', { name: title })).toBeVisible();
  await expect(employee.locator('.description-editor strong', { hasText: 'понедельника' })).toBeVisible();
  await expect.poll(() => unreadBadge(employee)).toBe(before);

  await employee.goBack();
  await expect(row.getByText('Новое', { exact: true })).toHaveCount(0);
  await employeeContext.close();
  await managerContext.close();
});
