import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * Invoices tab (issue 7): the accountant puts part of a position into an invoice of another
 * application (found through the invoices look-up), is stopped when a part would exceed the
 * count, and unlinks the part after a confirmation — while user1 (supply, invoices_view) sees
 * the tab change live.
 */

async function createTmc(request: APIRequestContext, name: string, info: string, quantity: string) {
  const types = await (await request.get('/api/applications/types')).json();
  const tmc = (types.options ?? types).find((t: { code: string }) => t.code === 'tmc');
  const created = await request.post('/api/applications', {
    form: { 'pack[type]': String(tmc.value ?? tmc.id), 'pack[name]': name, 'snabs[0][info]': info, 'snabs[0][quantity]': quantity },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()).id as number;
  const card = await (await request.get(`/api/applications/${id}`)).json();
  return { id, positionId: card.snabs[0].id as number };
}

test('invoices tab: a part into another application’s invoice, over the count refused, unlink with a confirmation, live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  const accountant = await (await browser.newContext()).newPage();
  await signIn(accountant, 'accountant');
  const a = await createTmc(accountant.request, `Заявка А ${stamp}`, `Перчатки ${stamp}`, '10');
  const b = await createTmc(accountant.request, `Заявка Б ${stamp}`, `Каска ${stamp}`, '2');
  const number = `СЧ-Б-${stamp}`;
  const invoice = await accountant.request.post(`/api/applications/${b.id}/invoices`, {
    data: { number, sum: '1000', snabs: [{ id: b.positionId }] },
  });
  expect(invoice.status(), await invoice.text()).toBe(200);

  // user1 (supply role: invoices_view) keeps application A's invoices tab open.
  const watcher = await (await browser.newContext()).newPage();
  await signIn(watcher, 'user1');
  await watcher.goto(`/applications/${a.id}/invoices`);
  await expect(watcher.getByText('Счетов нет')).toBeVisible();

  await accountant.goto(`/applications/${a.id}/invoices`);
  const gloves = accountant.getByRole('row', { name: new RegExp(`Перчатки ${stamp}`) });
  await gloves.getByRole('checkbox').check();
  await accountant.getByRole('button', { name: 'Привязать к счёту' }).click();
  const dialog = accountant.getByRole('dialog').filter({ hasText: 'Привязать позиции к счёту' });
  const box = dialog.getByRole('combobox', { name: 'Счёт' });
  await box.click();
  // The options of the typed number replace the first list: the option is clicked once they are in.
  const searched = accountant.waitForResponse(
    (r) => r.url().includes('/autocomplete/applications/invoices') && new URL(r.url()).searchParams.get('term') === number,
  );
  await box.fill(number);
  await searched;
  await accountant
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `заявка №${b.id}` })
    .first()
    .click();
  const quantity = dialog.getByRole('textbox', { name: `Количество в счёт: Перчатки ${stamp}` });
  await expect(quantity).toHaveValue('10');
  await quantity.fill('4');
  await dialog.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(accountant.getByText('Позиции привязаны')).toBeVisible();
  await expect(accountant.getByTestId('invoice-row')).toContainText(number);
  // The watcher's tab shows the invoice without a reload (invoice_change).
  await expect(watcher.getByTestId('invoice-row')).toContainText(number);

  // 6 left: 7 is refused with a clear message and nothing is sent.
  const parent = accountant.getByRole('row', { name: new RegExp(`Перчатки ${stamp}`) }).filter({ has: accountant.getByRole('checkbox') });
  await parent.filter({ hasNotText: '#' }).getByRole('checkbox').check();
  await accountant.getByRole('button', { name: 'Привязать к счёту' }).click();
  const again = accountant.getByRole('dialog').filter({ hasText: 'Привязать позиции к счёту' });
  await again.getByRole('textbox', { name: `Количество в счёт: Перчатки ${stamp}` }).fill('7');
  await again.getByText('Новый счёт').click();
  await again.getByLabel('Сумма').fill('100');
  await again.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(again.getByText('Сумма частей не может превышать количество позиции: доступно 6')).toBeVisible();
  await again.getByRole('button', { name: /Отмена|Cancel/ }).click();

  // Unlink the part after a confirmation: its quantity returns to the position.
  const part = accountant.getByRole('row', { name: new RegExp(`Перчатки ${stamp}`) }).filter({ hasText: '#' });
  await part.getByRole('button', { name: 'Отвязать' }).click();
  const confirm = accountant.getByRole('dialog').filter({ hasText: 'Отвязать позицию от счёта?' });
  await confirm.getByRole('button', { name: 'Отвязать' }).click();
  await expect(accountant.getByText('Позиция отвязана от счёта')).toBeVisible();
  await expect(part).toHaveCount(0);
  await expect(watcher.getByTestId('invoice-row')).toHaveCount(0);
});
