import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { Api, DEMO_NAMES, DEMO_PASSWORD, realtimeConnected, signIn } from './support/session.ts';

/**
 * Collaboration kit journeys in the ticket card (issue 5 "Done means"): two browsers chat
 * live, a mention notifies, the edit window is enforced, the hidden tab respects
 * hidden_chat_access, tags and links are added and removed, a file is attached from the
 * computer and one from the drive, and the History tab shows the changes.
 *
 * One ticket for all: created by the manager (initiator) with the employee as performer.
 */
const stamp = Date.now().toString(36);
let ticketId = 0;
let ticketName = '';

interface Board {
  id: number;
  personal: number;
}

async function tokenOf(request: APIRequestContext, login: string): Promise<string> {
  const res = await request.post('/api/login', { data: { login, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  // /api/health answers while the demo company is still being seeded (sign-in answers 500 then).
  await expect
    .poll(async () => (await request.post('/api/login', { data: { login: 'manager', password: DEMO_PASSWORD } })).status(), {
      timeout: 60_000,
    })
    .toBe(200);
  const manager = await Api.signIn(request, 'manager');
  const employeeId = await (await Api.signIn(request, 'admin')).userId('employee');
  const { data } = await manager.call<{ data: Board[] }>('GET', '/load/boards');
  const board = data.find((b) => !b.personal);
  expect(board, 'a shared board').toBeDefined();
  ticketName = `Согласование e2e ${stamp}`;
  const { ticket } = await manager.call<{ ticket: { id: number } }>('POST', '/load/tasks', {
    name: ticketName,
    board_id: board!.id,
    performers: [employeeId],
  });
  ticketId = ticket.id;
});

async function signedIn(browser: Browser, login: string, withRealtime = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const connected = withRealtime ? realtimeConnected(page) : null;
  await signIn(page, login);
  await connected;
  return page;
}

const panel = (page: Page) => page.locator('.side-panel');
const chat = (page: Page) => panel(page).locator('.chat');
const composer = (page: Page) => chat(page).getByRole('textbox', { name: 'Напишите комментарий…' });
const message = (page: Page, text: string) => chat(page).locator('.chat-message').filter({ hasText: text });

/** The confirmation dialog's "Да" (the side panel is a dialog too). */
async function confirmYes(page: Page) {
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'Да', exact: true }).click();
}

