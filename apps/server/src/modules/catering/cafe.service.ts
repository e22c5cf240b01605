import { CAFE_STATUSES, type CafeMenu, type CafeOrder, type CafeOrderInput, type CafeStatus, hasPermit } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { Notifications } from '../notifications/index.ts';
import { cateringNow, moscowDate } from './catering.clock.ts';
import type { CateringLive } from './catering.live.ts';
import { cateringText, msg } from './catering.messages.ts';
import { cafeOpen, cafeStepAllowed } from './catering.policy.ts';
import { readSettings } from './settings.service.ts';

/**
 * The cafe (issue 17): an à-la-carte menu (available dishes served in the cafe), orders during
 * the opening hours, the kitchen's queue moving them accepted → ready → issued (or cancelled);
 * the customer is notified when ready and sees the status live.
 */

const money = (v: unknown) => Number(v ?? 0).toFixed(2);
const iso = (v: unknown) => new Date(v as string).toISOString();

export async function cafeMenu(db: Db): Promise<CafeMenu> {
  const s = await readSettings(db);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, name, category, portion, unit, price::text as price, description from dishes
        where status = 1 and available = 1 and place in ('cafe', 'both')
        order by array_position(array['first','second','garnish','salad','drink','bakery'], category), name`,
  );
  return {
    open: cafeOpen(s.cafe_opens, s.cafe_closes, cateringNow()),
    opens: s.cafe_opens,
    closes: s.cafe_closes,
    items: rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      category: String(r.category),
      portion: r.portion === null ? null : Number(r.portion),
      unit: String(r.unit),
      price: money(r.price),
      description: (r.description as string | null) ?? null,
    })),
  };
}

/** Orders with their lines: one user's, or the queue (a day's, or only the open ones). */
async function orders(db: Db, where: ReturnType<typeof sql>): Promise<CafeOrder[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id, o.user_id, coalesce(u.fio, u.login) as user_name, o.status, o.comment, o.total::text as total,
               o.date_add, o.date_edit, l.dish_id, l.name, l.quantity, l.price::text as price
        from (select * from cafe_orders o where ${where} order by o.date_add desc, o.id desc limit 100) o
        join users u on u.id = o.user_id
        join cafe_order_lines l on l.order_id = o.id
        order by o.date_add desc, o.id desc, l.id`,
  );
  const byId = new Map<number, CafeOrder>();
  for (const r of rows) {
    const id = Number(r.id);
    let order = byId.get(id);
    if (!order) {
      order = {
        id,
        user_id: Number(r.user_id),
        user_name: String(r.user_name),
        status: r.status as CafeStatus,
        comment: (r.comment as string | null) ?? null,
        total: money(r.total),
        date_add: iso(r.date_add),
        date_edit: iso(r.date_edit),
        lines: [],
      };
      byId.set(id, order);
    }
    const quantity = Number(r.quantity);
    order.lines.push({
      dish_id: Number(r.dish_id),
      name: String(r.name),
      quantity,
      price: money(r.price),
      sum: money(Number(r.price) * quantity),
    });
  }
  return [...byId.values()];
}

export const myOrders = async (db: Db, user: SessionUser) => ({ items: await orders(db, sql`o.user_id = ${user.id}`) });

/** The kitchen's queue: the open orders (accepted, ready) of any day, or all of a day with `all`. */
export async function queue(db: Db, all: boolean, date = moscowDate(cateringNow())) {
  const where = all
    ? sql`o.date_add >= (${date}::date::timestamp at time zone 'Europe/Moscow') and o.date_add < ((${date}::date + 1)::timestamp at time zone 'Europe/Moscow')`
    : sql`o.status in ('accepted', 'ready')`;
  const items = await orders(db, where);
  return { items: all ? items : items.reverse() };
}

async function orderById(db: Db, id: number): Promise<CafeOrder> {
  const [order] = await orders(db, sql`o.id = ${id}`);
  if (!order) throw new NotFound();
  return order;
}

/** An order during the opening hours, of available cafe dishes, at today's prices. */
export async function placeOrder(db: Db, live: CateringLive, user: SessionUser, input: CafeOrderInput, lang: Lang) {
  const s = await readSettings(db);
  if (!cafeOpen(s.cafe_opens, s.cafe_closes, cateringNow()))
    throw new ValidationFailed({ lines: [cateringText('cafeClosed', lang, { opens: s.cafe_opens, closes: s.cafe_closes })] });
  const ids = [...new Set(input.lines.map((l) => l.dish_id))];
  const dishes = await queryRows<{ id: number; name: string; price: string }>(
    db,
    sql`select id, name, price::text as price from dishes
        where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[]) and status = 1 and available = 1 and place in ('cafe', 'both')`,
  );
  const byId = new Map(dishes.map((d) => [Number(d.id), d]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new ValidationFailed({ lines: [cateringText('dishMissing', lang, { ids: missing.join(', ') })] });
  const total = input.lines.reduce((sum, l) => sum + Number(byId.get(l.dish_id)!.price) * l.quantity, 0);
  const placedAt = cateringNow().toISOString();
  const id = await db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`insert into cafe_orders (user_id, comment, total, date_add, date_edit)
          values (${user.id}, ${input.comment || null}, ${total.toFixed(2)}::numeric, ${placedAt}::timestamptz, ${placedAt}::timestamptz) returning id`,
    );
    for (const line of input.lines) {
      const dish = byId.get(line.dish_id)!;
      await tx.execute(sql`insert into cafe_order_lines (order_id, dish_id, name, quantity, price)
        values (${order.id}, ${dish.id}, ${dish.name}, ${line.quantity}, ${dish.price}::numeric)`);
    }
    return Number(order.id);
  });
  live.cafe(id, 'accepted', user.id);
  return orderById(db, id);
}

const label = (status: CafeStatus, lang: Lang) => CAFE_STATUSES.find((s) => s.value === status)![lang];

/**
 * Moves an order: the kitchen (cafe_manage) along accepted → ready → issued or to cancelled;
 * the customer only cancels their own accepted order. A ready order notifies its customer.
 */
export async function setStatus(
  db: Db,
  deps: { live: CateringLive; notifications: Notifications },
  user: SessionUser,
  id: number,
  to: CafeStatus,
  lang: Lang,
) {
  const current = await orderById(db, id);
  const kitchen = hasPermit(user, 'cafe_manage');
  if (!kitchen) {
    if (current.user_id !== user.id) throw new NotFound();
    if (to !== 'cancelled') throw new Forbidden();
    if (current.status !== 'accepted') throw new Refusal(msg('cancelOwn'), undefined, 409);
  }
  if (!cafeStepAllowed(current.status, to))
    throw new Refusal(msg('statusStep'), { from: label(current.status, lang), to: label(to, lang) }, 409);
  const moved = await queryRows<{ id: number }>(
    db,
    sql`update cafe_orders set status = ${to}, date_edit = now(), who_edit = ${user.id}
        where id = ${id} and status = ${current.status} returning id`,
  );
  if (!moved.length) throw new Refusal(msg('statusStep'), { from: label(current.status, lang), to: label(to, lang) }, 409);
  deps.live.cafe(id, to, current.user_id);
  if (to === 'ready')
    await deps.notifications.notify(
      [current.user_id],
      { title: cateringText('cafeReady', 'ru', { id }), link: '/cafe', module: 'cafe', object_id: id },
      user.id,
    );
  return orderById(db, id);
}
