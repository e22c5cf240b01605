import { expect, type Page, test } from '@playwright/test';
import { choose } from './support/select.ts';
import { signIn } from './support/session.ts';

/**
 * The support desk (issue 17): an employee files a request with a file; an operator (admin) finds
 * it in the queue, takes it and answers in its chat; the employee sees the answer live and its
 * notification; the operator turns the request into a ticket on a board and the ticket opens.
 */

const stamp = Date.now() % 100_000;
const subject = `Не печатает принтер в кабинете ${stamp}`;
const answer = `Замените картридж, несу новый ${stamp}`;

const chat = (page: Page) => page.locator('.chat');
const composer = (page: Page) => chat(page).getByRole('textbox', { name: 'Напишите комментарий…' });

async function newPage(browser: import('@playwright/test').Browser, login: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login);
  return page;
}

test('an employee files a request, an operator takes it, answers and makes a ticket of it', async ({ browser }) => {
  test.setTimeout(180_000);
  const employee = await newPage(browser, 'employee');
  await employee.goto('/support');
  await employee.getByRole('link', { name: 'Новое обращение' }).click();
  await expect(employee).toHaveURL(/\/support\/add$/);
  await employee.getByRole('textbox', { name: '* Тема', exact: true }).fill(subject);
  await choose(employee, employee.getByRole('combobox', { name: '* Категория' }), 'Оборудование');
  await choose(employee, employee.getByRole('combobox', { name: '* Приоритет' }), 'Высокий');
  await employee.getByRole('textbox', { name: '* Описание', exact: true }).fill('HP LaserJet в каб. 214 пишет «Замятие бумаги».');
  await employee.getByRole('button', { name: 'Сохранить' }).click();
  await expect(employee).toHaveURL(/\/support\/\d+$/);
  const requestUrl = employee.url();
  await expect(employee.getByRole('heading', { name: subject })).toBeVisible();

  // A file on the request (the collaboration kit's files tab).
  await employee.getByRole('tab', { name: 'Файлы и ссылки' }).click();
  await employee.getByRole('button', { name: /^(paper-clip )?Прикрепить$/ }).click();
  await employee.getByRole('menuitem', { name: 'Файл с компьютера' }).click();
  const upload = employee.getByRole('dialog', { name: 'Загрузка файлов' });
  await upload
    .getByTestId('device-file-input')
    .setInputFiles({ name: `ошибка-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Ошибка 49') });
  await upload.getByRole('button', { name: 'Загрузить' }).click();
  await expect(upload).toBeHidden();
  await expect(employee.getByRole('link', { name: new RegExp(`ошибка-${stamp}`) })).toBeVisible();

  // The operator's queue lists it with its SLA timer; taking it makes it theirs.
  const operator = await newPage(browser, 'admin');
  await operator.goto('/support');
  await expect(operator).toHaveURL(/view=queue/);
  const row = operator.getByRole('row').filter({ has: operator.getByRole('link', { name: subject }) });
  await expect(row.locator('[data-sla="left"]')).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  await expect(operator.getByRole('heading', { name: subject })).toBeVisible();
  await operator.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(
    operator.getByRole('combobox', { name: 'Статус' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText('В работе');

  // The answer in the request's chat reaches the employee's open card live, and as a notification.
  await employee.getByRole('tab', { name: 'Карточка' }).click();
  await expect(composer(employee)).toBeVisible();
  await composer(operator).click();
  await operator.keyboard.type(answer);
  await operator.keyboard.press('Enter');
  await expect(chat(employee).locator('.chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(employee.getByText('В работе').first()).toBeVisible();
  await employee.goto('/notices');
  await expect(employee.getByTestId('notice-row').filter({ hasText: answer }).first()).toBeVisible();

  // A ticket of the request, on a board: it opens, and the request shows its address.
  await operator.getByRole('button', { name: 'Создать задачу' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Задача по обращению' });
  const boardBox = dialog.getByRole('combobox', { name: 'Доска' });
  await boardBox.click();
  const firstBoard = operator.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(firstBoard).toBeVisible();
  const boardName = (await firstBoard.textContent()) ?? '';
  await choose(operator, boardBox, boardName);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(operator).toHaveURL(/\/tickets\/\d+/);
  const ticketId = operator.url().match(/\/tickets\/(\d+)/)?.[1];
  await expect(operator.getByText(`Обращение №${requestUrl.match(/(\d+)$/)?.[1]}: ${subject}`).first()).toBeVisible();
  await employee.goto(requestUrl);
  await expect(employee.getByRole('link', { name: `Задача №${ticketId}` })).toBeVisible();
});
