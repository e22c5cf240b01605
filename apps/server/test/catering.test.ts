import { dishesRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setCateringClock } from '../src/modules/catering/catering.clock.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * The canteen and the cafe (issue 17). Never the wall clock: every rule about time runs with
 * the module's clock set to an explicit instant (`setCateringClock`) on dates far from the demo's.
 * The cut-off is 10:30 Europe/Moscow (07:30 UTC) by default.
 */
let t: TestApp;
let s: RegistrySession;
const auth: Record<string, string> = {};
let seq = 0;

const D = '2030-03-15';
const at = (iso: string) => setCateringClock(() => new Date(iso));

async function as(login: string) {
  auth[login] ??= (await t.login(login)).authorization;
  return auth[login];
}
async function call(login: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const headers = login ? { authorization: await as(login) } : {};
  return t.app.inject({ method, url: `/api${url}`, payload, headers });
}
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

async function newDish(name: string, price: string, place = 'both'): Promise<number> {
  const res = await call('user12', 'POST', '/catering/dishes', { name, category: 'second', portion: 200, unit: 'g', price, place });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
async function menu(date: string, items: { dish_id: number; portions?: number | null; price?: string }[]) {
  const res = await call('user12', 'PUT', `/canteen/menus/${date}`, { items });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; dish_id: number; left: number | null }[] };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
});
afterEach(() => setCateringClock());
afterAll(async () => {
  setCateringClock();
  await t?.close();
});

registryContract({
  session: () => s,
  definition: dishesRegistry,
  valid: async () => ({ name: `Блюдо ${++seq}`, category: 'salad', portion: 150, unit: 'g', price: '99.50', place: 'both' }),
  patch: { price: '120.00' },
});

