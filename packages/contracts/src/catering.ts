import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { INT_MAX } from './registry/schemas.ts';

/**
 * The canteen and the cafe (spec 1 §2 `/canteen` canteen_view, `/cafe` cafe_view; issue 17).
 * Dishes are a registry; the canteen has a menu of the day per date with portions, orders
 * before a cut-off (a company setting, Europe/Moscow); the cafe takes à-la-carte orders during
 * its opening hours with statuses accepted → ready → issued (or cancelled). The kitchen needs
 * canteen_manage / cafe_manage. Monthly deductions sum both per employee.
 */

export const DISH_CATEGORIES = [
  { value: 'first', ru: 'Первые блюда', en: 'Soups', color: 'orange' },
  { value: 'second', ru: 'Вторые блюда', en: 'Main courses', color: 'red' },
  { value: 'garnish', ru: 'Гарниры', en: 'Side dishes', color: 'gold' },
  { value: 'salad', ru: 'Салаты', en: 'Salads', color: 'green' },
  { value: 'drink', ru: 'Напитки', en: 'Drinks', color: 'blue' },
  { value: 'bakery', ru: 'Выпечка', en: 'Pastry', color: 'purple' },
] as const;
export type DishCategory = (typeof DISH_CATEGORIES)[number]['value'];

export const DISH_UNITS = [
  { value: 'g', ru: 'г', en: 'g', color: 'default' },
  { value: 'ml', ru: 'мл', en: 'ml', color: 'default' },
] as const;

export const DISH_PLACES = [
  { value: 'canteen', ru: 'Столовая', en: 'Canteen', color: 'blue' },
  { value: 'cafe', ru: 'Кафе', en: 'Cafe', color: 'magenta' },
  { value: 'both', ru: 'Столовая и кафе', en: 'Canteen and cafe', color: 'green' },
] as const;

export const CAFE_STATUSES = [
  { value: 'accepted', ru: 'Принят', en: 'Accepted', color: 'blue' },
  { value: 'ready', ru: 'Готов', en: 'Ready', color: 'green' },
  { value: 'issued', ru: 'Выдан', en: 'Issued', color: 'default' },
  { value: 'cancelled', ru: 'Отменён', en: 'Cancelled', color: 'red' },
] as const;
export type CafeStatus = (typeof CAFE_STATUSES)[number]['value'];

/** The kitchen's rights: either opens the dishes registry for writing and the deductions. */
export const CATERING_MANAGE = ['canteen_manage', 'cafe_manage'] as const;
/** Anyone of the canteen or the cafe (reading dishes, settings, one's own deductions). */
export const CATERING_ANY = ['canteen_view', 'cafe_view', 'canteen_manage', 'cafe_manage'] as const;

/** Realtime channel of the module; rooms: the kitchen `objectRoom('catering', 'kitchen')` and each user's room. */
export const CATERING_CHANNEL = 'catering';
export interface CateringEvent {
  kind: 'canteen' | 'cafe' | 'settings';
  /** canteen: the menu date whose orders changed. */
  date?: string;
  /** cafe: the order and its status. */
  id?: number;
  status?: CafeStatus;
}

/** Dishes of the canteen and the cafe: name, category, portion (g/ml), price, where served, available. */
export const dishesRegistry = defineRegistry({
  name: 'dishes',
  api: '/catering/dishes',
  path: '/canteen/dishes',
  label: { ru: 'Блюда', en: 'Dishes' },
  permits: { view: [...CATERING_ANY], create: [...CATERING_MANAGE], edit: [...CATERING_MANAGE], delete: [...CATERING_MANAGE] },
  lookup: [...CATERING_MANAGE],
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'category',
      kind: 'enum',
      label: { ru: 'Категория', en: 'Category' },
      options: DISH_CATEGORIES,
      default: 'second',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    { name: 'portion', kind: 'number', min: 1, max: 5000, label: { ru: 'Порция', en: 'Portion' }, required: true, list: true },
    { name: 'unit', kind: 'enum', label: { ru: 'Ед.', en: 'Unit' }, options: DISH_UNITS, default: 'g', required: true, list: true },
    { name: 'price', kind: 'money', label: { ru: 'Цена, ₽', en: 'Price, ₽' }, required: true, list: true, sort: true },
    {
      name: 'place',
      kind: 'enum',
      label: { ru: 'Где подают', en: 'Served in' },
      options: DISH_PLACES,
      default: 'both',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'available', kind: 'boolean', label: { ru: 'В наличии', en: 'Available' }, default: 1, list: true, filter: true },
    { name: 'description', kind: 'longText', max: 1000, label: { ru: 'Состав', en: 'Ingredients' }, search: 'B' },
  ],
  check: (values): Record<string, string[]> => {
    const price = values.price;
    return typeof price === 'string' && price !== '' && Number(price) < 0 ? { price: ['catering.priceNegative'] } : {};
  },
});

const id = z.coerce.number().int().positive().max(INT_MAX);
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'catering.dateInvalid');
/** `HH:MM`, 00:00–23:59, or 24:00 (the end of the day, opening hours only). */
export const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'catering.timeInvalid');
const money = z.string();
const quantity = z.coerce.number().int().min(1).max(20);

// Settings ------------------------------------------------------------------------------------

