import { expect, type Page, test } from '@playwright/test';
import { DEMO_NAMES, signIn } from './support/session.ts';

/** Moves a demo account into the room through its picker. */
async function settle(page: Page, room: ReturnType<Page['getByTestId']>, login: string, name: string) {
  const box = room.getByRole('combobox', { name: 'Заселить' });
  await box.click();
  await box.fill(login);
  // The open list once settled; a list still leaving (an earlier select's, or this one redrawn
  // above or below its field) is left out.
  const list = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  await expect(async () => {
    await expect(list).toHaveCount(1, { timeout: 2_000 });
    await expect(list).not.toHaveClass(/-appear|-enter/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await list.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
}

/**
 * Bases (issue 12): the list opens a base, its «Дома» tab a house, whose «Комнаты» tab shows
 * room 101 (2 places, 1 taken); a new resident takes the last place (free drops to 0), a second
 * one is refused with the server's message and nobody moves in; the house card fits 360 px;
 * the room's card shows the change in its history («Жильцы»).
 */
test('bases: a base, its house, a resident takes the last place, one more is refused', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/bases');
  await page.getByRole('link', { name: 'База «Северная»', exact: true }).click();
  await expect(page.getByRole('heading', { name: /База «Северная»/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Дома' }).click();
  await page.getByRole('link', { name: 'Дом 1', exact: true }).click();
  await expect(page).toHaveURL(/\/bases\/houses\/\d+$/);
  await page.getByRole('tab', { name: 'Комнаты' }).click();

  const room = page.getByTestId('room-101');
  await expect(room.getByText('Мест: 2 · занято: 1 · свободно: 1')).toBeVisible();
  await settle(page, room, 'manager', DEMO_NAMES.manager);
  await expect(room.getByText('Мест: 2 · занято: 2 · свободно: 0')).toBeVisible();
  await expect(room.getByText('Мест нет')).toBeVisible();
  await expect(room.locator('.ant-tag', { hasText: DEMO_NAMES.manager })).toBeVisible();

  await settle(page, room, 'accountant', DEMO_NAMES.accountant);
  await expect(room.getByRole('alert')).toHaveText('Мест в комнате: 2, а жильцов — 3. Освободите место или увеличьте число мест.');
  await expect(room.getByText('Мест: 2 · занято: 2 · свободно: 0')).toBeVisible();
  await expect(room.locator('.ant-tag', { hasText: DEMO_NAMES.accountant })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(room).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  // The room's card keeps the residents change in its history, by name.
  await page.setViewportSize({ width: 1280, height: 800 });
  await room.getByRole('link', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(/\/bases\/rooms\/\d+$/);
  // The card's parts load lazily and may redraw its tabs: click until History shows the change.
  const history = page.getByRole('tab', { name: 'История' });
  const change = page.locator('.history-tab li').filter({ hasText: 'Жильцы' }).first();
  await expect(async () => {
    await history.click();
    await expect(change).toContainText(DEMO_NAMES.manager, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
