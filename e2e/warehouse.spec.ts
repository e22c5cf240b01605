import { type Browser, expect, type Page, test } from '@playwright/test';
import { choose } from './support/select.ts';
import { DEMO_NAMES, signIn } from './support/session.ts';

/**
 * Warehouse (issue 16), one storekeeper's day: user9 (the «Кладовщик» role of the warehouse seed,
 * responsible for both demo warehouses) receives part of a supply application's position into the
 * central warehouse, transfers part of it to the site warehouse and receives it there, issues work
 * clothes to `employee` with a return date, prints the act's PDF and a sticker sheet, runs a
 * stocktaking with one shortage and closes it (the correction act lowers the balance); then the
 * employee sees the clothes among their debts. The supply application itself is arranged through
 * the API (drawing one up is the applications journey's).
 */
const STOREKEEPER = 'user9';
const ITEM = 'Жилет сигнальный';
const CENTRAL = 'Центральный склад';
const SITE = 'Склад участка «Север»';

interface Option {
  value: number;
  label: string;
}

async function pageOf(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login);
  return page;
}

/** The id of the one option of a look-up whose label is exactly `label`. */
async function lookUp(page: Page, path: string, label: string): Promise<number> {
  const res = await page.request.get(`/api/${path}${path.includes('?') ? '&' : '?'}term=${encodeURIComponent(label)}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as Option[] | { items: Option[] };
  const found = (Array.isArray(body) ? body : body.items).find((o) => o.label === label);
  expect(found, `${path}: ${label}`).toBeDefined();
  return Number(found!.value);
}

/** Setup through the API: a supply (tmc) application of 10 vests from the nomenclature at 450 ₽. */
async function supplyApplication(page: Page, itemId: number, stamp: string): Promise<number> {
  const types = await (await page.request.get('/api/applications/types')).json();
  const tmc = (types.options ?? types).find((t: { code: string }) => t.code === 'tmc');
  const created = await page.request.post('/api/applications', {
    form: {
      'pack[type]': String(tmc.value ?? tmc.id),
      'pack[name]': `Спецодежда ${stamp}`,
      'snabs[0][nomenclature_id]': String(itemId),
      'snabs[0][quantity]': '10',
      'snabs[0][cost]': '450',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).id as number;
}

/** Adds the balance line of `batch` from the «Добавить позиции» picker of a stock act form. */
async function pickStockLine(page: Page, batch: string) {
  await page.getByRole('button', { name: 'Добавить позиции' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите позиции из остатков склада' });
  await picker.getByRole('searchbox', { name: 'Поиск по названию, артикулу, партии, серийному номеру' }).fill(batch);
  await picker.getByRole('searchbox', { name: 'Поиск по названию, артикулу, партии, серийному номеру' }).press('Enter');
  const row = picker.getByRole('row').filter({ hasText: batch });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox', { name: ITEM }).check();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(picker).toBeHidden();
}

/** «Провести» and its confirmation; the page ends on the new act's card. */
async function post(page: Page) {
  await page.getByRole('button', { name: 'Провести' }).click();
  await page.getByRole('dialog', { name: 'Провести акт?' }).getByRole('button', { name: 'Провести' }).click();
  await expect(page).toHaveURL(/\/warehouse\/acts\/\d+$/);
}

/** The storage card's «Остатки» line of the journey's batch (the card lists its zones' lines too). */
async function balanceOf(page: Page, storageId: number, batch: string) {
  await page.goto(`/warehouse/storages/${storageId}`);
  const tab = page.getByRole('tab', { name: 'Остатки' });
  await tab.click();
  const search = page.getByRole('searchbox', { name: 'Поиск по названию, артикулу, партии, серийному номеру' });
  await search.fill(batch);
  await search.press('Enter');
  return page.getByRole('row').filter({ hasText: batch });
}

test('warehouse: receive an application’s position, transfer and receive, issue clothes, print, stocktake and correct; the employee’s debts', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now() % 1_000_000);
  const batch = `E2E-${stamp}`;
  const keeper = await pageOf(browser, STOREKEEPER);
  const itemId = await lookUp(keeper, 'nomenclature/autocomplete', ITEM);
  const central = await lookUp(keeper, 'warehouse/storages?model_method=autocomplete', CENTRAL);
  const site = await lookUp(keeper, 'warehouse/storages?model_method=autocomplete', SITE);
  const applicationId = await supplyApplication(keeper, itemId, stamp);
  let clothesAct = '';
  // The wear period of 12 months sets the return date a year from today.
  const returnDate = new Date();
  returnDate.setFullYear(returnDate.getFullYear() + 1);
  const due = returnDate.toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' });

  await test.step('receipt: 6 of the application’s 10 into the central warehouse', async () => {
    await keeper.goto(`/warehouse/storages/${central}`);
    await keeper.getByRole('button', { name: 'Приход' }).click();
    await expect(keeper).toHaveURL(new RegExp(`/warehouse/acts/input\\?storage=${central}`));
    await keeper.getByRole('spinbutton', { name: 'Из заявки' }).fill(String(applicationId));
    await keeper.getByRole('button', { name: 'Открыть' }).click();
    const positions = keeper.getByRole('region', { name: 'Позиции заявки' });
    const position = positions.getByRole('row').filter({ hasText: ITEM });
    await expect(position).toContainText('10');
    await position.getByRole('checkbox', { name: ITEM }).check();
    await keeper.getByRole('spinbutton', { name: `Количество: ${ITEM}` }).fill('6');
    await keeper.getByRole('textbox', { name: `Партия: ${ITEM}` }).fill(batch);
    await post(keeper);
    await expect(keeper.getByRole('heading', { name: /^Приходный акт ПР-\d{6}/ })).toBeVisible();
    await expect(keeper.getByRole('link', { name: `№ ${applicationId}` })).toBeVisible();
    await expect(keeper.getByRole('row').filter({ hasText: ITEM })).toContainText('6');

    // Partial: the position is «На складе» in the application, 4 are left to receive.
    await keeper.goto(`/applications/${applicationId}`);
    await expect(keeper.getByText('На складе', { exact: true }).first()).toBeVisible();
    await keeper.goto(`/warehouse/acts/input?application_id=${applicationId}`);
    await expect(keeper.getByRole('region', { name: 'Позиции заявки' }).getByRole('row').filter({ hasText: ITEM })).toContainText(/4\s*шт/);
    await expect(await balanceOf(keeper, central, batch)).toContainText(/6\s*шт/);
  });

  await test.step('transfer: 2 to the site warehouse, on the way, received there', async () => {
    await keeper.getByRole('button', { name: 'Переместить' }).click();
    await expect(keeper).toHaveURL(new RegExp(`/warehouse/storages/${central}/transfer$`));
    await choose(keeper, keeper.getByRole('combobox', { name: '* Склад-получатель', exact: true }), SITE, 'Север');
    await pickStockLine(keeper, batch);
    await keeper.getByRole('spinbutton', { name: `Количество: ${ITEM}` }).fill('2');
    await post(keeper);
    await expect(keeper.getByRole('heading', { name: /^Перемещение ПМ-\d{6}/ })).toBeVisible();
    await expect(keeper.getByText('В пути', { exact: true })).toBeVisible();

    // user9 is the site warehouse's responsible too: he receives it.
    await keeper.getByRole('button', { name: 'Принять' }).click();
    const confirm = keeper.getByRole('dialog', { name: `Принять перемещение на склад «${SITE}»?` });
    await confirm.getByRole('button', { name: 'Принять' }).click();
    await expect(keeper.getByText('Перемещение принято')).toBeVisible();
    await expect(keeper.getByText('Получено', { exact: true })).toBeVisible();
    await expect(await balanceOf(keeper, site, batch)).toContainText(/2\s*шт/);
    await expect(await balanceOf(keeper, central, batch)).toContainText(/4\s*шт/);
  });

  await test.step('work clothes to the employee with a return date, the act’s PDF', async () => {
    await keeper.goto('/warehouse/acts/output-clothes');
    await choose(keeper, keeper.getByRole('combobox', { name: '* Склад', exact: true }), CENTRAL, 'Центральный');
    await choose(keeper, keeper.getByRole('combobox', { name: '* Сотрудник', exact: true }), DEMO_NAMES.employee, 'Петров');
    await pickStockLine(keeper, batch);
    await keeper.getByRole('combobox', { name: `Размер: ${ITEM}` }).fill('52-54');
    await keeper.getByRole('spinbutton', { name: `Срок носки, мес.: ${ITEM}` }).fill('12');
    await keeper.getByRole('spinbutton', { name: `Срок носки, мес.: ${ITEM}` }).press('Tab');
    await expect(keeper.getByRole('textbox', { name: `Вернуть до: ${ITEM}` })).toHaveValue(due);
    await post(keeper);
    const heading = keeper.getByRole('heading', { name: /^Выдача спецодежды СО-\d{6}/ });
    await expect(heading).toBeVisible();
    clothesAct = ((await heading.textContent()) ?? '').match(/СО-\d{6}/)?.[0] ?? '';
    await expect(keeper.getByText(DEMO_NAMES.employee).first()).toBeVisible();
    const line = keeper.getByRole('row').filter({ hasText: ITEM });
    await expect(line).toContainText('52-54');
    await expect(line).toContainText(due);

    const href = await keeper.getByRole('link', { name: /Печать PDF/ }).getAttribute('href');
    const pdf = await keeper.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(await balanceOf(keeper, central, batch)).toContainText(/3\s*шт/);
  });

  await test.step('a sticker sheet of the balance line', async () => {
    await keeper.goto('/warehouse/stickers?source=stock');
    await keeper.getByRole('searchbox', { name: 'Поиск' }).fill(batch);
    await keeper.getByRole('searchbox', { name: 'Поиск' }).press('Enter');
    const row = keeper.getByRole('row').filter({ hasText: CENTRAL });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox', { name: `Выбрать: ${ITEM}` }).check();
    // The A4 sheet (the radio buttons' inputs are hidden under their labels).
    await keeper.getByText('Лист A4, 3×8', { exact: true }).click();
    await expect(keeper.getByRole('radio', { name: 'Лист A4, 3×8' })).toBeChecked();
    const open = keeper.getByRole('link', { name: 'Открыть PDF (1)' });
    const sheet = await keeper.request.get((await open.getAttribute('href')) ?? '');
    expect(sheet.status(), await sheet.text()).toBe(200);
    expect(sheet.headers()['content-type']).toContain('application/pdf');
    expect((await sheet.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('stocktaking: one short, closed, the correction act lowers the balance', async () => {
    await keeper.goto('/warehouse/control');
    await keeper.getByRole('button', { name: 'Начать инвентаризацию' }).click();
    const start = keeper.getByRole('dialog', { name: 'Начать инвентаризацию' });
    await choose(keeper, start.getByRole('combobox', { name: 'Склад', exact: true }), CENTRAL, 'Центральный');
    // The warehouse alone: its zones and shelves hold the demo's thousands of lines.
    await start.getByRole('checkbox', { name: 'Включая зоны и стеллажи склада' }).uncheck();
    await start.getByRole('button', { name: 'Начать' }).click();
    await expect(keeper).toHaveURL(/\/warehouse\/control\/\d+$/);
    await expect(keeper.getByRole('heading', { name: new RegExp(`^Инвентаризация .* — ${CENTRAL}$`) })).toBeVisible();

    // 6 received − 2 transferred − 1 issued: 3 expected, 2 found.
    const line = keeper.getByRole('row').filter({ hasText: batch });
    await expect(line).toContainText(/3\s*шт/);
    await line.getByRole('textbox', { name: `Посчитано: ${ITEM}` }).fill('2');
    await expect(line).toContainText('недостача');
    await keeper.getByRole('button', { name: 'Закрыть инвентаризацию' }).click();
    await keeper
      .getByRole('dialog', { name: /^Закрыть инвентаризацию/ })
      .getByRole('button', { name: 'Закрыть и провести' })
      .click();
    await expect(keeper.getByText('Расхождения проведены актом корректировки')).toBeVisible();
    await keeper.getByRole('link', { name: /^КР-\d{6}$/ }).click();
    await expect(keeper.getByRole('heading', { name: /^Акт корректировки КР-\d{6}/ })).toBeVisible();
    await expect(keeper.getByRole('row').filter({ hasText: ITEM })).toContainText(/1\s*шт/);
    await expect(await balanceOf(keeper, central, batch)).toContainText(/2\s*шт/);
  });

  await test.step('the employee’s debts list the clothes with their return date', async () => {
    const employee = await pageOf(browser, 'employee');
    await employee.goto('/warehouse/debts');
    await expect(employee.getByRole('heading', { name: 'Что числится за мной' })).toBeVisible();
    const held = employee.getByRole('row').filter({ has: employee.getByRole('link', { name: clothesAct, exact: true }) });
    await expect(held).toHaveCount(1);
    await expect(held).toContainText(ITEM);
    await expect(held).toContainText('52-54');
    await expect(held).toContainText(/1\s*шт/);
    await expect(held).toContainText(due);
  });
});
