import { expect, type Page, test } from '@playwright/test';
import { Api, DEMO_PASSWORD, signIn } from './support/session.ts';

/**
 * `/notices` (spec 1 §2 "list and settings", §7 "notifications"; issue 12): a notification
 * setting switched off means no notification. The manager (A) switches "mention in a chat"
 * off; the admin (B) mentions her in a ticket chat; nothing arrives. She switches it back on;
 * the next mention appears live at the top of /notices and on the bell, and its link opens the ticket.
 */
const stamp = Date.now().toString(36);
let ticketId = 0;
let managerId = 0;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  // /api/health answers while the demo company is still being seeded (sign-in answers 500 then).
  await expect
    .poll(async () => (await request.post('/api/login', { data: { login: 'manager', password: DEMO_PASSWORD } })).status(), {
      timeout: 60_000,
    })
    .toBe(200);
  const manager = await Api.signIn(request, 'manager');
  const { data } = await manager.call<{ data: { id: number; personal: number }[] }>('GET', '/load/boards');
  const board = data.find((b) => !b.personal);
  expect(board, 'a shared board').toBeDefined();
  ticketId = (
    await manager.call<{ ticket: { id: number } }>('POST', '/load/tasks', { name: `Уведомления e2e ${stamp}`, board_id: board!.id })
  ).ticket.id;
  managerId = await (await Api.signIn(request, 'admin')).userId('manager');
  // Start from a clean counter, so that the bell's number is this journey's.
  await manager.call('PATCH', '/notifications/read', {});
});

const mention = (text: string) =>
  `<p>${text} <span data-type="mention" data-id="${managerId}" data-denotation-char="@">@Соколова</span></p>`;

async function setMention(page: Page, channel: 'Не уведомлять' | 'В приложении') {
  const row = page.getByTestId('setting-chat_mention');
  await expect(row).toBeVisible();
  await row.getByRole('combobox').click();
  const saved = page.waitForResponse((r) => r.url().includes('/api/notifications/settings') && r.request().method() === 'PATCH');
  await page.locator('.ant-select-dropdown:visible').getByTitle(channel).click();
  expect((await saved).status()).toBe(200);
  await expect(row).toContainText(channel);
}

test('a notification switched off in settings is not delivered; switched on it is, live, and opens its object', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await Api.signIn(request, 'admin');
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'manager');

  await page.goto('/notices?tab=settings');
  await expect(page.getByRole('tab', { name: 'Настройки' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/отправка почты не настроена/)).toBeVisible();
  await setMention(page, 'Не уведомлять');

  await admin.call('POST', `/components/chat/add/tickets/${ticketId}`, { comment: mention(`Молчание ${stamp}`) });
  await page.getByRole('tab', { name: 'Список' }).click();
  await expect(page.getByRole('button', { name: 'Прочитать все' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Прочитать все' })).toBeVisible();
  await expect(page.getByText(`Молчание ${stamp}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Уведомления: 0' })).toBeVisible();

  await page.getByRole('tab', { name: 'Настройки' }).click();
  await setMention(page, 'В приложении');
  await page.getByRole('tab', { name: 'Список' }).click();
  await expect(page.getByRole('button', { name: 'Прочитать все' })).toBeVisible();

  // Live: no reload, the new row comes at the top and the bell counts it.
  await admin.call('POST', `/components/chat/add/tickets/${ticketId}`, { comment: mention(`Слышно ${stamp}`) });
  const row = page.getByTestId('notice-row').first();
  await expect(row).toContainText(`Слышно ${stamp}`);
  await expect(row).toContainText('Задачи');
  await expect(row).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(page.getByRole('button', { name: 'Уведомления: 1' })).toBeVisible();
  await expect(page.getByText(`Молчание ${stamp}`)).toHaveCount(0);

  // The unread filter shows it; opening it marks it read and navigates to the ticket.
  await page.getByText('Непрочитанные').click();
  await expect(page).toHaveURL(/read=unread/);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await expect(page.getByRole('button', { name: 'Уведомления: 0' })).toBeVisible();
});
