import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { Api, DEMO_PASSWORD, realtimeConnected, signIn } from './support/session.ts';

/**
 * The canteen and the cafe (issue 17). Never the wall clock: the kitchen (user12, role «Кухня»)
 * puts the journey's dish on TOMORROW's menu (Europe/Moscow, from the server's `today`), whose
 * cut-off (10:30 of tomorrow) is always ahead whatever time the run starts; and it opens the cafe
 * 00:00–24:00 through the settings API. Then an employee (user7) orders lunch, the kitchen's open page shows
 * the order and the totals live; in the cafe the kitchen marks the employee's order ready and the
 * employee's open page shows «Готов».
 */
const KITCHEN = 'user12';
/** An ordinary staff account (role «Питание»: canteen_view, cafe_view). */
const EATER = 'user7';

async function kitchenApi(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: { login: KITCHEN, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { token: string }).token;
  return async <T>(method: string, path: string, data?: object): Promise<T> => {
    const answer = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
    return (await answer.json()) as T;
  };
}

async function pageOf(browser: Browser, login: string, live = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const connected = live ? realtimeConnected(page) : Promise.resolve();
  await signIn(page, login);
  await connected;
  return page;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('an employee orders lunch before the cut-off, the kitchen sees it; a cafe order marked ready shows as ready', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const call = await kitchenApi(request);
  const admin = await Api.signIn(request);
  const { items } = await admin.call<{ items: { login: string; fio: string }[] }>('GET', `/users?search=${EATER}&limit=100`);
  const eaterName = items.find((u) => u.login === EATER)!.fio;
  const stamp = Date.now().toString(36);
  const dish = `Жаркое по-домашнему ${stamp}`;
  const { today } = await call<{ today: string }>('GET', '/catering/settings');
  const date = nextDay(today);
  const { id: dishId } = await call<{ id: number }>('POST', '/catering/dishes', {
    name: dish,
    category: 'second',
    portion: 250,
    unit: 'g',
    price: '215.50',
    place: 'both',
  });
  const current = await call<{ items: { dish_id: number; price: string; portions: number | null }[] }>('GET', `/canteen/menu?date=${date}`);
  await call('PUT', `/canteen/menus/${date}`, {
    items: [...current.items.map((i) => ({ dish_id: i.dish_id, price: i.price, portions: i.portions })), { dish_id: dishId, portions: 30 }],
  });
  await call('PATCH', '/catering/settings', { cafe_opens: '00:00', cafe_closes: '24:00' });

  // The kitchen's page of tomorrow is open before the order: it refreshes live.
  const kitchen = await pageOf(browser, KITCHEN, true);
  await kitchen.goto(`/canteen/kitchen?date=${date}`);
  const orders = kitchen.getByRole('region', { name: 'Заказы' });
  await expect(kitchen.getByRole('heading', { name: 'Кухня' })).toBeVisible();

  // The employee orders two portions of tomorrow's dish.
  const employee = await pageOf(browser, EATER, true);
  await employee.goto(`/canteen?date=${date}`);
  await expect(employee.getByText(/Заказы принимаются до/)).toBeVisible();
  await employee.getByLabel(`Количество: ${dish}`).fill('2');
  const mine = employee.getByRole('region', { name: 'Мой заказ' });
  await expect(mine.getByTestId('order-total')).toContainText('431,00 ₽');
  await employee.getByRole('button', { name: 'Заказать' }).click();
  await expect(employee.getByText('Заказ принят')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Сохранить заказ' })).toBeVisible();

  // The kitchen sees it among the day's orders and in the totals per dish, without reloading.
  const row = orders.getByRole('row').filter({ hasText: eaterName });
  await expect(row).toContainText(`${dish} × 2`);
  await expect(row).toContainText('431,00 ₽');
  const total = kitchen.getByRole('region', { name: 'Итоги по блюдам' }).getByRole('row').filter({ hasText: dish });
  await expect(total).toContainText('431,00 ₽');
  await expect(total.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // The cafe: the employee orders the same dish, the kitchen marks it ready, the employee sees «Готов».
  await employee.goto('/cafe');
  await expect(employee.getByText(/Кафе открыто/)).toBeVisible();
  await employee.getByLabel(`Количество: ${dish}`).fill('1');
  await employee.getByRole('region', { name: 'Корзина' }).getByRole('button', { name: 'Заказать' }).click();
  await expect(employee.getByText('Заказ принят')).toBeVisible();
  const card = employee
    .getByRole('region', { name: 'Мои заказы' })
    .locator('[data-testid^="cafe-order-"]')
    .filter({ hasText: dish })
    .first();
  await expect(card.locator('.ant-tag')).toHaveText('Принят');
  const testId = (await card.getAttribute('data-testid'))!;

  await kitchen.goto('/cafe/queue');
  const queued = kitchen.getByTestId(testId);
  await expect(queued).toContainText(eaterName);
  await expect(queued.locator('.ant-tag')).toHaveText('Принят');
  await queued.getByRole('button', { name: 'Готов' }).click();
  await expect(queued.locator('.ant-tag')).toHaveText('Готов');

  // The employee's open page turns to «Готов» live (their own room), with a notice.
  await expect(card.locator('.ant-tag')).toHaveText('Готов');
  await call('PATCH', '/catering/settings', { cafe_opens: '08:00', cafe_closes: '18:00' });
});

test('at 360 px the canteen, the kitchen, the cafe, its queue and the deductions fit the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, KITCHEN);
  const screens: [string, string][] = [
    ['/canteen', 'Столовая'],
    ['/canteen/kitchen', 'Кухня'],
    ['/cafe', 'Кафе'],
    ['/cafe/queue', 'Очередь заказов'],
    ['/canteen/deductions', 'Удержания'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `.tmp/screens/catering${path.replaceAll('/', '-')}-360.png`, fullPage: true });
  }
});
