import { expect, test } from '@playwright/test';
import { Api, signIn } from './support/session.ts';

/**
 * The home work table (spec 1 §2): the calendar shows the signed-in user's own deadlines;
 * a day lists them with links that open the task.
 */
test('home calendar: a task deadline shows on its day and opens the task; the week view lists it too', async ({ page, request }) => {
  const manager = await Api.signIn(request, 'manager');
  const employeeId = await (await Api.signIn(request, 'admin')).userId('employee');
  const { data } = await manager.call<{ data: { id: number; personal: number }[] }>('GET', '/load/boards');
  const board = data.find((b) => !b.personal);
  expect(board, 'a shared board').toBeDefined();
  // Tomorrow at noon (Moscow, the browser's zone here), on the wire in UTC.
  const moscowNoon = new Date(Date.now() + 24 * 3600_000);
  const day = moscowNoon.toISOString().slice(0, 10);
  const name = `Проверить смету ${Date.now().toString(36)}`;
  const { ticket } = await manager.call<{ ticket: { id: number } }>('POST', '/load/tasks', {
    name,
    board_id: board!.id,
    performers: [employeeId],
    end: `${day} 09:00`,
  });

  await signIn(page, 'employee');
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  const [y, m, d] = day.split('-');
  await page.locator(`td[title="${y}-${m}-${d}"]`).click();
  const link = page.getByRole('link', { name: `№${ticket.id} ${name}` });
  await expect(link).toBeVisible();
  await expect(page.getByText('12:00 · Срок задачи')).toBeVisible();

  await page.getByText('Неделя', { exact: true }).click();
  await expect(page.getByRole('link', { name: `12:00 ${name}` })).toBeVisible();
  await page.getByRole('link', { name: `12:00 ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(page.locator('.side-panel').getByText(name).first()).toBeVisible();
});
