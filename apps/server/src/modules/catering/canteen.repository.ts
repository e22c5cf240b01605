import type { MenuItem } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';

/** SQL of the canteen: menus with their items, orders with their lines, the kitchen's totals. */

const money = (v: unknown) => Number(v ?? 0).toFixed(2);
const iso = (v: unknown) => new Date(v as string).toISOString();

export async function menuIdOn(db: Db, date: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from canteen_menus where date = ${date}::date`);
  return row ? Number(row.id) : null;
}

export async function menuItems(db: Db, menuId: number): Promise<MenuItem[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.dish_id, d.name, d.category, d.portion, d.unit, i.price::text as price, i.portions, i.ordered
        from canteen_menu_items i join dishes d on d.id = i.dish_id
        where i.menu_id = ${menuId}
        order by array_position(array['first','second','garnish','salad','drink','bakery'], d.category), d.name, i.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    dish_id: Number(r.dish_id),
    name: String(r.name),
    category: String(r.category),
    portion: r.portion === null ? null : Number(r.portion),
    unit: String(r.unit),
    price: money(r.price),
    portions: r.portions === null ? null : Number(r.portions),
    ordered: Number(r.ordered),
    left: r.portions === null ? null : Number(r.portions) - Number(r.ordered),
  }));
}

export interface OrderRow {
  id: number;
  user_id: number;
  user_name: string;
  total: string;
  date_edit: string;
  lines: { menu_item_id: number; name: string; quantity: number; price: string; sum: string }[];
}

/** The orders of a menu (one user's when `userId`), with their lines, oldest first. */
export async function ordersOfMenu(db: Db, menuId: number, userId?: number): Promise<OrderRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id, o.user_id, coalesce(u.fio, u.login) as user_name, o.total::text as total, o.date_edit,
               l.menu_item_id, d.name, l.quantity, l.price::text as price
        from canteen_orders o
        join users u on u.id = o.user_id
        join canteen_order_lines l on l.order_id = o.id
        join canteen_menu_items i on i.id = l.menu_item_id
        join dishes d on d.id = i.dish_id
        where o.menu_id = ${menuId} ${userId === undefined ? sql`` : sql`and o.user_id = ${userId}`}
        order by o.date_add, o.id, l.id`,
  );
  const byId = new Map<number, OrderRow>();
  for (const r of rows) {
    const id = Number(r.id);
    let order = byId.get(id);
    if (!order) {
      order = {
        id,
        user_id: Number(r.user_id),
        user_name: String(r.user_name),
        total: money(r.total),
        date_edit: iso(r.date_edit),
        lines: [],
      };
      byId.set(id, order);
    }
    const quantity = Number(r.quantity);
    order.lines.push({
      menu_item_id: Number(r.menu_item_id),
      name: String(r.name),
      quantity,
      price: money(r.price),
      sum: money(Number(r.price) * quantity),
    });
  }
  return [...byId.values()];
}

/** Portions ordered per dish of a menu and their sum: what the kitchen cooks and hands out. */
export async function menuTotals(db: Db, menuId: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.id as dish_id, d.name, d.category, sum(l.quantity)::int as quantity, sum(l.quantity * l.price)::text as sum
        from canteen_order_lines l
        join canteen_orders o on o.id = l.order_id
        join canteen_menu_items i on i.id = l.menu_item_id
        join dishes d on d.id = i.dish_id
        where o.menu_id = ${menuId}
        group by d.id, d.name, d.category
        order by array_position(array['first','second','garnish','salad','drink','bakery'], d.category), d.name`,
  );
  return rows.map((r) => ({
    dish_id: Number(r.dish_id),
    name: String(r.name),
    category: String(r.category),
    quantity: Number(r.quantity),
    sum: money(r.sum),
  }));
}

/** Menu dates from `from` on (the kitchen's and the employees' day switch), at most 30. */
export async function menuDatesFrom(db: Db, from: string): Promise<string[]> {
  const rows = await queryRows<{ date: string }>(
    db,
    sql`select date::text as date from canteen_menus where date >= ${from}::date order by date limit 30`,
  );
  return rows.map((r) => r.date);
}

/** Takes portions of a menu item: a guarded update, so concurrent orders never oversell. */
export async function takePortions(db: Db, menuId: number, itemId: number, quantity: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update canteen_menu_items set ordered = ordered + ${quantity}
        where id = ${itemId} and menu_id = ${menuId} and (portions is null or ordered + ${quantity} <= portions)
        returning id`,
  );
  return rows.length === 1;
}

/** Gives an order's portions back to its menu items (before a change or a cancel), in key order. */
export async function releaseOrder(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`update canteen_menu_items i set ordered = i.ordered - l.quantity
    from (select menu_item_id, sum(quantity)::int as quantity from canteen_order_lines where order_id = ${orderId} group by menu_item_id) l
    where i.id = l.menu_item_id`);
  await db.execute(sql`delete from canteen_order_lines where order_id = ${orderId}`);
}