async function openCard(page: Page) {
  await page.goto(`/tickets/${ticketId}`);
  await expect(panel(page)).toBeVisible();
  await expect(composer(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await composer(page).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The actions of a chat message (the "…" button opens its menu); the labels of its items. */
async function messageActions(page: Page, text: string): Promise<string[]> {
  const more = message(page, text).getByRole('button', { name: 'Действия с сообщением' });
  if ((await more.count()) === 0) return [];
  await more.click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu');
  await expect(menu).toBeVisible();
  const labels = (await menu.getByRole('menuitem').allTextContents()).map((s) => s.trim());
  // Escape closes the menu only: the card's side panel under it stays open.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(panel(page)).toBeVisible();
  return labels;
}

test('two browsers chat live on one ticket; own fresh message editable, another user’s not', async ({ browser }) => {
  test.setTimeout(120_000);
  const manager = await signedIn(browser, 'manager', true);
  const employee = await signedIn(browser, 'employee', true);
  await openCard(manager);
  await openCard(employee);

  const hello = `Привет из e2e ${stamp}`;
  await send(manager, hello);
  await expect(message(manager, hello)).toBeVisible();
  await expect(message(employee, hello)).toBeVisible({ timeout: 1_000 });

  const answer = `Ответ сотрудника ${stamp}`;
  await send(employee, answer);
  await expect(message(manager, answer)).toBeVisible({ timeout: 1_000 });

  // Spec 3 §5: only one's own messages younger than 24 hours can be edited.
  await expect(message(manager, hello).getByLabel('Отправляется')).toHaveCount(0);
  // The acknowledged message replaces the sent one (its server id and time): asked again until the
  // new item's menu is there (the CI runs' one flaky: the menu was read from the item being replaced).
  await expect.poll(() => messageActions(manager, hello), { timeout: 10_000 }).toContain('Редактировать');
  expect(await messageActions(manager, answer)).not.toContain('Редактировать');
  expect(await messageActions(employee, hello)).not.toContain('Редактировать');

  // Editing reaches the other browser too.
  // The context menu (right click), spec 3 §4.
  // A click on an item of a menu still closing from an earlier try does nothing: the try
  // counts only when the composer has switched to editing.
  await expect(async () => {
    await message(manager, hello).locator('.chat-message__text').click({ button: 'right' });
    await manager.locator('.ant-dropdown-menu-item:visible').filter({ hasText: 'Редактировать' }).click({ timeout: 2_000 });
    await expect(chat(manager).getByText('Редактирование сообщения')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(composer(manager)).toContainText(hello);
  await expect(composer(manager)).toBeFocused();
  await manager.keyboard.type(' (исправлено)');
  await manager.keyboard.press('Enter');
  await expect(message(employee, `${hello} (исправлено)`)).toBeVisible({ timeout: 2_000 });
  await manager.context().close();
  await employee.context().close();
});

test('a mention (@ + name) notifies the mentioned user: their bell counter increments', async ({ browser }) => {
  const accountant = await signedIn(browser, 'accountant', true);
  const bell = accountant.getByRole('button', { name: /^Уведомления: \d+$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))!.split(': ')[1]);

  const manager = await signedIn(browser, 'manager', true);
  await openCard(manager);
  await composer(manager).click();
  await manager.keyboard.type('Посмотрите, пожалуйста, @Морозова');
  const option = manager.locator('.chat-mentions [role="option"]').filter({ hasText: DEMO_NAMES.accountant });
  await expect(option).toBeVisible({ timeout: 5_000 });
  await option.click();
  await manager.keyboard.press('Enter');
  await expect(message(manager, 'Посмотрите, пожалуйста')).toBeVisible();
  await expect(message(manager, 'Посмотрите, пожалуйста').locator('[data-denotation-char="@"]')).toBeVisible();

  await expect(accountant.getByRole('button', { name: `Уведомления: ${before + 1}` })).toBeVisible({ timeout: 10_000 });
  await manager.context().close();
  await accountant.context().close();
});

test('the hidden chat tab shows only with hidden_chat_access (manager yes, employee no)', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager');
  await openCard(manager);
  const hiddenTab = (page: Page) => chat(page).locator('.ant-segmented').getByText('Скрытый', { exact: true });
  await expect(hiddenTab(manager)).toBeVisible();
  await hiddenTab(manager).click();
  const secret = `Только для руководителей ${stamp}`;
  await send(manager, secret);
  await expect(message(manager, secret)).toBeVisible();

  const employee = await signedIn(browser, 'employee');
  await openCard(employee);
  await expect(chat(employee).getByText('Общий', { exact: true })).toBeVisible();
  await expect(hiddenTab(employee)).toHaveCount(0);
  await expect(message(employee, secret)).toHaveCount(0);
  // The route query `hidden` does not open it either.
  await employee.goto(`/tickets/${ticketId}?hidden=1`);
  await expect(composer(employee)).toBeVisible();
  await expect(message(employee, secret)).toHaveCount(0);
  // The server refuses the hidden messages to the employee.
  const res = await employee.request.get(`/api/components/chat/vue/tickets/${ticketId}?hidden=1`);
  expect(JSON.stringify(await res.json().catch(() => ({})))).not.toContain(secret);
  await manager.context().close();
  await employee.context().close();
});

test('tags and links are added and removed', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager');
  await openCard(manager);
  const p = panel(manager);

  // Tags: create one by name, then detach it after the confirmation.
  const tag = `срочно-${stamp}`;
  await p.getByRole('button', { name: 'Добавить тег' }).click();
  const search = manager.getByRole('textbox', { name: 'Название тега' });
  await search.fill(tag);
  await search.press('Enter');
  const chip = p.getByRole('button', { name: tag, exact: true });
  await expect(chip).toBeVisible();
  await manager.reload();
  await expect(chip).toBeVisible();
  // The actions open on hover and close when the pointer leaves: hover again until the click took.
  await expect(async () => {
    await chip.hover();
    await manager.getByRole('menu', { name: 'Действия с тегом' }).getByRole('button', { name: 'Удалить' }).click({ timeout: 5_000 });
    await expect(manager.locator('.ant-modal:visible').getByRole('button', { name: 'Да', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await confirmYes(manager);
  await expect(chip).toHaveCount(0);
  await manager.reload();
  await expect(p.getByRole('button', { name: 'Добавить тег' })).toBeVisible();
  await expect(chip).toHaveCount(0);

  // Network links: add two rows, delete one.
  await p.getByRole('button', { name: 'Добавить ссылку' }).click();
  const modal = manager.getByRole('dialog', { name: 'Добавление ссылок' });
  await modal.getByLabel('Название 1').fill(`Регламент ${stamp}`);
  await modal.getByLabel('Ссылка 1').fill('https://example.com/reglament');
  await modal.getByRole('button', { name: 'Ещё ссылка' }).click();
  await modal.getByLabel('Название 2').fill(`Смета ${stamp}`);
  await modal.getByLabel('Ссылка 2').fill('https://example.com/smeta');
  await modal.getByRole('button', { name: 'Добавить' }).click();
  await expect(modal).toBeHidden();
  const links = p.locator('.network-links');
  await expect(links.getByRole('link', { name: `Регламент ${stamp}` })).toBeVisible();
  await expect(links.getByRole('link', { name: `Смета ${stamp}` })).toBeVisible();
  await links
    .locator('li')
    .filter({ hasText: `Смета ${stamp}` })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await confirmYes(manager);
  await expect(links.getByRole('link', { name: `Смета ${stamp}` })).toHaveCount(0);
  await manager.reload();
  await expect(links.getByRole('link', { name: `Регламент ${stamp}` })).toBeVisible();
  await expect(links.getByRole('link', { name: `Смета ${stamp}` })).toHaveCount(0);
  await manager.context().close();
});

test('a file attached from the computer and one from the drive', async ({ browser, request }) => {
  // A drive file of the employee (performer: may edit the ticket's files), uploaded through the drive API.
  const token = await tokenOf(request, 'employee');
  const driveName = `Акт-${stamp}.txt`;
  const up = await request.post('/api/disk/folders/0/files', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { 'files[0][file]': { name: driveName, mimeType: 'text/plain', buffer: Buffer.from('Акт сверки') } },
  });
  expect(up.status(), await up.text()).toBe(201);
  // The drive's own link of that file: private to the employee.
  const driveLink = JSON.stringify(await up.json()).match(/\/upload\/disk\/[^"]+/)?.[0];
  expect(driveLink, 'the drive link of the uploaded file').toBeDefined();

  const employee = await signedIn(browser, 'employee');
  await openCard(employee);
  const p = panel(employee);
  const mainGroup = p.locator('.tasks-files .ant-collapse-item').filter({ hasText: 'Основные' });

  // From the computer.
  await p.getByRole('button', { name: 'Загрузить: Основные', exact: true }).click();
  await employee.getByRole('menuitem', { name: 'Файл с компьютера' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Загрузка файлов' });
  await dialog.getByTestId('device-file-input').setInputFiles({
    name: `Договор-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%e2e\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(dialog).toBeHidden();
  await expect(mainGroup.getByRole('link', { name: `Договор-${stamp}` })).toBeVisible();

  // From the drive, through the folder-tree picker.
  await p.getByRole('button', { name: 'Загрузить: Основные', exact: true }).click();
  await employee.getByRole('menuitem', { name: 'Файл с диска' }).click();
  const picker = employee.getByRole('dialog', { name: 'Выбор файла с диска' });
  await picker.getByText(driveName, { exact: true }).click();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(picker).toBeHidden();
  await expect(mainGroup.getByRole('link', { name: new RegExp(`^Акт-${stamp}`) })).toBeVisible();
  await expect(mainGroup).toContainText('(2)');

  // Both stay after a reload, and the manager sees them too.
  const manager = await signedIn(browser, 'manager');
  await openCard(manager);
  const managerMain = panel(manager).locator('.tasks-files .ant-collapse-item').filter({ hasText: 'Основные' });
  await expect(managerMain.getByRole('link', { name: `Договор-${stamp}` })).toBeVisible();
  const managerDriveFile = managerMain.getByRole('link', { name: new RegExp(`^Акт-${stamp}`) });
  await expect(managerDriveFile).toBeVisible();
  // The drive file was copied into the ticket's storage: the manager, who may not open the
  // employee's drive file itself, downloads the ticket's copy with the same bytes.
  const href = await managerDriveFile.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/upload/files/tickets/${ticketId}/`));
  const copy = await manager.request.get(href!);
  expect(copy.status()).toBe(200);
  expect((await copy.body()).equals(Buffer.from('Акт сверки'))).toBe(true);
  expect((await manager.request.get(driveLink!)).status()).toBe(404);
  await employee.context().close();
  await manager.context().close();
});

test('the History tab shows the changes (rename of the ticket)', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager');
  await openCard(manager);
  const p = panel(manager);
  const renamed = `${ticketName} (переименовано)`;
  await p.getByRole('button', { name: 'Название задачи' }).click();
  const title = p.getByRole('textbox', { name: 'Название задачи' });
  await title.fill(renamed);
  await title.press('Enter');
  await expect(p.getByText(renamed, { exact: true }).first()).toBeVisible();

  await p.getByRole('tab', { name: 'История' }).click();
  const history = p.locator('.history-tab');
  const row = history.locator('li').filter({ hasText: 'Название' }).first();
  await expect(row).toContainText(ticketName);
  await expect(row).toContainText(renamed);
  await expect(row).toContainText(DEMO_NAMES.manager);
  await expect(history.locator('li').filter({ hasText: 'Создание' })).toBeVisible();
  await manager.context().close();
});
