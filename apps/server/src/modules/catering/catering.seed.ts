import type { Permit } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { moscowDate } from './catering.clock.ts';
import { dishes } from './catering.schema.ts';

/**
 * The demo canteen and cafe (issue 17), bulk inserts only: role «Питание» (canteen_view,
 * cafe_view) held by every active staff account user1…user30 (manager sees every section already;
 * `employee` and `accountant` keep their exact rights for the rights tests), role «Кухня» (canteen_manage, cafe_manage and both
 * views) for user12; ~30 dishes; the canteen's weekday menus of the last five weeks, today and
 * tomorrow, with orders of about twenty employees; cafe orders of the past weeks (issued) and a
 * few of today (accepted, ready).
 */

const EATER: Permit[] = ['canteen_view', 'cafe_view'];
const KITCHEN: Permit[] = ['canteen_view', 'cafe_view', 'canteen_manage', 'cafe_manage'];
type Dish = [name: string, category: string, portion: number, unit: string, price: string, place: string];
const DISHES: Dish[] = [
  ['Борщ с говядиной и сметаной', 'first', 300, 'g', '145.00', 'canteen'],
  ['Щи из свежей капусты', 'first', 300, 'g', '120.00', 'canteen'],
  ['Суп куриный с лапшой', 'first', 300, 'g', '115.00', 'both'],
  ['Солянка сборная мясная', 'first', 300, 'g', '175.00', 'both'],
  ['Уха по-фински', 'first', 300, 'g', '190.00', 'canteen'],
  ['Котлета по-киевски', 'second', 150, 'g', '185.00', 'canteen'],
  ['Гуляш из говядины', 'second', 150, 'g', '210.00', 'canteen'],
  ['Куриное филе гриль', 'second', 150, 'g', '175.00', 'both'],
  ['Рыба запечённая под сыром', 'second', 150, 'g', '220.00', 'canteen'],
  ['Плов с бараниной', 'second', 250, 'g', '230.00', 'both'],
  ['Тефтели в томатном соусе', 'second', 150, 'g', '160.00', 'canteen'],
  ['Пюре картофельное', 'garnish', 180, 'g', '65.00', 'canteen'],
  ['Гречка рассыпчатая', 'garnish', 180, 'g', '55.00', 'canteen'],
  ['Рис с овощами', 'garnish', 180, 'g', '60.00', 'canteen'],
  ['Макароны отварные', 'garnish', 180, 'g', '50.00', 'canteen'],
  ['Овощи на пару', 'garnish', 150, 'g', '80.00', 'both'],
  ['Салат «Цезарь» с курицей', 'salad', 200, 'g', '260.00', 'both'],
  ['Винегрет', 'salad', 150, 'g', '75.00', 'canteen'],
  ['Салат из свежих овощей', 'salad', 150, 'g', '90.00', 'both'],
  ['Оливье', 'salad', 150, 'g', '95.00', 'canteen'],
  ['Компот из сухофруктов', 'drink', 200, 'ml', '40.00', 'canteen'],
  ['Морс клюквенный', 'drink', 250, 'ml', '70.00', 'both'],
  ['Капучино', 'drink', 300, 'ml', '170.00', 'cafe'],
  ['Американо', 'drink', 250, 'ml', '130.00', 'cafe'],
  ['Латте', 'drink', 350, 'ml', '190.00', 'cafe'],
  ['Чай чёрный с лимоном', 'drink', 300, 'ml', '80.00', 'both'],
  ['Сырники со сметаной', 'bakery', 180, 'g', '210.00', 'cafe'],
  ['Круассан с ветчиной и сыром', 'bakery', 120, 'g', '220.00', 'cafe'],
  ['Пирожок с капустой', 'bakery', 90, 'g', '55.00', 'both'],
  ['Чизкейк Нью-Йорк', 'bakery', 130, 'g', '280.00', 'cafe'],
  ['Блины с творогом', 'bakery', 200, 'g', '190.00', 'cafe'],
];
const DAY = 86_400_000;

const arr = (ids: number[]) => sql.raw(`array[${[0, ...ids].join(',')}]::int[]`);

