import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * The equipment registry on the engine (issue 11, spec 1 §2 `/tech [tech_view]`): /tech leads
 * to /tech/equipment, the list shows the demo vehicles with their state, type and organization,
 * a card opens, a new machine is created; the old /equipment addresses lead to the registry; a
 * user without `tech_view` gets the refusal.
 */

test('the equipment registry: list, card, a new machine; the old addresses lead to it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Техника' }).click();
  await expect(page).toHaveURL(/\/tech\/equipment$/);
  const kamaz = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'КамАЗ 65115 самосвал' }) });
  await expect(kamaz).toBeVisible();
  await expect(kamaz.getByText('А123ВС 86')).toBeVisible();
  await expect(kamaz.getByText('Самосвал', { exact: true })).toBeVisible();
  await expect(kamaz.getByText('ООО «СеверСтройМонтаж»')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Экскаватор Hitachi ZX200' }).getByText('На ремонте')).toBeVisible();

  await kamaz.getByRole('link', { name: 'КамАЗ 65115 самосвал' }).click();
  await expect(page).toHaveURL(/\/tech\/equipment\/\d+$/);
  await expect(page.getByRole('heading', { name: 'КамАЗ 65115 самосвал' })).toBeVisible();
  await expect(page.getByText('XTC651153K1234567')).toBeVisible();
  const card = new URL(page.url()).pathname;
  const id = card.split('/').at(-1);

  const name = `Погрузчик Амкодор 342 №${Date.now() % 100_000}`;
  await page.goto('/tech/equipment');
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/tech\/equipment\/add$/);
  await page.getByRole('textbox', { name: '* Краткое наименование', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Бортовой номер', exact: true }).fill('ПГ 0042 86');
  await page.getByRole('textbox', { name: 'Заводской номер (VIN)', exact: true }).fill('AMK342ZZ000000042');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/tech\/equipment\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('В работе').first()).toBeVisible();

  await page.goto('/tech/equipment');
  const search = page.getByRole('searchbox').first();
  await search.fill('AMK342ZZ000000042');
  await search.press('Enter');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'КамАЗ 65115 самосвал' })).toBeHidden();

  // The task boards opened /equipment/search/:id in a new tab: old links keep working.
  await page.goto(`/equipment/search/${id}`);
  await expect(page).toHaveURL(new RegExp(`/tech/equipment/${id}$`));
  await expect(page.getByRole('heading', { name: 'КамАЗ 65115 самосвал' })).toBeVisible();
  await page.goto('/tech');
  await expect(page).toHaveURL(/\/tech\/equipment$/);
  expect(errors).toEqual([]);
});

test('without tech_view /tech/equipment answers the refusal', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page.getByRole('menuitem', { name: 'Техника' })).toHaveCount(0);
  await page.goto('/tech/equipment');
  await expect(page.getByText('К сожалению, у Вас нет доступа в данный раздел')).toBeVisible();
});
