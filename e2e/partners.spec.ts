import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/session.ts';

/** The views menu's item (a saved view, "Сохранить вид…"). */
async function viewsMenu(page: Page, item: string | RegExp) {
  await page.getByRole('button', { name: /^Виды/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

/** The row of the list with this record's link. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/**
 * Partners, the first registry of the engine (issue 11): the create form refuses a wrong INN
 * with the server's message, the fixed record opens its card; the card takes a tag and a chat
 * message and shows the invoice details tab (an override slot); the list filters by INN in the
 * URL, saves the filter as a view and re-applies it after the filters were reset, exports the
 * filtered xlsx (read back: the partner's row is in it); two partners get a rating in one bulk
 * edit; the card deletes after a confirmation and restores; deleted again, the partner is found
 * in the trash (`/trash`) with who deleted it and restored from there.
 */
test('partners: wrong INN, fix, tag, chat, view, export, bulk edit, delete, restore, trash', async ({ page }) => {
  const stamp = Date.now();
  const name = `ООО «Журнал ${stamp}»`;
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

  // The collaboration kit on the card: a new tag, a chat message; the partners' own tab.
  const tag = `поставщик-${stamp}`;
  await page.getByRole('button', { name: 'Добавить тег' }).click();
  const tagName = page.getByRole('textbox', { name: 'Название тега' });
  await tagName.fill(tag);
  await tagName.press('Enter');
  await expect(page.getByRole('button', { name: tag, exact: true })).toBeVisible();
  const text = `Договор на согласовании ${stamp}`;
  await page.locator('.chat').getByRole('textbox', { name: 'Напишите комментарий…' }).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.locator('.chat .chat-message').filter({ hasText: text })).toBeVisible();
  await page.getByRole('tab', { name: 'Реквизиты для счёта' }).click();
  await expect(page.getByText(`ИНН: ${inn}`)).toBeVisible();

  await page.goto('/partners');
  const innFilter = page.getByRole('searchbox', { name: 'ИНН' });
  await innFilter.fill(inn);
  await innFilter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`inn=${inn}`));
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ООО «ПромСнаб»' })).toBeHidden();

  // A saved view brings the filter back after the filters were reset.
  const view = `ИНН ${stamp}`;
  await viewsMenu(page, 'Сохранить вид…');
  const naming = page.getByRole('dialog', { name: 'Сохранить вид' });
  await naming.getByLabel('Название вида').fill(`  ${view}  `);
  await naming.getByRole('button', { name: 'Сохранить' }).click();
  await expect(naming).toBeHidden();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).not.toHaveURL(/inn=/);
  await expect(page.getByRole('link', { name: 'ООО «ПромСнаб»' })).toBeVisible();
  await viewsMenu(page, view);
  await expect(page).toHaveURL(new RegExp(`inn=${inn}`));
  await expect(page.getByRole('searchbox', { name: 'ИНН' })).toHaveValue(inn);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ООО «ПромСнаб»' })).toBeHidden();
  await expect(page.getByRole('button', { name: `Виды: ${view}` })).toBeVisible();

  // The export of the filtered list, read back: the partner's row with its INN and tag.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Excel/ }).click();
  expect((await download).suggestedFilename()).toBe('partners.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const cells: string[][] = [];
  book.worksheets[0].eachRow((row) => cells.push((row.values as unknown[]).map((v) => String(v ?? ''))));
  const exported = cells.find((row) => row.includes(name));
  expect(exported).toBeDefined();
  expect(exported).toContain(inn);
  expect(cells.some((row) => row.includes('ООО «ПромСнаб»'))).toBe(false);

  // Bulk edit: the rating of two partners in one go.
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  // The unfiltered list first: a filter change clears the selection, so no box is checked before it lands.
  await expect(rowOf(page, 'ООО «Лесторг»')).toBeVisible();
  await rowOf(page, name).getByRole('checkbox').check();
  await rowOf(page, 'ООО «Лесторг»').getByRole('checkbox').check();
  await expect(page.getByText('Выбрано: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить поле…' }).click();
  const bulk = page.getByRole('dialog', { name: /Изменить поле у выбранных \(2\)/ });
  const field = bulk.getByRole('combobox', { name: 'Поле' });
  await field.fill('Рейтинг');
  await field.press('Enter');
  await bulk.getByRole('textbox', { name: 'Рейтинг' }).fill('2');
  await bulk.getByRole('button', { name: 'Применить' }).click();
  await expect(bulk.getByText('Изменено: 2, ошибок: 0')).toBeVisible();
  await bulk
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /Закрыть/ })
    .click();
  await expect(page.getByText(/Выбрано:/)).toBeHidden();
  await expect(rowOf(page, name).getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(rowOf(page, 'ООО «Лесторг»').getByRole('cell', { name: '2', exact: true })).toBeVisible();

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