export async function seedCatering(db: Db): Promise<void> {
  // The staff accounts (user1…user30); admin has every right, manager every section's view, and
  // `employee` / `accountant` keep their exact rights (the authorization walk's no-rights baseline);
  // user5 and user16 too (users-admin.test.ts checks their exact roles).
  const users = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from users where status = 1 and login ~ '^user[0-9]+$' and login not in ('user5', 'user16') order by id`,
    )
  ).map((r) => Number(r.id));
  const [cook] = (await queryRows<{ id: number }>(db, sql`select id from users where login = 'user12'`)).map((r) => Number(r.id));
  if (!users.length) return;
  const [eater, kitchen] = await db
    .insert(roles)
    .values([{ name: 'Питание' }, { name: 'Кухня' }])
    .returning({ id: roles.id });
  await db
    .insert(rolePermits)
    .values([...EATER.map((permit) => ({ role_id: eater.id, permit })), ...KITCHEN.map((permit) => ({ role_id: kitchen.id, permit }))]);
  await db.insert(userRoles).values(users.map((user_id) => ({ user_id, role_id: eater.id })));
  if (cook) await db.insert(userRoles).values({ user_id: cook, role_id: kitchen.id });

  const ids = await insertRegistryRows(
    db,
    dishes,
    DISHES.map(([name, category, portion, unit, price, place]) => ({
      name,
      category,
      portion,
      unit,
      price,
      place,
      available: 1,
      who_add: cook ?? null,
    })),
  );
  const canteenDishes = ids.filter((_, i) => DISHES[i][5] !== 'cafe');
  const cafeDishes = ids.filter((_, i) => DISHES[i][5] !== 'canteen');
  const by = cook ?? users[0];

  // Weekday menus of the last 35 days, today and tomorrow: a rotating choice of 9 canteen dishes.
  const now = Date.now();
  const dates: string[] = [];
  for (let d = -35; d <= 1; d++) {
    const date = moscowDate(new Date(now + d * DAY));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(date);
  }
  await db.execute(
    sql`insert into canteen_menus (date, who_add) select unnest(${sql.raw(`array['${dates.join("','")}']`)}::date[]), ${by}`,
  );
  await db.execute(sql`insert into canteen_menu_items (menu_id, dish_id, price, portions)
    select m.id, d.id, d.price, 40 from canteen_menus m
    cross join lateral (select id, price from dishes
      where id = any(${arr(canteenDishes)}) and (id + extract(doy from m.date)::int) % 3 <> 0) d`);

  // Orders: about twenty employees a day, two or three dishes each (past days and today only).
  const eaters = users.slice(0, 24);
  await db.execute(sql`insert into canteen_orders (menu_id, user_id)
    select m.id, u from canteen_menus m cross join unnest(${arr(eaters)}) u
    where u > 0 and m.date <= ${moscowDate(new Date(now))}::date and (u + extract(doy from m.date)::int) % 5 <> 0`);
  await db.execute(sql`insert into canteen_order_lines (order_id, menu_item_id, quantity, price)
    select o.id, i.id, 1, i.price from canteen_orders o
    cross join lateral (select id, price from canteen_menu_items where menu_id = o.menu_id
      order by (id * 7 + o.user_id) % 11 limit 2 + o.user_id % 2) i`);
  await db.execute(sql`update canteen_orders o set total = s.total
    from (select order_id, sum(quantity * price) as total from canteen_order_lines group by order_id) s where s.order_id = o.id`);
  await db.execute(sql`update canteen_menu_items i set ordered = s.q
    from (select menu_item_id, sum(quantity)::int as q from canteen_order_lines group by menu_item_id) s where s.menu_item_id = i.id`);

  // Cafe: issued orders of the past weeks, and today's open ones.
  const cafeOrders: { user: number; daysAgo: number; status: string }[] = [];
  eaters.slice(0, 16).forEach((user, k) => {
    for (let n = 0; n < 4; n++) cafeOrders.push({ user, daysAgo: 1 + ((k * 3 + n * 5) % 30), status: 'issued' });
  });
  cafeOrders.push(
    { user: eaters[1] ?? users[0], daysAgo: 0, status: 'accepted' },
    { user: eaters[2] ?? users[0], daysAgo: 0, status: 'ready' },
  );
  const placed = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`insert into cafe_orders (user_id, status, date_add, date_edit)
        select u, s, now() - (d || ' days')::interval - interval '2 hours', now() - (d || ' days')::interval - interval '90 minutes'
        from unnest(${sql.raw(`array[${cafeOrders.map((o) => o.user).join(',')}]`)}::int[],
                    ${sql.raw(`array[${cafeOrders.map((o) => o.daysAgo).join(',')}]`)}::int[],
                    ${sql.raw(`array['${cafeOrders.map((o) => o.status).join("','")}']`)}::text[]) as t(u, d, s)
        returning id, user_id`,
  );
  await db.execute(sql`insert into cafe_order_lines (order_id, dish_id, name, quantity, price)
    select o.id, d.id, d.name, 1 + o.id % 2, d.price from cafe_orders o
    cross join lateral (select id, name, price from dishes where id = any(${arr(cafeDishes)})
      order by (id * 5 + o.id) % 13 limit 1 + o.id % 2) d
    where o.id = any(${arr(placed.map((p) => Number(p.id)))})`);
  await db.execute(sql`update cafe_orders o set total = s.total
    from (select order_id, sum(quantity * price) as total from cafe_order_lines group by order_id) s where s.order_id = o.id`);
}
