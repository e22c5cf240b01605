import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * The company's registries of issue 12 on the engine: a road incident is created with its
 * vehicle picked from the equipment and found in the list; a work type is added to its
 * directory (`/directory/types-work`) and found by search; an own organization is refused with
 * an invalid INN, saved once fixed and picked for a machine; a user without `servers_view` gets
 * the refusal at /servers.
 */

async function pickOption(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
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

test('a road incident with a vehicle from the equipment; a work type in the directory', async ({ page }) => {
  const place = `г. Сургут, ул. Журнальная, д. ${Date.now() % 100_000}`;
  await signIn(page, 'manager');
  await page.goto('/dtp');
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/dtp\/add$/);
  await expect(page.getByRole('heading', { name: /Новая запись/ })).toBeVisible();
  await page.getByRole('textbox', { name: '* Дата и время', exact: true }).fill('2025-03-14 09:30');
  await page.getByRole('textbox', { name: '* Место', exact: true }).fill(place);
  await pickOption(page, 'Транспортное средство', 'Hilux', 'Toyota Hilux');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/dtp\/\d+$/);
  await expect(page.getByRole('heading', { name: place })).toBeVisible();
  await expect(page.getByText('Toyota Hilux').first()).toBeVisible();

  await page.goto('/dtp');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: place }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Toyota Hilux')).toBeVisible();
  await expect(row.getByText('Зарегистрировано')).toBeVisible();

  const work = `Монтаж ограждения ${Date.now() % 100_000}`;
  await page.goto('/directory');
  await page.getByRole('link', { name: 'Виды работ' }).click();
  await expect(page).toHaveURL(/\/directory\/types-work$/);
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/directory\/types-work\/add$/);
  await expect(page.getByRole('heading', { name: /Новая запись/ })).toBeVisible();
  await page.getByRole('textbox', { name: '* Наименование', exact: true }).fill(work);
  await page.getByRole('textbox', { name: 'Код', exact: true }).fill('СМР-77');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/directory\/types-work\/\d+$/);
  await expect(page.getByRole('heading', { name: work })).toBeVisible();

  await page.goto('/directory/types-work');
  const search = page.getByRole('searchbox').first();
  await search.fill('ограждения');
  await search.press('Enter');
  await expect(page.getByRole('link', { name: work })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Разработка грунта экскаватором' })).toBeHidden();
});

test('an own organization: an invalid INN is refused, then fixed; it is picked for a machine; expenditure items as a tree', async ({
  page,
}) => {
  const name = `ООО «Журнальная организация ${Date.now() % 100_000}»`;
  await signIn(page, 'admin');
  await page.goto('/directory');
  await page.getByRole('link', { name: 'Организации' }).click();
  await expect(page).toHaveURL(/\/directory\/organizations$/);
  await expect(page.getByRole('link', { name: 'ООО «СеверСтройМонтаж»' })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/directory\/organizations\/add$/);
  await page.getByRole('textbox', { name: '* Полное наименование', exact: true }).fill(name);
  const inn = page.getByRole('textbox', { name: 'ИНН', exact: true });
  await inn.fill('7707083890');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // Named at the field (and in the message of the refused save).
  await expect(page.locator('#main-content').getByText('Неверный ИНН: 10 или 12 цифр с верным контрольным числом')).toBeVisible();
  await expect(inn).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/directory\/organizations\/add$/);
  await inn.fill('7707083893');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/directory\/organizations\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Chosen in another form: the organization of a new machine.
  const machine = `Автокран КС-55713 №${Date.now() % 100_000}`;
  await page.goto('/tech/equipment/add');
  await page.getByRole('textbox', { name: '* Краткое наименование', exact: true }).fill(machine);
  await pickOption(page, 'Организация', 'Журнальная', name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/tech\/equipment\/\d+$/);
  await expect(page.getByRole('heading', { name: machine })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();

  // Expenditure items as a tree: the switch keeps the view in the URL, items sit under their groups.
  await page.goto('/directory/expenditure');
  await page.getByText('Дерево', { exact: true }).click();
  await expect(page).toHaveURL(/\/directory\/expenditure\?view=tree$/);
  const group = page.getByRole('treeitem').filter({ has: page.getByRole('link', { name: '01 Материалы', exact: true }) });
  await expect(group).toBeVisible();
  await page.getByRole('link', { name: '01.01 Строительные материалы', exact: true }).click();
  await expect(page).toHaveURL(/\/directory\/expenditure\/\d+$/);
  await page.goBack();
  await expect(page.getByRole('link', { name: '01.03 Горюче-смазочные материалы', exact: true })).toBeVisible();
});

test('without servers_view /servers answers the refusal', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page.getByRole('menuitem', { name: 'Серверы' })).toHaveCount(0);
  await page.goto('/servers');
  await expect(page.getByText('К сожалению, у Вас нет доступа в данный раздел')).toBeVisible();
});
