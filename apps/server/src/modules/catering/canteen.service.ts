import type { CanteenMenu, KitchenDay, MenuPut, OrderPut } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import * as repo from './canteen.repository.ts';
import { cateringNow, moscowDate } from './catering.clock.ts';
import type { CateringLive } from './catering.live.ts';
import { cateringText, msg } from './catering.messages.ts';
import { canteenCutoffAt, canteenOpen } from './catering.policy.ts';
import { readSettings } from './settings.service.ts';

/**
 * The canteen (issue 17): the kitchen makes a day's menu (dishes, prices, portions), employees
 * order before the cut-off of that day, change or cancel until then; portions are taken by a
 * guarded update, so they are never oversold; the kitchen sees the day's orders and totals live.
 */

const ddmmyyyy = (date: string) => date.split('-').reverse().join('.');

async function dayState(db: Db, date: string) {
  const { canteen_cutoff } = await readSettings(db);
  return {
    cutoff: canteen_cutoff,
    cutoff_at: canteenCutoffAt(date, canteen_cutoff),
    open: canteenOpen(date, canteen_cutoff, cateringNow()),
  };
}

/** A day's menu with what is left of each dish and the caller's own order. */
export async function getMenu(db: Db, user: SessionUser, date = moscowDate(cateringNow())): Promise<CanteenMenu> {
  const state = await dayState(db, date);
  const menuId = await repo.menuIdOn(db, date);
  const items = menuId ? await repo.menuItems(db, menuId) : [];
  const [mine] = menuId ? await repo.ordersOfMenu(db, menuId, user.id) : [];
  return {
    date,
    menu_id: menuId,
    cutoff_at: state.cutoff_at.toISOString(),
    open: state.open,
    items,
    my_order: mine ? { id: mine.id, date, lines: mine.lines, total: mine.total, date_edit: mine.date_edit } : null,
  };
}

/** The menu dates from today on (the day switch). */
export const upcomingDates = async (db: Db) => repo.menuDatesFrom(db, moscowDate(cateringNow()));

/**
 * The kitchen writes a day's menu: the listed dishes with their price (the dish's by default) and
 * portions; dishes not listed leave it unless already ordered; portions never below those ordered.
 */
