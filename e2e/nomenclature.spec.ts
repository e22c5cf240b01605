import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.ts';

async function pickOption(page: Page, scope: Page | ReturnType<Page['getByTestId']>, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  // The open list once settled; a list still leaving (an earlier select's, or this one redrawn
  // above or below its field) is left out.
  const list = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  await expect(async () => {
    await expect(list).toHaveCount(1, { timeout: 2_000 });
    await expect(list).not.toHaveClass(/-appear|-enter/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/**
 * Nomenclature (issue 12): without `nomenclature_view` /nomenclature answers the refusal; an
 * item is created in /nomenclature (group «Фильтры», unit, brand), gets a value of its group's
 * property on the card, and is picked by its article in a position of a «Со склада
 * (номенклатура)» application (`GET nomenclature/autocomplete`), which is created with it.
 */
test('nomenclature: an item created in /nomenclature is picked in an application position', async ({ browser, page }) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  await expect(employee.getByRole('menuitem', { name: 'Номенклатура' })).toHaveCount(0);
  await employee.goto('/nomenclature');
  await expect(employee.getByText('К сожалению, у Вас нет доступа в данный раздел')).toBeVisible();
  await employee.context().close();

  const stamp = Date.now() % 100_000;
  const name = `Фильтр салона угольный ${stamp}`;
  const article = `CUK-${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/nomenclature');
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/nomenclature\/add$/);
  await page.getByRole('textbox', { name: '* Наименование', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Артикул', exact: true }).fill(article);
  await pickOption(page, page, 'Группа', 'Фильтры', 'Фильтры');
  await pickOption(page, page, 'Единица измерения', 'Штука', 'Штука');
  await page.getByRole('textbox', { name: 'Бренд', exact: true }).fill('MANN-FILTER');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/nomenclature\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The group «Фильтры» (under «Автозапчасти») gives the item its typed properties.
  await page.getByRole('tab', { name: 'Свойства' }).click();
  await page.getByRole('textbox', { name: 'Вид фильтра' }).fill('салонный');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены').first()).toBeVisible();

  await page.goto('/applications/add');
  await page.getByRole('radiogroup', { name: 'Тип заявки' }).getByText('Со склада (номенклатура)', { exact: true }).click();
  const row = page.getByTestId('position-row').first();
  await pickOption(page, row, 'Номенклатура', article, name);
  await row.getByLabel('Количество', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Создать заявку' }).last().click();
  await expect(page).toHaveURL(/\/applications\/\d+\/positions$/);
  await expect(page.getByText(name).first()).toBeVisible();
});
