import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * The file drive journey: employee uploads files with progress, makes a folder and shares
 * it with edit to manager, who finds it under "accessible" and renames a file; employee
 * trashes and restores, clears the trash, and picks a drive file in the disk picker.
 */
const FOLDER = `Отчёты e2e ${Date.now()}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Действия: ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('drive: upload, folder, share with edit, rename by a colleague, trash and restore, clear, pick a file', async ({ browser }) => {
  const employeeContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const employee = await employeeContext.newPage();
  await signIn(employee, 'employee');

  // /disk goes to "Мой диск".
  await employee.goto('/disk');
  await expect(employee).toHaveURL(/\/disk\/my$/);
  await expect(employee.getByRole('heading', { name: 'Диск', level: 2 })).toBeVisible();
  await expect(employee.getByTestId('drive-quota')).toContainText('из 10,00 ГБ');

  // A new folder.
  await employee.getByRole('button', { name: 'Создать папку' }).click();
  const naming = employee.getByRole('dialog', { name: 'Создать папку' });
  await naming.getByLabel('Название папки').fill(FOLDER);
  await naming.getByRole('button', { name: 'Создать' }).click();
  await expect(employee.getByText('Папка создана')).toBeVisible();
  await employee.getByRole('link', { name: FOLDER }).click();
  await expect(employee).toHaveURL(/\/disk\/folder\/\d+$/);
  await expect(employee.getByText('Папка пуста')).toBeVisible();

  // Several files at once, each with its own progress (once the folder is known to be editable).
  await expect(employee.getByRole('button', { name: 'Загрузить файлы' })).toBeVisible();
  await employee.getByTestId('drive-file-input').setInputFiles([
    { name: 'Смета.txt', mimeType: 'text/plain', buffer: Buffer.from('Смета: 100 000 ₽') },
    { name: 'План.txt', mimeType: 'text/plain', buffer: Buffer.from('План работ на квартал') },
    { name: 'Большой.txt', mimeType: 'text/plain', buffer: Buffer.alloc(3 * 1024 * 1024, 'x') },
  ]);
  const uploads = employee.getByRole('list', { name: 'Загрузка файлов' });
  for (const name of ['Смета.txt', 'План.txt', 'Большой.txt']) {
    await expect(uploads.getByRole('progressbar', { name })).toBeVisible();
    await expect(uploads.locator('li').filter({ hasText: name })).toHaveAttribute('data-status', 'done');
    await expect(rowOf(employee, name)).toBeVisible();
  }
  await expect(rowOf(employee, 'Большой.txt')).toContainText('3,00 МБ');

  // Share the folder with manager, with edit.
  await employee.getByRole('link', { name: 'Мой диск' }).first().click();
  await rowAction(employee, FOLDER, 'Доступ');
  const share = employee.getByRole('dialog', { name: `Доступ к «${FOLDER}»` });
  await share.getByRole('combobox', { name: 'Добавить пользователя' }).fill('Соколова');
  // antd's visible option (its role="option" twins are hidden helpers for screen readers).
  await employee.locator('.ant-select-item-option').filter({ hasText: 'Соколова Ирина Викторовна' }).click();
  await share.getByRole('switch', { name: 'Редактирование: Соколова Ирина Викторовна' }).click();
  await share.getByRole('button', { name: 'Сохранить' }).click();
  await expect(employee.getByText('Изменения сохранены')).toBeVisible();

  // Manager sees it under "accessible" and renames a file in it.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager');
  await manager.goto('/disk/acessable');
  await manager.getByRole('link', { name: FOLDER }).click();
  await expect(manager.getByRole('navigation').getByText('Доступные мне')).toBeVisible();
  await rowAction(manager, 'План.txt', 'Переименовать');
  const input = manager.getByRole('textbox', { name: 'Переименовать' });
  await input.fill('План согласован.txt');
  await input.press('Enter');
  await expect(manager.getByText('Переименовано')).toBeVisible();
  await expect(rowOf(manager, 'План согласован.txt')).toBeVisible();
  await managerContext.close();

  // Employee sees the new name; trashes two files at once and restores one.
  await employee.getByRole('link', { name: FOLDER }).click();
  await expect(rowOf(employee, 'План согласован.txt')).toBeVisible();
  await rowOf(employee, 'План согласован.txt').getByRole('checkbox').check();
  await rowOf(employee, 'Большой.txt').getByRole('checkbox').check();
  await employee.getByRole('toolbar', { name: 'Выбрано: 2' }).getByRole('button', { name: 'В корзину' }).click();
  await expect(employee.getByText('Перемещено в корзину')).toBeVisible();
  await expect(rowOf(employee, 'Большой.txt')).toHaveCount(0);

  await employee.goto('/disk/trash');
  await expect(rowOf(employee, 'Большой.txt')).toBeVisible();
  await rowAction(employee, 'План согласован.txt', 'Восстановить');
  await expect(employee.getByText('Восстановлено')).toBeVisible();
  await expect(rowOf(employee, 'План согласован.txt')).toHaveCount(0);

  // Clearing the trash asks first.
  await employee.getByRole('button', { name: 'Очистить корзину' }).click();
  const confirm = employee.getByRole('dialog', { name: 'Удалить всё из корзины навсегда?' });
  await confirm.getByRole('button', { name: 'Очистить корзину' }).click();
  await expect(employee.getByText('Корзина очищена')).toBeVisible();
  await expect(employee.getByText('Корзина пуста')).toBeVisible();

  // The disk picker: OK only once a file is chosen; the link is copied and opens the file.
  await employee.goto('/disk/my');
  await employee.getByRole('button', { name: 'Получить ссылку из диска' }).click();
  const picker = employee.getByRole('dialog', { name: 'Получить ссылку из диска' });
  const ok = picker.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  await picker.locator('.ant-tree-treenode').filter({ hasText: FOLDER }).locator('.ant-tree-switcher').click();
  await picker.getByText(FOLDER, { exact: true }).click();
  await expect(ok).toBeDisabled();
  await picker.getByText('Смета.txt', { exact: true }).click();
  await expect(ok).toBeEnabled();
  await ok.click();
  await expect(employee.getByText('Ссылка скопирована')).toBeVisible();
  const link = await employee.locator('code').filter({ hasText: '/upload/disk/' }).textContent();
  expect(link).toMatch(/^\/upload\/disk\/[0-9a-f-]{36}\.txt$/);
  expect(await employee.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(employee.url()).origin}${link}`);
  const file = await employee.request.get(link!);
  expect(file.status()).toBe(200);
  expect(await file.text()).toBe('Смета: 100 000 ₽');
  await employeeContext.close();
});

test('drive works at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, 'employee');
  await page.goto('/disk/my');
  await expect(page.getByRole('link', { name: 'Проекты' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Проекты' }).click();
  await expect(page.getByRole('link', { name: 'Проект «Север»' })).toBeVisible();
  await context.close();
});
