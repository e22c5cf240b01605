import {
  type CafeMenu,
  type CafeOrder,
  type CafeOrderInput,
  type CanteenMenu,
  type CateringSettings,
  type CateringSettingsPatch,
  cafeMenuSchema,
  cafeOrderSchema,
  cafeOrdersSchema,
  canteenMenuSchema,
  cateringSettingsSchema,
  type Deductions,
  deductionsSchema,
  type KitchenDay,
  kitchenDaySchema,
  type MenuPut,
  menuDatesSchema,
  type OrderPut,
} from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, buildUrl, isApiError } from '../../../shared/api/index.ts';

/** The catering calls (server `modules/catering`, contracts `catering.ts`), answers parsed with the contracts' schemas. */
export const cateringKeys = {
  all: ['catering'] as const,
  settings: ['catering', 'settings'] as const,
  menu: (date: string) => ['catering', 'menu', date] as const,
  dates: ['catering', 'dates'] as const,
  kitchen: (date: string) => ['catering', 'kitchen', date] as const,
  cafeMenu: ['catering', 'cafe-menu'] as const,
  myCafe: ['catering', 'cafe-my'] as const,
  queue: (all: boolean) => ['catering', 'cafe-queue', all] as const,
  deductions: (month: string) => ['catering', 'deductions', month] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: cateringKeys.settings,
    queryFn: async ({ signal }): Promise<CateringSettings> => cateringSettingsSchema.parse(await api('/catering/settings', { signal })),
  });
export const saveSettings = async (patch: CateringSettingsPatch) =>
  cateringSettingsSchema.parse(await api('/catering/settings', { method: 'PATCH', json: patch }));

export const menuQuery = (date: string) =>
  queryOptions({
    queryKey: cateringKeys.menu(date),
    queryFn: async ({ signal }): Promise<CanteenMenu> => canteenMenuSchema.parse(await api('/canteen/menu', { query: { date }, signal })),
  });
export const datesQuery = () =>
  queryOptions({
    queryKey: cateringKeys.dates,
    queryFn: async ({ signal }) => menuDatesSchema.parse(await api('/canteen/menu-dates', { signal })).dates,
  });
export const putOrder = async (date: string, body: OrderPut) =>
  canteenMenuSchema.parse(await api(`/canteen/menus/${date}/order`, { method: 'PUT', json: body }));
export const cancelOrder = async (date: string) => canteenMenuSchema.parse(await api(`/canteen/menus/${date}/order`, { method: 'DELETE' }));
export const putMenu = async (date: string, body: MenuPut) =>
  canteenMenuSchema.parse(await api(`/canteen/menus/${date}`, { method: 'PUT', json: body }));
export const copyMenu = async (date: string, from: string) =>
  canteenMenuSchema.parse(await api(`/canteen/menus/${date}/copy`, { method: 'POST', json: { from } }));

export const kitchenQuery = (date: string) =>
  queryOptions({
    queryKey: cateringKeys.kitchen(date),
    queryFn: async ({ signal }): Promise<KitchenDay> => kitchenDaySchema.parse(await api('/canteen/kitchen', { query: { date }, signal })),
  });

export const cafeMenuQuery = () =>
  queryOptions({
    queryKey: cateringKeys.cafeMenu,
    queryFn: async ({ signal }): Promise<CafeMenu> => cafeMenuSchema.parse(await api('/cafe/menu', { signal })),
  });
export const myCafeQuery = () =>
  queryOptions({
    queryKey: cateringKeys.myCafe,
    queryFn: async ({ signal }): Promise<CafeOrder[]> => cafeOrdersSchema.parse(await api('/cafe/orders/my', { signal })).items,
  });
export const queueQuery = (all: boolean) =>
  queryOptions({
    queryKey: cateringKeys.queue(all),
    queryFn: async ({ signal }): Promise<CafeOrder[]> =>
      cafeOrdersSchema.parse(await api('/cafe/queue', { query: all ? { all: '1' } : {}, signal })).items,
  });
export const placeCafeOrder = async (body: CafeOrderInput) =>
  cafeOrderSchema.parse(await api('/cafe/orders', { method: 'POST', json: body }));
export const setCafeStatus = async (id: number, status: 'ready' | 'issued' | 'cancelled') =>
  cafeOrderSchema.parse(await api(`/cafe/orders/${id}/status`, { method: 'POST', json: { status } }));

export const deductionsQuery = (month: string) =>
  queryOptions({
    queryKey: cateringKeys.deductions(month),
    queryFn: async ({ signal }): Promise<Deductions> =>
      deductionsSchema.parse(await api('/catering/deductions', { query: { month }, signal })),
  });
export const deductionsExcelUrl = (month: string) => buildUrl('/catering/deductions/excel', { month });

/** The server's words for a refused call: its field messages, else its message. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    const fields = Object.values(error.fieldErrors).flat();
    return fields.length ? fields.join('; ') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
