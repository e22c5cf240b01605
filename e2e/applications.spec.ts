import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * Supply applications journey (issue 7): an employee creates a tmc application with three
 * positions (unfilled-position warning, draft recovery), two signers sign in order, the
 * manager (project managers' role: snab_setPriority) marks it urgent with a reason, the accountant
 * puts positions into a new invoice, the print PDF opens, deletion needs a reason — while
 * the employee's browser sees the card change live.
 *
 * Demo rights: manager (id 2) and accountant (id 4) have can_sign; the manager's project
 * managers' role carries snab_setPriority (so does user1's supply role).
 */

const PERFORMER = 'Иванов Александр Александрович';

async function pickOption(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  // The open list once its opening animation is over: clicked while it slides in, an option of a
  // shrinking (filtered) list may stay "not visible" to the click.
  // The filtered list may also flip above the field, redrawing itself (one list leaving, one
  // appearing): asked again until one settled list is there.
  const list = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  await expect(async () => {
    await expect(list).toHaveCount(1, { timeout: 2_000 });
    await expect(list).not.toHaveClass(/-appear|-enter/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

async function userPage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

const position = (page: Page, n: number) => page.getByTestId('position-row').nth(n);

test('application: create with drafts, sign in order, urgent, invoice, print, delete; live for a second browser', async ({ browser }) => {
  test.setTimeout(300_000);
  const employee = await userPage(browser, 'employee');

  // Create screen: the type list offers tmc but not duty (no equipment).
  await employee.goto('/applications/add');
  const types = employee.getByRole('radiogroup', { name: 'Тип заявки' });
  await expect(types.getByText('ТМЦ', { exact: true })).toBeVisible();
  await expect(types.getByText('Дежурная')).toHaveCount(0);
  await types.getByText('ТМЦ', { exact: true }).click();

  // No position: "position.atLeastOne".
  await employee.getByRole('button', { name: 'Создать заявку' }).last().click();
  await expect(employee.getByText('Добавьте хотя бы одну позицию')).toBeVisible();

  await position(employee, 0).getByLabel('Наименование').fill('Перчатки рабочие');
  await position(employee, 0).getByLabel('Артикул').fill('ПР-100');
  await position(employee, 0).getByLabel('Количество', { exact: true }).fill('20');
  await employee.getByRole('button', { name: 'Добавить позицию' }).click();
  await position(employee, 1).getByLabel('Наименование').fill('Каска защитная');
  await position(employee, 1).getByLabel('Количество', { exact: true }).fill('5');
  await employee.getByRole('button', { name: 'Добавить позицию' }).click();
  await position(employee, 2).getByLabel('Наименование').fill('Очки защитные');

  // Leave the screen: the form is kept as a draft and offered back for the same type.
  await employee.goto('/applications');
  await employee.goto('/applications/add');
  await employee.getByRole('radiogroup', { name: 'Тип заявки' }).getByText('ТМЦ', { exact: true }).click();
  const recovery = employee.getByRole('dialog').filter({ hasText: 'Восстановить черновик?' });
  await expect(recovery).toBeVisible();
  await recovery.getByRole('button', { name: 'Восстановить' }).click();
  await expect(employee.getByTestId('position-row')).toHaveCount(3);
  await expect(position(employee, 2).getByLabel('Наименование')).toHaveValue('Очки защитные');

  // A position file goes with the pack (a draft does not keep chosen files).
  await position(employee, 0)
    .getByLabel('Файлы')
    .setInputFiles({ name: 'спецификация.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') });
  await expect(position(employee, 0).getByText('спецификация.pdf')).toBeVisible();

  await pickOption(employee, 'Исполнитель', 'Иванов', PERFORMER);
  await pickOption(employee, 'Подписанты', 'Соколова', 'Соколова Ирина Викторовна');
  await pickOption(employee, 'Подписанты', 'Морозова', 'Морозова Елена Андреевна');
  await employee.keyboard.press('Escape');

  // The third position has no quantity: the warning once, then a second press sends.
  const create = employee.getByRole('button', { name: 'Создать заявку' }).last();
  await create.click();
  await expect(employee.getByRole('alert').filter({ hasText: 'Не заполнена позиция' })).toBeVisible();
  await expect(employee).toHaveURL(/\/applications\/add/);
  // The success toast lives 1 s (spec 3 §5): watched for from before the click.
  const toasted = employee.getByText(/^Заявка №\d+ создана$/).waitFor();
  await create.click();
  await expect(employee).toHaveURL(/\/applications\/\d+\/positions$/);
  await toasted;
  const id = Number(/\/applications\/(\d+)/.exec(employee.url())?.[1]);
  await expect(employee.getByText('Перчатки рабочие')).toBeVisible();
  await expect(employee.getByRole('link', { name: /спецификация\.pdf/ })).toHaveAttribute('href', /^\/api\/files\/snab\/\d+$/);
  await expect(employee.locator('[data-status="active"]').first()).toHaveText('На рассмотрении');
  await expect(employee.getByTestId('card-sign-progress')).toHaveText('0 из 2');
  await expect(await employee.title()).toContain(`№${id}`);

  // Signers sign in order: the accountant is not the current signer yet.
  const accountant = await userPage(browser, 'accountant');
  await accountant.goto(`/applications/${id}`);
  await expect(accountant.getByTestId('card-sign-progress')).toHaveText('0 из 2');
  await expect(accountant.getByRole('button', { name: 'Подписать' })).toHaveCount(0);

  const manager = await userPage(browser, 'manager');
  await manager.goto(`/applications/${id}`);
  await manager.getByRole('button', { name: 'Подписать' }).click();
  await expect(manager.getByTestId('card-sign-progress')).toHaveText('1 из 2');
  // The employee's browser follows live.
  await expect(employee.getByTestId('card-sign-progress')).toHaveText('1 из 2');

  await accountant.reload();
  await accountant.getByRole('button', { name: 'Подписать' }).click();
  await expect(accountant.getByTestId('card-sign-progress')).toHaveText('2 из 2');
  await expect(employee.locator('[data-status="signed"]').first()).toBeVisible();

  // Edit after signing: the positions past review are read-only, and renaming the application saves.
  await employee.getByRole('menuitem', { name: 'Редактировать' }).click();
  const editPanel = employee.getByRole('dialog', { name: 'Редактировать' });
  await expect(editPanel.getByTestId('position-locked')).toHaveCount(3);
  await editPanel.getByLabel('Название').fill('Заявка на ТМЦ (подписана)');
  await editPanel.getByRole('button', { name: 'Сохранить' }).click();
  await expect(employee.getByText('Изменения сохранены')).toBeVisible();
  await expect(editPanel).toHaveCount(0);
  await expect(accountant.getByText('Заявка на ТМЦ (подписана)').first()).toBeVisible();

  // Urgent: a reason is required (toast "Заполните обязательное поле"), then the badge shows.
  // The manager marks it urgent (the manager's card is open since signing).
  await manager.bringToFront();
  await manager.getByRole('checkbox', { name: 'Срочная' }).click();
  const urgentDialog = manager.getByRole('dialog').filter({ hasText: 'Укажите причину срочности' });
  await urgentDialog.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(manager.getByText('Заполните обязательное поле')).toBeVisible();
  await urgentDialog.getByLabel('Причина срочности').fill('Остановка участка');
  await urgentDialog.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(manager.getByTestId('urgent-badge')).toContainText('Остановка участка');
  await expect(employee.getByRole('checkbox', { name: 'Срочная' })).toBeChecked();

  // Accountant: a new invoice for two chosen positions.
  await accountant.goto(`/applications/${id}/invoices`);
  await accountant
    .getByRole('row', { name: /Перчатки рабочие/ })
    .getByRole('checkbox')
    .check();
  await accountant
    .getByRole('row', { name: /Каска защитная/ })
    .getByRole('checkbox')
    .check();
  await accountant.getByRole('button', { name: 'Создать счёт' }).click();
  const invoiceDialog = accountant.getByRole('dialog').filter({ hasText: 'Номер счёта' });
  await invoiceDialog.getByLabel('Номер счёта').fill('СЧ-77');
  await invoiceDialog.getByLabel('Сумма').fill('15000');
  await invoiceDialog.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(accountant.getByTestId('invoice-row')).toContainText('СЧ-77');
  await expect(accountant.getByTestId('invoice-row')).toContainText('Позиций: 2');

  // Print: the PDF opens in a new tab, with the reader's time zone for its dates (Europe/Moscow here).
  const pdf = employee
    .context()
    .waitForEvent('response', (r) => r.url().endsWith(`/api/applications/${id}/print?tz=${encodeURIComponent('Europe/Moscow')}`));
  await employee.getByRole('menuitem', { name: 'Печать' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');

  // Deletion needs a trimmed reason; the manager's browser sees it live.
  await employee.bringToFront();
  await employee.getByRole('menuitem', { name: 'Удалить' }).click();
  const del = employee.getByRole('dialog').filter({ hasText: 'Удалить заявку?' });
  const confirm = del.getByRole('button', { name: 'Удалить' });
  await expect(confirm).toBeDisabled();
  await del.getByLabel('Причина удаления').fill('   ');
  await expect(confirm).toBeDisabled();
  await del.getByLabel('Причина удаления').fill('Дубль заявки');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(employee.locator('[data-status="delete"]').first()).toBeVisible();
  await expect(employee.getByRole('menuitem', { name: 'Удалить' })).toHaveCount(0);
  await expect(manager.locator('[data-status="delete"]').first()).toBeVisible();
});

test('applications list: a query interval moves into the route, status badges, sign progress, export, load more', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/applications?interval=2020-01-01,2035-12-31&sort=id');
  await expect(page).toHaveURL(/\/applications\/interval\/2020-01-01\/2035-12-31\?sort=id$/);
  await expect(page.locator('.ant-table-tbody [data-status]').first()).toBeVisible();
  await expect(page.getByTestId('sign-progress').first()).toHaveText(/^\d+ из \d+$/);
  await expect(page.getByRole('link', { name: 'Выгрузить в Excel' })).toBeVisible();
  await expect(page.getByText(/^Всего: /)).toBeVisible();
  // The filter lives in the URL: the router navigation completes after the click.
  await page.getByRole('checkbox', { name: 'Срочные' }).click();
  await expect(page).toHaveURL(/urgent=1/);
  await expect(page.getByRole('checkbox', { name: 'Срочные' })).toBeChecked();
  await expect(page.getByText('Срочная').first()).toBeVisible();
});