export async function putMenu(db: Db, live: CateringLive, user: SessionUser, date: string, input: MenuPut, lang: Lang) {
  const ids = input.items.map((i) => i.dish_id);
  if (new Set(ids).size !== ids.length) throw new ValidationFailed({ items: [msg('dishRepeated')] });
  const dishes = ids.length
    ? await queryRows<{ id: number; price: string }>(
        db,
        sql`select id, price::text as price from dishes
            where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) and status = 1 and place in ('canteen', 'both')`,
      )
    : [];
  const price = new Map(dishes.map((d) => [Number(d.id), d.price]));
  const missing = ids.filter((id) => !price.has(id));
  if (missing.length) throw new ValidationFailed({ items: [cateringText('dishMissing', lang, { ids: missing.join(', ') })] });
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into canteen_menus (date, who_add) values (${date}::date, ${user.id}) on conflict (date) do nothing`);
    const menuId = (await repo.menuIdOn(tx, date))!;
    const current = await repo.menuItems(tx, menuId);
    const errors: string[] = [];
    for (const item of current) {
      const next = input.items.find((i) => i.dish_id === item.dish_id);
      if (!next && item.ordered > 0) errors.push(cateringText('removeOrdered', lang, { name: item.name }));
      if (next?.portions != null && next.portions < item.ordered)
        errors.push(cateringText('portionsBelowOrdered', lang, { name: item.name, ordered: item.ordered }));
    }
    if (errors.length) throw new ValidationFailed({ items: errors });
    const keep = input.items.map((i) => i.dish_id);
    await tx.execute(
      sql`delete from canteen_menu_items where menu_id = ${menuId} and ordered = 0
          and not (dish_id = any(${sql.raw(`array[${[0, ...keep].join(',')}]`)}::int[]))`,
    );
    for (const item of input.items) {
      const value = (item.price ?? price.get(item.dish_id)!).replace(',', '.');
      await tx.execute(sql`insert into canteen_menu_items (menu_id, dish_id, price, portions)
        values (${menuId}, ${item.dish_id}, ${value}::numeric, ${item.portions ?? null})
        on conflict (menu_id, dish_id) do update set price = excluded.price, portions = excluded.portions`);
    }
  });
  live.canteen(date);
  return getMenu(db, user, date);
}

/** Copies another day's menu (dishes, prices, portions) onto a date. */
export async function copyMenu(db: Db, live: CateringLive, user: SessionUser, date: string, from: string, lang: Lang) {
  if (from === date) throw new ValidationFailed({ from: [msg('copySame')] });
  const source = await repo.menuIdOn(db, from);
  const items = source ? await repo.menuItems(db, source) : [];
  if (!items.length) throw new ValidationFailed({ from: [cateringText('copyEmpty', lang, { date: ddmmyyyy(from) })] });
  const menu = { items: items.map((i) => ({ dish_id: i.dish_id, price: i.price, portions: i.portions })) };
  return putMenu(db, live, user, date, menu, lang);
}

async function openMenuOrRefuse(db: Db, date: string, lang: Lang): Promise<number> {
  const state = await dayState(db, date);
  if (!state.open) throw new ValidationFailed({ date: [cateringText('cutoffPassed', lang, { date: ddmmyyyy(date), time: state.cutoff })] });
  const menuId = await repo.menuIdOn(db, date);
  if (!menuId) throw new ValidationFailed({ date: [cateringText('noMenu', lang, { date: ddmmyyyy(date) })] });
  return menuId;
}

/** Places or replaces the caller's order for a date, before its cut-off; portions taken in key order. */
export async function putOrder(db: Db, live: CateringLive, user: SessionUser, date: string, input: OrderPut, lang: Lang) {
  const menuId = await openMenuOrRefuse(db, date, lang);
  const wanted = new Map<number, number>();
  for (const line of input.lines) wanted.set(line.menu_item_id, (wanted.get(line.menu_item_id) ?? 0) + line.quantity);
  await db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`insert into canteen_orders (menu_id, user_id) values (${menuId}, ${user.id})
          on conflict (menu_id, user_id) do update set date_edit = now() returning id`,
    );
    const orderId = Number(order.id);
    await repo.releaseOrder(tx, orderId);
    const items = new Map((await repo.menuItems(tx, menuId)).map((i) => [i.id, i]));
    let total = 0;
    for (const [itemId, quantity] of [...wanted].sort((a, b) => a[0] - b[0])) {
      const item = items.get(itemId);
      if (!item) throw new ValidationFailed({ lines: [msg('notOnMenu')] });
      if (!(await repo.takePortions(tx, menuId, itemId, quantity))) {
        const [left] = await queryRows<{ left: number }>(
          tx,
          sql`select portions - ordered as left from canteen_menu_items where id = ${itemId}`,
        );
        throw new ValidationFailed({
          lines: [cateringText('soldOut', lang, { name: item.name, left: Math.max(0, Number(left?.left ?? 0)) })],
        });
      }
      await tx.execute(sql`insert into canteen_order_lines (order_id, menu_item_id, quantity, price)
        values (${orderId}, ${itemId}, ${quantity}, ${item.price}::numeric)`);
      total += Number(item.price) * quantity;
    }
    await tx.execute(sql`update canteen_orders set total = ${total.toFixed(2)}::numeric, date_edit = now() where id = ${orderId}`);
  });
  live.canteen(date);
  return getMenu(db, user, date);
}

/** Cancels the caller's order for a date, before its cut-off: the portions go back. */
export async function cancelOrder(db: Db, live: CateringLive, user: SessionUser, date: string, lang: Lang) {
  const menuId = await openMenuOrRefuse(db, date, lang);
  await db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`select id from canteen_orders where menu_id = ${menuId} and user_id = ${user.id} for update`,
    );
    if (!order) throw new NotFound();
    await repo.releaseOrder(tx, Number(order.id));
    await tx.execute(sql`delete from canteen_orders where id = ${order.id}`);
  });
  live.canteen(date);
  return getMenu(db, user, date);
}

/** The kitchen's day: every order with its lines and the totals per dish. */
export async function kitchenDay(db: Db, date = moscowDate(cateringNow())): Promise<KitchenDay> {
  const state = await dayState(db, date);
  const menuId = await repo.menuIdOn(db, date);
  const orders = menuId ? await repo.ordersOfMenu(db, menuId) : [];
  const totals = menuId ? await repo.menuTotals(db, menuId) : [];
  return {
    date,
    cutoff_at: state.cutoff_at.toISOString(),
    open: state.open,
    orders: orders.map((o) => ({ ...o, date })),
    totals,
    total: totals.reduce((s, t) => s + Number(t.sum), 0).toFixed(2),
  };
}
