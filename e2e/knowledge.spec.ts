import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * The knowledge base (issue 17): an editor (manager, documentation_edit) writes an article with a
 * heading and a list in a section and saves it; a search for another word form of a word in it
 * finds it with the snippet, and the article opens; edited again, its history shows two versions,
 * the diff, and restoring the first makes a third version with the first text.
 */
/** A 1×1 PNG: the server sniffs an upload's content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an editor writes an article that a search for another word form finds; versions, diff and restore', async ({ page }) => {
  const title = `Ротация персонала на вахте ${Date.now() % 100_000}`;
  await signIn(page, 'manager');
  await page.goto('/documentation');
  await page.getByRole('link', { name: 'Кадровые вопросы' }).first().click();
  await expect(page).toHaveURL(/\/documentation\/list\/\d+$/);
  await page.getByRole('button', { name: 'Новая статья' }).click();
  await expect(page).toHaveURL(/\/documentation\/\d+\/articleAdd$/);
  await expect(page.getByRole('heading', { name: 'Новая статья' })).toBeVisible();

  await page.getByRole('textbox', { name: '* Заголовок', exact: true }).fill(title);
  const text = page.getByRole('textbox', { name: 'Текст', exact: true });
  await text.click();
  // Markdown shortcuts of the editor: «## » a heading, «- » a bulleted list.
  await text.pressSequentially('## Порядок ротации');
  await text.press('Enter');
  await text.pressSequentially('График ротаций утверждает начальник участка.');
  await text.press('Enter');
  await text.pressSequentially('- Заявка за две недели');
  await text.press('Enter');
  await text.pressSequentially('Билеты покупает компания');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/documentation\/\d+\/article\/\d+$/);
  const address = page.url();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.knowledge-article__body h2')).toHaveText('Порядок ротации');
  await expect(page.locator('.knowledge-article__body li')).toHaveCount(2);

  // Search by another word form: «ротация» finds «ротации» / «ротаций».
  await page.goto('/documentation');
  const search = page.getByRole('searchbox', { name: 'Поиск по статьям' });
  await search.fill('ротация');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/documentation\?q=/);
  const hit = page.locator('.knowledge-search-results .ant-list-item').filter({ hasText: title });
  await expect(hit).toBeVisible();
  await expect(hit.locator('.knowledge-snippet mark').first()).toHaveText(/ротаци/i);
  await hit.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Edit again: the second version.
  await page.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const editor = page.getByRole('textbox', { name: 'Текст', exact: true });
  await expect(editor).toContainText('Билеты покупает компания');
  await editor.click();
  await editor.press('Control+End');
  await editor.pressSequentially(', а также гостиницу');
  // A picture placed in the text: stored as the article's file, shown where it was put.
  await page.locator('input[type=file][aria-label="Изображение"]').setInputFiles({ name: 'схема.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img[alt="схема.png"]')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(address);
  await expect(page.locator('.knowledge-article__body')).toContainText('Билеты покупает компания, а также гостиницу');
  const picture = page.locator('.knowledge-article__body img[alt="схема.png"]');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await page.getByRole('tab', { name: 'Версии' }).click();
  const versions = page.locator('.knowledge-versions .ant-list-item');
  await expect(versions).toHaveCount(2);
  const first = versions.filter({ hasText: 'Версия 1' });
  await first.getByRole('button', { name: 'Сравнить с текущей' }).click();
  const diff = page.getByRole('dialog', { name: 'Версия 1 и текущий текст' });
  await expect(diff.locator('ins').filter({ hasText: 'гостиницу' })).toBeVisible();
  await diff.getByRole('button', { name: /Close|Закрыть/ }).click();
  await expect(diff).toBeHidden();

  await first.getByRole('button', { name: 'Восстановить' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Да' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('восстановлена из версии 1');
  await page.getByRole('tab', { name: 'Текст' }).click();
  await expect(page.locator('.knowledge-article__body')).toContainText('Билеты покупает компания');
  await expect(page.locator('.knowledge-article__body')).not.toContainText('гостиницу');
});