export const cateringSettingsSchema = z.object({
  /** Orders for a date close at this time of that date (Europe/Moscow). */
  canteen_cutoff: z.string(),
  cafe_opens: z.string(),
  cafe_closes: z.string(),
  /** The server's "now" (ISO), so screens count down without trusting the device's clock. */
  now: z.string(),
  /** Today in Europe/Moscow, yyyy-MM-dd. */
  today: z.string(),
});
export type CateringSettings = z.infer<typeof cateringSettingsSchema>;
export const cateringSettingsPatchSchema = z.object({
  canteen_cutoff: clockTime.optional(),
  cafe_opens: clockTime.optional(),
  cafe_closes: clockTime.optional(),
});
export type CateringSettingsPatch = z.infer<typeof cateringSettingsPatchSchema>;

// Canteen -------------------------------------------------------------------------------------

export const dateParams = z.object({ date: isoDay });
export const menuQuerySchema = z.object({ date: isoDay.optional() });

export const menuItemSchema = z.object({
  id: z.number(),
  dish_id: z.number(),
  name: z.string(),
  category: z.string(),
  portion: z.number().nullable(),
  unit: z.string(),
  price: money,
  /** Portions cooked; null = as many as ordered. */
  portions: z.number().nullable(),
  ordered: z.number(),
  /** Portions left; null = unlimited. */
  left: z.number().nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const orderLineSchema = z.object({
  menu_item_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  price: money,
  sum: money,
});
export const canteenOrderSchema = z.object({
  id: z.number(),
  date: z.string(),
  lines: z.array(orderLineSchema),
  total: money,
  date_edit: z.string(),
});
export type CanteenOrder = z.infer<typeof canteenOrderSchema>;

export const canteenMenuSchema = z.object({
  date: z.string(),
  /** null: the kitchen has not made a menu for the date. */
  menu_id: z.number().nullable(),
  /** When orders for the date close (ISO, UTC). */
  cutoff_at: z.string(),
  open: z.boolean(),
  items: z.array(menuItemSchema),
  my_order: canteenOrderSchema.nullable(),
});
export type CanteenMenu = z.infer<typeof canteenMenuSchema>;

export const menuPutSchema = z.object({
  items: z
    .array(
      z.object({
        dish_id: id,
        /** Defaults to the dish's price. */
        price: z
          .string()
          .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'catering.priceInvalid')
          .optional(),
        portions: z.coerce.number().int().min(1).max(10_000).nullable().optional(),
      }),
    )
    .max(100),
});
export type MenuPut = z.infer<typeof menuPutSchema>;
export const menuCopySchema = z.object({ from: isoDay });

export const orderPutSchema = z.object({
  lines: z
    .array(z.object({ menu_item_id: id, quantity }))
    .min(1, 'catering.orderEmpty')
    .max(30),
});
export type OrderPut = z.infer<typeof orderPutSchema>;

export const kitchenOrderSchema = canteenOrderSchema.extend({ user_id: z.number(), user_name: z.string() });
export const kitchenDaySchema = z.object({
  date: z.string(),
  cutoff_at: z.string(),
  open: z.boolean(),
  orders: z.array(kitchenOrderSchema),
  totals: z.array(z.object({ dish_id: z.number(), name: z.string(), category: z.string(), quantity: z.number(), sum: money })),
  total: money,
});
export type KitchenDay = z.infer<typeof kitchenDaySchema>;
export const menuDatesSchema = z.object({ dates: z.array(z.string()) });

// Cafe ----------------------------------------------------------------------------------------

export const cafeDishSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  portion: z.number().nullable(),
  unit: z.string(),
  price: money,
  description: z.string().nullable(),
});
export const cafeMenuSchema = z.object({ open: z.boolean(), opens: z.string(), closes: z.string(), items: z.array(cafeDishSchema) });
export type CafeMenu = z.infer<typeof cafeMenuSchema>;

export const cafeOrderInputSchema = z.object({
  lines: z
    .array(z.object({ dish_id: id, quantity }))
    .min(1, 'catering.orderEmpty')
    .max(30),
  comment: z.string().trim().max(500).optional(),
});
export type CafeOrderInput = z.infer<typeof cafeOrderInputSchema>;

export const cafeOrderSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  status: z.enum(['accepted', 'ready', 'issued', 'cancelled']),
  comment: z.string().nullable(),
  lines: z.array(z.object({ dish_id: z.number(), name: z.string(), quantity: z.number(), price: money, sum: money })),
  total: money,
  date_add: z.string(),
  date_edit: z.string(),
});
export type CafeOrder = z.infer<typeof cafeOrderSchema>;
export const cafeOrdersSchema = z.object({ items: z.array(cafeOrderSchema) });
export const cafeQueueQuerySchema = z.object({ all: z.enum(['0', '1']).optional(), date: isoDay.optional() });
export const cafeStatusInputSchema = z.object({ status: z.enum(['ready', 'issued', 'cancelled']) });

// Deductions ----------------------------------------------------------------------------------

export const monthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'catering.monthInvalid')
    .optional(),
});
export const deductionRowSchema = z.object({
  user_id: z.number(),
  user_name: z.string(),
  canteen: money,
  cafe: money,
  total: money,
});
export const deductionsSchema = z.object({
  month: z.string(),
  rows: z.array(deductionRowSchema),
  totals: z.object({ canteen: money, cafe: money, total: money }),
});
export type Deductions = z.infer<typeof deductionsSchema>;
