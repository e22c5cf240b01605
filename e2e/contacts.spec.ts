import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/** 50 vCard 3.0 cards with Cyrillic names in one new group (CATEGORIES); the first has three phones and an e-mail. */
function vcf(group: string, stamp: number): string {
  return Array.from({ length: 50 }, (_, i) =>
    [
      'BEGIN:VCARD',
      'VERSION:3.0',
      `FN:Журналов Контакт ${i + 1} ${stamp}`,
      `N:Журналов;Контакт;${i + 1};;`,
      'ORG:ООО «Импорт»',
      `TEL;TYPE=CELL:+7 (977) ${String(stamp % 1000).padStart(3, '0')}-${String(i).padStart(2, '0')}-01`,
      ...(i === 0 ? ['TEL;TYPE=WORK:+7 495 111-22-33', 'TEL;TYPE=HOME:+7 495 444-55-66'] : []),
      `EMAIL;TYPE=INTERNET:journal${i + 1}.${stamp}@example.ru`,
      `CATEGORIES:${group}`,
      'END:VCARD',
    ].join('\r\n'),
  ).join('\r\n');
}

/**
 * Contacts (issue 15): a user imports a .vcf of 50 contacts and sees the report (50 added); the
 * cards' group is made from their CATEGORIES; the list filtered by that group shows the 50, the
 * first with its entries cell (2 short entries, the third under +1); the group is exported back as
 * vCard and the download holds the 50 cards. `/contacts?add&name=..&phone=..` opens the prefilled form.
 */
test('contacts: import 50 from .vcf, report, filter a group, export it back, prefilled add', async ({ page }) => {
  const stamp = Date.now();
  const group = `Журнал ${stamp}`;
  await signIn(page, 'employee');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Контакты', level: 2 })).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf(group, stamp)) });
  const report = page.getByRole('status').filter({ hasText: 'Импорт завершён' });
  await expect(report).toBeVisible();
  await expect(report).toContainText('Добавлено: 50');
  await expect(report).toContainText('Объединено с существующими: 0');

  // The group filter (the engine's remote select over the contact groups).
  const filter = page.getByRole('combobox', { name: 'Группа', exact: true });
  await expect(async () => {
    await filter.click();
    await filter.fill(String(stamp));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: group }).first().click({ timeout: 5_000 });
    await expect(page).toHaveURL(/group_id=\d+/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Всего: 50')).toBeVisible();
  const first = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Журналов Контакт 1 ${stamp}`, exact: true }) });
  await expect(first.getByTitle('+7 495 111-22-33')).toHaveText(/\+7 495 1…/);
  await first.getByRole('button', { name: '+2' }).click();
  await expect(page.getByRole('link', { name: `journal1.${stamp}@example.ru` })).toBeVisible();

  // Export the filtered group back and read the download.
  await page.getByRole('button', { name: 'Экспорт .vcf' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /vCard 3\.0/ }).click();
  expect((await download).suggestedFilename()).toBe('contacts.vcf');
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.match(/BEGIN:VCARD/g)).toHaveLength(50);
  expect(text).toContain(`FN:Журналов Контакт 50 ${stamp}`);
  expect(text).toContain(`CATEGORIES:${group}`);
  expect(text).not.toContain('FN:Иванов');

  // A link from elsewhere opens the add form prefilled.
  await page.goto(
    `/contacts?add&name=${encodeURIComponent('Новиков Пётр')}&phone=${encodeURIComponent('+7 912 000-11-22')}&email=petr@example.ru`,
  );
  await expect(page).toHaveURL(/\/contacts\/add\?/);
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Новиков Пётр');
  await expect(page.getByRole('textbox', { name: 'Телефоны', exact: true })).toHaveValue('+7 912 000-11-22');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Новиков Пётр' })).toBeVisible();
});
