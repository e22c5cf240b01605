import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { choose } from './support/select.ts';
import { signIn } from './support/session.ts';

/**
 * Equipment handover acts (`/tech/acts`, issue 16): the administrator hands a free vehicle over
 * to a driver with the odometer and a photo, signs the act, prints its PDF, sees the holder on
 * the equipment card, and takes the vehicle back.
 */

/** A tiny PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Critical and serious WCAG 2.1 A/AA violations of the screen (rule: elements), none expected. */
async function axe(page: Page): Promise<string[]> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // antd's enter animations change colours while they run (as the accessibility walk waits).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page does not scroll sideways at 360 px. */
async function fitsNarrow(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('hand a vehicle over to a driver with the odometer and a photo, sign, print, see the holder, take it back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'admin');
  await page.goto('/tech/acts');
  await expect(page.getByRole('heading', { name: 'Акты приёма-передачи техники' })).toBeVisible();
  // The demo acts of the demo vehicles.
  await expect(page.getByRole('link', { name: /^ТА-\d{6}$/ }).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await fitsNarrow(page);

  await page.getByRole('button', { name: 'Выдать технику' }).click();
  await expect(page).toHaveURL(/\/tech\/acts\/output$/);
  expect(await axe(page)).toEqual([]);
  await fitsNarrow(page);
  // The idle УАЗ was returned in the demo: it is free.
  await choose(page, page.getByRole('combobox', { name: '* Техника', exact: true }), 'УАЗ Патриот', 'УАЗ');
  await expect(page.getByText(/Текущий пробег техники: [\d\s]+ км/)).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: '* Водитель', exact: true }), 'Петров Иван Сергеевич', 'Петров');
  await page.getByRole('textbox', { name: 'Пробег по одометру, км' }).fill('150000');
  await page.getByRole('radio', { name: 'Требует ремонта' }).check();
  await page.getByRole('textbox', { name: 'Неисправности, повреждения' }).fill('Скол на лобовом стекле');
  await page.locator('input[type=file]').setInputFiles({ name: 'одометр.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Оформить акт' }).click();

  await expect(page).toHaveURL(/\/tech\/acts\/\d+$/);
  const heading = page.getByRole('heading', { name: /^Акт ТА-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Акт ', '');
  await expect(page.getByText('Петров Иван Сергеевич').first()).toBeVisible();
  await expect(page.getByText('150 000')).toBeVisible();
  await expect(page.getByText('одометр.png')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await fitsNarrow(page);

  // The giver signs; the driver's signature waits for him.
  await page.getByRole('button', { name: 'Подписать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Акт подписан')).toBeVisible();
  await expect(page.getByRole('row', { name: /Сдал.*\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Принял.*Не подписано/ })).toBeVisible();

  // The printable act.
  const href = await page.getByRole('link', { name: 'Печать (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The equipment card shows the holder and the act in its «Акты» tab.
  await page.getByRole('link', { name: /УАЗ Патриот/ }).click();
  await expect(page).toHaveURL(/\/tech\/equipment\/\d+$/);
  await expect(page.getByText('Текущий держатель: Петров Иван Сергеевич')).toBeVisible();
  await page.getByRole('tab', { name: 'Акты' }).click();
  await expect(page.getByRole('link', { name: number }).first()).toBeVisible();

  // Take it back.
  await page.getByRole('button', { name: 'Принять технику' }).click();
  await expect(page).toHaveURL(/\/tech\/acts\/input\?equipment_id=\d+/);
  await expect(page.getByRole('textbox', { name: 'Сдаёт' })).toHaveValue('Петров Иван Сергеевич');
  await page.getByRole('textbox', { name: 'Пробег по одометру, км' }).fill('150100');
  await page.getByRole('button', { name: 'Оформить акт' }).click();
  await expect(page).toHaveURL(/\/tech\/acts\/\d+$/);
  await expect(page.getByText('Возврат').first()).toBeVisible();
  await page.getByRole('link', { name: /УАЗ Патриот/ }).click();
  await expect(page.getByText('Текущий держатель: Свободна')).toBeVisible();
  expect(errors).toEqual([]);
});
