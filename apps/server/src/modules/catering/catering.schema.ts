import { dishesRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Dishes of the canteen and the cafe: one column per field of `dishesRegistry`. */
export const dishes = pgTable(
  'dishes',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    category: text('category').notNull().default('second'),
    portion: integer('portion').notNull(),
    unit: text('unit').notNull().default('g'),
    price: numeric('price', { precision: 18, scale: 2 }).notNull().default('0'),
    place: text('place').notNull().default('both'),
    available: smallint('available').notNull().default(1),
    description: text('description'),
    ...registrySearchColumns(dishesRegistry),
  },
  (t) => registryIndexes(dishesRegistry, t),
);

/** The company's catering settings: one row (id 1); times are Europe/Moscow `HH:MM`. */
export const cateringSettings = pgTable('catering_settings', {
  id: integer('id').primaryKey(),
  canteen_cutoff: text('canteen_cutoff').notNull().default('10:30'),
  cafe_opens: text('cafe_opens').notNull().default('08:00'),
  cafe_closes: text('cafe_closes').notNull().default('18:00'),
  date_edit: timestamp('date_edit', { withTimezone: true }).notNull().defaultNow(),
  who_edit: integer('who_edit'),
});

/** The canteen's menu of a day (one per date). */
export const canteenMenus = pgTable('canteen_menus', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
});

/** A dish on a day's menu: its price that day, portions cooked (null = unlimited), portions ordered. */
export const canteenMenuItems = pgTable(
  'canteen_menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menu_id: integer('menu_id')
      .notNull()
      .references(() => canteenMenus.id, { onDelete: 'cascade' }),
    dish_id: integer('dish_id').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    portions: integer('portions'),
    ordered: integer('ordered').notNull().default(0),
  },
  (t) => [
    uniqueIndex('canteen_menu_items_dish_uq').on(t.menu_id, t.dish_id),
    check('canteen_menu_items_not_oversold', sql`${t.ordered} >= 0 and (${t.portions} is null or ${t.ordered} <= ${t.portions})`),
  ],
);

/** An employee's order for a day's menu (one per menu and user); a cancelled order is deleted. */
export const canteenOrders = pgTable(
  'canteen_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menu_id: integer('menu_id')
      .notNull()
      .references(() => canteenMenus.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    date_edit: timestamp('date_edit', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('canteen_orders_user_uq').on(t.menu_id, t.user_id), index('canteen_orders_user_idx').on(t.user_id)],
);

export const canteenOrderLines = pgTable(
  'canteen_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => canteenOrders.id, { onDelete: 'cascade' }),
    menu_item_id: integer('menu_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [index('canteen_order_lines_order_idx').on(t.order_id), check('canteen_order_lines_qty', sql`${t.quantity} > 0`)],
);

/** A cafe order: accepted → ready → issued, or cancelled. */
export const cafeOrders = pgTable(
  'cafe_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id').notNull(),
    status: text('status').notNull().default('accepted'),
    comment: text('comment'),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    date_edit: timestamp('date_edit', { withTimezone: true }).notNull().defaultNow(),
    who_edit: integer('who_edit'),
  },
  (t) => [index('cafe_orders_user_idx').on(t.user_id, t.date_add), index('cafe_orders_date_idx').on(t.date_add)],
);

export const cafeOrderLines = pgTable(
  'cafe_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => cafeOrders.id, { onDelete: 'cascade' }),
    dish_id: integer('dish_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [index('cafe_order_lines_order_idx').on(t.order_id)],
);
