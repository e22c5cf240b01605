import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * Partners, the first registry of the engine (issue 11): the create form refuses a wrong INN
 * with the server's message, the fixed record opens its card; the list filters by INN in the
 * URL, exports the filtered xlsx; the card deletes after a confirmation and restores; deleted
 * again, the partner is found in the trash (`/trash`) with who deleted it and restored from there.
 */
test('partners: wrong INN, fix, filter, export, delete, restore, trash', async ({ page }) => {
  const name = `ООО «Журнал ${Date.now()}»`;
  const inn = '7707083893';
  await signIn(page, 'manager');
  await page.goto('/partners');
  await expect(page.getByRole('link', { name: 'ООО «ПромСнаб»' })).toBeVisible();

  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page.getByRole('heading', { name: /Новая запись/ })).toBeVisible();
  const innBox = page.getByRole('textbox', { name: 'ИНН', exact: true });
  await page.getByRole('textbox', { name: 'Наименование' }).fill(`  ${name}  `);
  await innBox.fill('7707083894');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const innItem = page.locator('.ant-form-item').filter({ has: innBox });
  await expect(innItem.getByText('Неверный ИНН: 10 или 12 цифр с верным контрольным числом')).toBeVisible();
  await expect(page).toHaveURL(/\/partners\/add$/);

  await innBox.fill(inn);
  await expect(innItem.getByText('Неверный ИНН')).toBeHidden();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/partners\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const cardUrl = page.url();

  await page.goto('/partners');
  const innFilter = page.getByRole('searchbox', { name: 'ИНН' });
  await innFilter.fill(inn);
  await innFilter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`inn=${inn}`));
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ООО «ПромСнаб»' })).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Excel/ }).click();
  expect((await download).suggestedFilename()).toBe('partners.xlsx');

  await page.goto(cardUrl);
  await page.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Удалить запись «${name}»?`).filter({ visible: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('В корзине')).toBeVisible();

  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByText('В корзине')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Удалить' })).toBeVisible();

  // Deleted again, it waits in the common trash (/trash) with who deleted it; restored from there.
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('В корзине')).toBeVisible();
  await page.goto('/trash?module=partners');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Соколова Ирина Викторовна')).toBeVisible();
  await row.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByRole('link', { name })).toBeHidden();
  await page.goto(cardUrl);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('В корзине')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Удалить' })).toBeVisible();
});