describe('demo and rights', () => {
  it('every staff account eats (role «Питание»), user12 is the kitchen, the demo has menus, orders and dishes', async () => {
    const roles = await rows<{ login: string; name: string }>(sql`select u.login, r.name from user_roles ur
      join users u on u.id = ur.user_id join roles r on r.id = ur.role_id where r.name in ('Питание', 'Кухня')`);
    expect(roles.filter((r) => r.name === 'Питание').map((r) => r.login)).toEqual(expect.arrayContaining(['user1', 'user7', 'user20']));
    expect(roles.filter((r) => r.name === 'Кухня').map((r) => r.login)).toEqual(['user12']);
    const [count] = await rows<{ dishes: number; orders: number; cafe: number }>(sql`select
      (select count(*)::int from dishes) as dishes, (select count(*)::int from canteen_orders) as orders, (select count(*)::int from cafe_orders) as cafe`);
    expect(count.dishes).toBeGreaterThan(25);
    expect(count.orders).toBeGreaterThan(100);
    expect(count.cafe).toBeGreaterThan(50);
    expect((await call('user7', 'GET', '/canteen/menu')).statusCode).toBe(200);
    expect((await call('user7', 'GET', '/cafe/menu')).statusCode).toBe(200);
  });

  it('403 without the rights: the kitchen’s calls for employees, everything for `employee` (no rights at all); 401 without a token', async () => {
    expect((await call('user7', 'GET', '/canteen/kitchen')).statusCode).toBe(403);
    expect((await call('user7', 'GET', '/cafe/queue')).statusCode).toBe(403);
    expect((await call('user7', 'PUT', `/canteen/menus/${D}`, { items: [] })).statusCode).toBe(403);
    expect((await call('user7', 'PATCH', '/catering/settings', { canteen_cutoff: '11:00' })).statusCode).toBe(403);
    expect((await call('user7', 'POST', '/catering/dishes', { name: 'X', price: '1' })).statusCode).toBe(403);
    for (const url of ['/canteen/menu', '/cafe/menu', '/catering/deductions', '/catering/settings', '/catering/dishes'])
      expect((await call('employee', 'GET', url)).statusCode, url).toBe(403);
    expect((await call(null, 'GET', '/canteen/menu')).statusCode).toBe(401);
  });

  it('settings: the kitchen changes the cut-off and the hours; bad times 422', async () => {
    const bad = await call('user12', 'PATCH', '/catering/settings', { canteen_cutoff: '25:00' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.canteen_cutoff[0]).toMatch(/ЧЧ:ММ/);
    const reversed = await call('user12', 'PATCH', '/catering/settings', { cafe_opens: '19:00', cafe_closes: '09:00' });
    expect(reversed.statusCode).toBe(422);
    const ok = await call('user12', 'PATCH', '/catering/settings', { canteen_cutoff: '11:15' });
    expect(ok.json()).toMatchObject({ canteen_cutoff: '11:15', cafe_opens: '08:00', cafe_closes: '18:00' });
    await call('user12', 'PATCH', '/catering/settings', { canteen_cutoff: '10:30' });
    expect((await call('user7', 'GET', '/catering/settings')).json().canteen_cutoff).toBe('10:30');
  });
});

describe('canteen', () => {
  it('orders before the cut-off, changes and cancels; after it 422 with a clear message (explicit clock)', async () => {
    const soup = await newDish('Суп гороховый тестовый', '100.00');
    const cutlet = await newDish('Котлета тестовая', '150.50');
    const m = await menu(D, [{ dish_id: soup, portions: 10 }, { dish_id: cutlet }]);
    const [soupItem, cutletItem] = [m.items.find((i) => i.dish_id === soup)!, m.items.find((i) => i.dish_id === cutlet)!];

    at('2030-03-15T07:29:00Z'); // 10:29 Moscow
    const placed = await call('user7', 'PUT', `/canteen/menus/${D}/order`, {
      lines: [
        { menu_item_id: soupItem.id, quantity: 2 },
        { menu_item_id: cutletItem.id, quantity: 1 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().my_order.total).toBe('350.50');
    expect(placed.json().items.find((i: { id: number }) => i.id === soupItem.id).left).toBe(8);
    const changed = await call('user7', 'PUT', `/canteen/menus/${D}/order`, { lines: [{ menu_item_id: soupItem.id, quantity: 1 }] });
    expect(changed.json().my_order.total).toBe('100.00');
    expect(changed.json().items.find((i: { id: number }) => i.id === soupItem.id).left).toBe(9);

    at('2030-03-15T07:30:00Z'); // 10:30 Moscow: closed
    const late = await call('user7', 'PUT', `/canteen/menus/${D}/order`, { lines: [{ menu_item_id: soupItem.id, quantity: 3 }] });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.date[0]).toBe(
      'Приём заказов на 15.03.2030 закончился в 10:30 (МСК): заказ нельзя оформить, изменить или отменить',
    );
    expect((await call('user7', 'DELETE', `/canteen/menus/${D}/order`)).statusCode).toBe(422);
    const en = await t.app.inject({
      method: 'PUT',
      url: `/api/canteen/menus/${D}/order`,
      payload: { lines: [{ menu_item_id: soupItem.id, quantity: 1 }] },
      headers: { authorization: await as('manager'), 'accept-language': 'en' },
    });
    expect(en.json().errors.date[0]).toMatch(/Orders for 15\.03\.2030 closed at 10:30/);
    const read = await call('user7', 'GET', `/canteen/menu?date=${D}`);
    expect(read.json()).toMatchObject({ open: false, cutoff_at: '2030-03-15T07:30:00.000Z', my_order: { total: '100.00' } });

    // The kitchen moves the cut-off later: ordering reopens; cancelling gives the portions back.
    await call('user12', 'PATCH', '/catering/settings', { canteen_cutoff: '12:00' });
    const cancelled = await call('user7', 'DELETE', `/canteen/menus/${D}/order`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().my_order).toBeNull();
    expect(cancelled.json().items.find((i: { id: number }) => i.id === soupItem.id).left).toBe(10);
    await call('user12', 'PATCH', '/catering/settings', { canteen_cutoff: '10:30' });
  });

  it('bad orders: no menu, a dish not on the menu, empty lines → 422', async () => {
    at('2030-01-01T05:00:00Z');
    const none = await call('user7', 'PUT', '/canteen/menus/2030-03-20/order', { lines: [{ menu_item_id: 1, quantity: 1 }] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.date[0]).toMatch(/Меню на 20\.03\.2030 ещё не составлено/);
    const empty = await call('user7', 'PUT', `/canteen/menus/${D}/order`, { lines: [] });
    expect(empty.statusCode).toBe(422);
    const foreign = await call('user7', 'PUT', `/canteen/menus/${D}/order`, { lines: [{ menu_item_id: 999999, quantity: 1 }] });
    expect(foreign.statusCode).toBe(422);
    expect((await call('user7', 'PUT', '/canteen/menus/2030-13-45/order', { lines: [] })).statusCode).toBe(422);
  });

  it('12 concurrent orders of a dish with 5 portions: exactly 5 succeed, the rest 422, never oversold', async () => {
    const pie = await newDish('Пирог тестовый', '80.00');
    const date = '2030-03-18';
    const m = await menu(date, [{ dish_id: pie, portions: 5 }]);
    at('2030-03-17T12:00:00Z');
    const logins = [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13, 14].map((n) => `user${n}`);
    for (const login of logins) await as(login);
    const results = await Promise.all(
      logins.map((login) => call(login, 'PUT', `/canteen/menus/${date}/order`, { lines: [{ menu_item_id: m.items[0].id, quantity: 1 }] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(7);
    expect(refused[0].json().errors.lines[0]).toBe('«Пирог тестовый»: осталось порций — 0');
    const [item] = await rows<{ ordered: number }>(sql`select ordered from canteen_menu_items where id = ${m.items[0].id}`);
    expect(item.ordered).toBe(5);
    // The kitchen cannot cut the portions below those ordered.
    const cut = await call('user12', 'PUT', `/canteen/menus/${date}`, { items: [{ dish_id: pie, portions: 3 }] });
    expect(cut.statusCode).toBe(422);
  });

  it('the kitchen’s totals equal the orders; copying a menu onto another day', async () => {
    const a = await newDish('Плов тестовый', '200.00');
    const b = await newDish('Компот тестовый', '30.00');
    const date = '2030-03-19';
    const m = await menu(date, [{ dish_id: a }, { dish_id: b, price: '35.00' }]);
    const [ia, ib] = [m.items.find((i) => i.dish_id === a)!, m.items.find((i) => i.dish_id === b)!];
    at('2030-03-18T20:00:00Z');
    const orders: [string, number, number][] = [
      ['user7', 1, 2],
      ['manager', 2, 1],
      ['user8', 1, 0],
    ];
    for (const [login, qa, qb] of orders) {
      const lines = [{ menu_item_id: ia.id, quantity: qa }, ...(qb ? [{ menu_item_id: ib.id, quantity: qb }] : [])];
      expect((await call(login, 'PUT', `/canteen/menus/${date}/order`, { lines })).statusCode).toBe(200);
    }
    const day = (await call('user12', 'GET', `/canteen/kitchen?date=${date}`)).json();
    expect(day.orders).toHaveLength(3);
    expect(day.totals).toEqual([
      { dish_id: b, name: 'Компот тестовый', category: 'second', quantity: 3, sum: '105.00' },
      { dish_id: a, name: 'Плов тестовый', category: 'second', quantity: 4, sum: '800.00' },
    ]);
    const ordersSum = day.orders.reduce((sum: number, o: { total: string }) => sum + Number(o.total), 0);
    expect(day.total).toBe('905.00');
    expect(ordersSum.toFixed(2)).toBe(day.total);

    const copied = await call('user12', 'POST', '/canteen/menus/2030-03-20/copy', { from: date });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(
      copied
        .json()
        .items.map((i: { dish_id: number; price: string }) => [i.dish_id, i.price])
        .sort(),
    ).toEqual(
      [
        [a, '200.00'],
        [b, '35.00'],
      ].sort(),
    );
    expect((await call('user12', 'POST', '/canteen/menus/2030-03-21/copy', { from: '2030-02-02' })).statusCode).toBe(422);
  });
});

describe('cafe', () => {
  it('orders during the hours; the kitchen moves accepted → ready → issued; the employee cannot; ready notifies', async () => {
    const latte = await newDish('Латте тестовый', '190.00', 'cafe');
    at('2030-03-15T05:00:00Z'); // 08:00 Moscow: just open
    const order = await call('user7', 'POST', '/cafe/orders', { lines: [{ dish_id: latte, quantity: 2 }], comment: 'без сахара' });
    expect(order.statusCode, order.body).toBe(200);
    const { id } = order.json();
    expect(order.json()).toMatchObject({ status: 'accepted', total: '380.00', comment: 'без сахара' });

    expect((await call('user7', 'POST', `/cafe/orders/${id}/status`, { status: 'ready' })).statusCode).toBe(403);
    expect((await call('manager', 'POST', `/cafe/orders/${id}/status`, { status: 'cancelled' })).statusCode).toBe(404);
    const queue = (await call('user12', 'GET', '/cafe/queue')).json();
    expect(queue.items.map((o: { id: number }) => o.id)).toContain(id);

    const ready = await call('user12', 'POST', `/cafe/orders/${id}/status`, { status: 'ready' });
    expect(ready.json().status).toBe('ready');
    const [note] = await rows<{ title: string; link: string }>(sql`select n.title, n.link from notifications n
      join users u on u.id = n.user_id where u.login = 'user7' and n.module = 'cafe' and n.object_id = ${id}`);
    expect(note).toEqual({ title: `Ваш заказ №${id} в кафе готов — заберите его`, link: '/cafe' });
    const mine = (await call('user7', 'GET', '/cafe/orders/my')).json();
    expect(mine.items.find((o: { id: number }) => o.id === id).status).toBe('ready');
    expect((await call('user7', 'POST', `/cafe/orders/${id}/status`, { status: 'cancelled' })).statusCode).toBe(409);

    expect((await call('user12', 'POST', `/cafe/orders/${id}/status`, { status: 'issued' })).json().status).toBe('issued');
    const back = await call('user12', 'POST', `/cafe/orders/${id}/status`, { status: 'ready' });
    expect(back.statusCode).toBe(409);
    expect(back.json().result_content).toBe('Заказ «Выдан» нельзя перевести в «Готов»');
  });

  it('closed outside the hours (422), a canteen-only dish refused; the employee cancels their accepted order', async () => {
    const tea = await newDish('Чай тестовый', '60.00', 'cafe');
    const soup = await newDish('Суп только для столовой', '90.00', 'canteen');
    at('2030-03-15T15:00:00Z'); // 18:00 Moscow: closed
    const closed = await call('user7', 'POST', '/cafe/orders', { lines: [{ dish_id: tea, quantity: 1 }] });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.lines[0]).toBe('Кафе принимает заказы с 08:00 до 18:00 (МСК)');
    at('2030-03-15T14:59:00Z');
    expect((await call('user7', 'POST', '/cafe/orders', { lines: [{ dish_id: soup, quantity: 1 }] })).statusCode).toBe(422);
    const ok = await call('user7', 'POST', '/cafe/orders', { lines: [{ dish_id: tea, quantity: 1 }] });
    const cancel = await call('user7', 'POST', `/cafe/orders/${ok.json().id}/status`, { status: 'cancelled' });
    expect(cancel.json().status).toBe('cancelled');
  });
});

describe('deductions', () => {
  it('a month’s sum per employee of canteen and cafe orders; employees see their own; Excel is an xlsx', async () => {
    const dish = await newDish('Рагу тестовое', '250.00');
    const date = '2030-05-14';
    const m = await menu(date, [{ dish_id: dish }]);
    at('2030-05-13T10:00:00Z');
    await call('user14', 'PUT', `/canteen/menus/${date}/order`, { lines: [{ menu_item_id: m.items[0].id, quantity: 2 }] });
    at('2030-05-20T09:00:00Z');
    const cafeDish = await newDish('Морс тестовый', '70.00', 'cafe');
    await call('user14', 'POST', '/cafe/orders', { lines: [{ dish_id: cafeDish, quantity: 3 }] });
    const cancelled = await call('user14', 'POST', '/cafe/orders', { lines: [{ dish_id: cafeDish, quantity: 1 }] });
    await call('user14', 'POST', `/cafe/orders/${cancelled.json().id}/status`, { status: 'cancelled' });
    await call('user15', 'POST', '/cafe/orders', { lines: [{ dish_id: cafeDish, quantity: 1 }] });

    const all = (await call('user12', 'GET', '/catering/deductions?month=2030-05')).json();
    const [{ id: user14 }] = await rows<{ id: number }>(sql`select id from users where login = 'user14'`);
    const five = all.rows.find((r: { user_id: number }) => r.user_id === user14);
    expect(five).toMatchObject({ canteen: '500.00', cafe: '210.00', total: '710.00' });
    expect(all.rows).toHaveLength(2);
    expect(all.totals).toEqual({ canteen: '500.00', cafe: '280.00', total: '780.00' });
    const own = (await call('user14', 'GET', '/catering/deductions?month=2030-05')).json();
    expect(own.rows).toEqual([five]);
    expect((await call('user12', 'GET', '/catering/deductions?month=2030-13')).statusCode).toBe(422);

    const xlsx = await call('user12', 'GET', '/catering/deductions/excel?month=2030-05');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
