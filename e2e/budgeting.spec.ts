import { expect, test } from '@playwright/test';
import { choose } from './support/select.ts';
import { Api, signIn } from './support/session.ts';

interface Row {
  id: number;
  name: string;
  leaf: boolean;
  plan: string[];
  fact: string[];
}
interface Table {
  organization_id: number;
  organizations: { id: number; name: string }[];
  rows: Row[];
}

const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];
/** Money as the screen writes it in Russian: 1 234 567,50 ₽. */
const rub = (kopecks: number) => {
  const abs = Math.abs(kopecks);
  const int = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${kopecks < 0 ? '-' : ''}${int},${String(abs % 100).padStart(2, '0')} ₽`;
};

/**
 * Budgeting (issue 17): the accountant opens /budgeting, picks the second organization and the
 * year, enters a plan of 1 ₽ in a cell that has a fact (demo paid invoices) and sees the deviation
 * turn into an over-plan; opens the drill-down of that fact cell and follows an invoice's link to
 * its card. Which cell has a fact is read through the API first (the demo data are dated from today).
 */
test('budgeting: pick organization and year, enter a plan, deviation changes, drill down to an invoice', async ({ page, request }) => {
  const year = new Date().getFullYear();
  const api = await Api.signIn(request, 'accountant');
  const first = await api.call<Table>('GET', `/budgeting?year=${year}`);
  const organization = first.organizations[1] ?? first.organizations[0];
  const table = await api.call<Table>('GET', `/budgeting?year=${year}&organization_id=${organization.id}`);
  const names = new Map<string, number>();
  for (const r of table.rows) names.set(r.name, (names.get(r.name) ?? 0) + 1);
  let cell: { row: Row; month: number } | undefined;
  for (const row of table.rows.filter((r) => r.leaf && names.get(r.name) === 1)) {
    const month = row.fact.findIndex((f) => Number(f) > 1);
    if (month >= 0) {
      cell = { row, month };
      break;
    }
  }
  expect(cell, 'a demo cell with a fact').toBeDefined();
  const { row, month } = cell!;
  const period = MONTHS[month];
  const drill = await api.call<{ items: { id: number; number: string; list: string }[] }>(
    'GET',
    `/budgeting/fact?year=${year}&organization_id=${organization.id}&expenditure_id=${row.id}&month=${month + 1}`,
  );
  const invoice = drill.items.find((i) => i.number) ?? drill.items[0];

  await signIn(page, 'accountant');
  await page.goto('/budgeting');
  await expect(page.getByRole('heading', { name: 'Бюджетирование', level: 4 })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Организация' }), organization.name);
  await choose(page, page.getByRole('combobox', { name: 'Год' }), String(year));
  await expect(page).toHaveURL(new RegExp(`organization_id=${organization.id}`));

  // The plan of the cell: 1 ₽, saved at once; the deviation becomes fact − 1 and over plan.
  const input = page.getByRole('textbox', { name: `План: ${row.name}, ${period}`, exact: true });
  const td = page.locator('td').filter({ has: input });
  await input.scrollIntoViewIfNeeded();
  const saved = page.waitForResponse((r) => r.url().includes('/api/budgeting/plan') && r.request().method() === 'PUT');
  await input.fill('1');
  await input.press('Enter');
  expect((await saved).status()).toBe(200);
  const fact = Math.round(Number(row.fact[month]) * 100);
  await expect(td.locator('.budget-dev')).toContainText(`+${rub(fact - 100)}`);
  await expect(td.locator('.budget-dev')).toContainText('Перерасход');
  await expect(td.getByRole('img', { name: 'Перерасход' })).toBeVisible();

  // The drill-down of the fact cell, then the invoice's card.
  await td.getByRole('button', { name: `Факт: ${row.name}, ${period}`, exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Оплаченные счета: ${row.name}` });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(`Всего оплачено: ${rub(fact)}`);
  const link = drawer.getByRole('link', { name: invoice.number || `без номера #${invoice.id}`, exact: true });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/invoices/list/${invoice.list}/${invoice.id}$`));
  if (invoice.number) await expect(page.getByText(invoice.number).first()).toBeVisible();
});
