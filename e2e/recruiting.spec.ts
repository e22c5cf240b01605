import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose } from './support/select.ts';
import { Api, signIn } from './support/session.ts';

/**
 * Drags a kanban card onto a column with the mouse, in small steps (dnd-kit needs moves, not a
 * jump). The card is grabbed by its grip (its left edge): the grip is what a drag takes.
 */
async function dragTo(page: Page, card: Locator, column: Locator) {
  await card.scrollIntoViewIfNeeded();
  const box = (await card.locator('.kanban-columns-grip').boundingBox())!;
  const from = { x: box.x - 12, y: box.y + box.height / 2 - 10 };
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 10);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++)
    await page.mouse.move(from.x + 20 + ((to.x + 60 - from.x) * i) / 15, from.y + 10 + ((to.y + 40 - from.y) * i) / 15);
  // The board scrolls sideways under a drag near its edge: aim at where the column is now.
  const now = (await column.boundingBox())!;
  await page.mouse.move(now.x + 60, now.y + 40, { steps: 3 });
  await page.mouse.up();
}

/** Fills the candidate add form: name, posts, the vacancy, and the first contact's value (none when empty). */
async function fillCandidate(page: Page, name: string, post: string, vacancy: string, phone: string) {
  await page.getByRole('textbox', { name: 'ФИО' }).fill(name);
  const posts = page.getByLabel('Должности');
  await posts.fill(post);
  await posts.press('Enter');
  await choose(page, page.getByLabel('Вакансия', { exact: true }), vacancy, vacancy);
  if (phone) await page.getByRole('textbox', { name: 'Значение' }).first().fill(phone);
}

// Wide enough for every column of the kanban at once: a drag near the board's edge scrolls it,
// and the drop would land on whichever column slid under the pointer.
test.use({ viewport: { width: 3000, height: 900 } });

/**
 * Recruiting (issue 17): a recruiter opens a vacancy, adds two candidates to it — the first is
 * refused without a contact (the message shows), then saved with a phone; the second has the
 * same phone and the form warns of the duplicate with a link. The first is dragged through the
 * kanban to «Трудоустроен» (confirmed): the employee's login shows and the account exists in
 * /users. The duplicate is merged into the first after a confirmation and leaves the kanban.
 */
test('recruiting: vacancy, two candidates, kanban to hired with the new account, merge a duplicate', async ({ page, request }) => {
  const stamp = Date.now();
  const vacancy = `Водитель-экспедитор ${stamp}`;
  const first = `Кузнецов Андрей ${stamp}`;
  const second = `Кузнецов А. ${stamp}`;
  const phone = `+7 912 ${String(stamp).slice(-7, -4)}-${String(stamp).slice(-4, -2)}-${String(stamp).slice(-2)}`;
  const api = await Api.signIn(request, 'admin');
  await signIn(page, 'admin');

  // The vacancy, through the engine's form; its card opens.
  await page.goto('/humanresources');
  await expect(page).toHaveURL(/\/humanresources\/kanban$/);
  await page.locator('.ant-segmented').getByText('Вакансии', { exact: true }).click();
  await expect(page).toHaveURL(/\/humanresources\/vacancies$/);
  await page.getByRole('link', { name: /Добавить$/ }).click();
  await expect(page).toHaveURL(/\/humanresources\/vacancies\/add$/);
  await page.getByRole('textbox', { name: 'Должность' }).fill(vacancy);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/humanresources\/vacancies\/\d+$/);
  await expect(page.getByRole('heading', { name: vacancy })).toBeVisible();
  const vacancyId = Number(new URL(page.url()).pathname.split('/').pop());

  // The first candidate: refused without a contact, then saved with a phone.
  await page.goto('/humanresources/kanban/add');
  await fillCandidate(page, first, 'Водитель', vacancy, '');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Укажите хотя бы один контакт')).toBeVisible();
  await expect(page).toHaveURL(/\/kanban\/add$/);
  await page.getByRole('textbox', { name: 'Значение' }).first().fill(phone);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/humanresources\/kanban\/\d+$/);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  const firstId = Number(new URL(page.url()).pathname.split('/').pop());

  // The second: the same phone (written another way) warns of the first, with a link to its card.
  await page.goto('/humanresources/kanban/add');
  await fillCandidate(page, second, 'Экспедитор', vacancy, phone.replace('+7', '8').replace(/-/g, ' '));
  const warning = page.getByRole('alert').filter({ hasText: 'Похоже, кандидат уже есть' });
  await expect(warning.getByRole('link', { name: first })).toHaveAttribute('href', `/humanresources/kanban/${firstId}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/humanresources\/kanban\/\d+$/);
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  const secondId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(secondId).not.toBe(firstId);

  // The vacancy's kanban: the first goes to «Звонок», then to «Трудоустроен» after the confirmation.
  await page.goto(`/humanresources/kanban?vacancy=${vacancyId}`);
  // The settled card (while a drop animates, dnd-kit keeps a hidden placeholder beside it).
  const cardSelector = (id: number) => `.kanban-columns-card[data-card-key="${id}"]:not([data-dnd-placeholder])`;
  const card = (id: number) => page.locator(cardSelector(id));
  const column = (stage: string) => page.locator(`.kanban-columns-column[data-column="${stage}"]`);
  await expect(column('new').locator(cardSelector(firstId))).toBeVisible();
  await expect(column('new').locator(cardSelector(secondId))).toBeVisible();
  await dragTo(page, card(firstId), column('call'));
  await expect(column('call').locator(cardSelector(firstId))).toBeVisible();
  await expect.poll(async () => (await api.call<{ stage: string }>('GET', `/humanresources/candidates/${firstId}`)).stage).toBe('call');
  await dragTo(page, card(firstId), column('hired'));
  const confirm = page.getByRole('dialog').filter({ hasText: 'Принять на работу?' });
  await confirm.getByRole('button', { name: 'Трудоустроить' }).click();
  const login = page.getByTestId('hired-login');
  await expect(login).toBeVisible();
  const shownLogin = ((await login.textContent()) ?? '').trim();
  expect(shownLogin).not.toBe('');
  await page.getByRole('dialog').filter({ hasText: 'Учётная запись создана' }).getByRole('button', { name: 'OK' }).click();
  await expect(column('hired').locator(cardSelector(firstId))).toBeVisible();

  // The account is there: the user administration finds it by the shown login.
  expect(await api.userId(shownLogin)).toBeGreaterThan(0);
  await page.goto(`/users?search=${encodeURIComponent(shownLogin)}`);
  await expect(page.getByText(shownLogin, { exact: true }).first()).toBeVisible();

  // The duplicate joins the first after a confirmation; it leaves the kanban.
  await page.goto(`/humanresources/kanban/${firstId}`);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await page.getByRole('button', { name: 'Объединить' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Объединить с другим кандидатом' });
  await choose(page, dialog.getByLabel('Кандидат, которого присоединить'), second, String(stamp));
  await dialog.getByRole('button', { name: 'Объединить' }).click();
  await expect(dialog.getByText(/Контакты, файлы, история и чат второго/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Объединить' }).click();
  await expect(page.getByText('Кандидаты объединены')).toBeVisible();
  await page.goto(`/humanresources/kanban?vacancy=${vacancyId}`);
  await expect(column('hired').locator(cardSelector(firstId))).toBeVisible();
  await expect(page.locator(cardSelector(secondId))).toHaveCount(0);
});
