import * as c from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import type { Notifications } from '../notifications/index.ts';
import { registryRoutes } from '../registry/index.ts';
import * as cafe from './cafe.service.ts';
import * as canteen from './canteen.service.ts';
import { cateringLive } from './catering.live.ts';
import { dishes } from './catering.schema.ts';
import { deductions, deductionsXlsx } from './deductions.service.ts';
import { getSettings, patchSettings } from './settings.service.ts';
import './catering.messages.ts';

export interface CateringDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

const tags = ['catering'];
const any = { access: [...c.CATERING_ANY] } as const;
const manage = { access: [...c.CATERING_MANAGE] } as const;
const canteenView = { access: 'canteen_view' } as const;
const canteenManage = { access: 'canteen_manage' } as const;
const cafeView = { access: 'cafe_view' } as const;
const cafeManage = { access: 'cafe_manage' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The canteen and the cafe (issue 17): the dishes registry, settings, the canteen's menus and
 * orders, the cafe's orders and queue, monthly deductions. Thin: the services tell the story.
 */
export async function cateringRoutes(fastify: FastifyInstance, { db, realtime, notifications }: CateringDeps) {
  await fastify.register(registryRoutes, { db, realtime, definition: c.dishesRegistry, table: dishes });
  const live = cateringLive(realtime);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Settings ----------------------------------------------------------------------------------
  app.get(
    '/catering/settings',
    {
      config: any,
      schema: { tags, summary: 'Cut-off and cafe hours (Europe/Moscow) and the server’s now', response: { 200: c.cateringSettingsSchema } },
    },
    async () => getSettings(db),
  );
  app.patch(
    '/catering/settings',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change the cut-off (canteen_manage) or the cafe hours (cafe_manage)',
        body: c.cateringSettingsPatchSchema,
        response: { 200: c.cateringSettingsSchema },
      },
    },
    async (request) => patchSettings(db, request.user!, request.body),
  );

  // Canteen -----------------------------------------------------------------------------------
  app.get(
    '/canteen/menu',
    {
      config: canteenView,
      schema: {
        tags,
        summary: 'A day’s menu (today by default) with the caller’s order',
        querystring: c.menuQuerySchema,
        response: { 200: c.canteenMenuSchema },
      },
    },
    async (request) => canteen.getMenu(db, request.user!, request.query.date),
  );
  app.get(
    '/canteen/menu-dates',
    { config: canteenView, schema: { tags, summary: 'Dates with a menu from today on', response: { 200: c.menuDatesSchema } } },
    async () => ({ dates: await canteen.upcomingDates(db) }),
  );
  app.put(
    '/canteen/menus/:date',
    {
      config: canteenManage,
      schema: {
        tags,
        summary: 'Write a day’s menu (dishes, prices, portions)',
        params: c.dateParams,
        body: c.menuPutSchema,
        response: { 200: c.canteenMenuSchema },
      },
    },
    async (request) => canteen.putMenu(db, live, request.user!, request.params.date, request.body, request.lang),
  );
  app.post(
    '/canteen/menus/:date/copy',
    {
      config: canteenManage,
      schema: {
        tags,
        summary: 'Copy another day’s menu onto the date',
        params: c.dateParams,
        body: c.menuCopySchema,
        response: { 200: c.canteenMenuSchema },
      },
    },
    async (request) => canteen.copyMenu(db, live, request.user!, request.params.date, request.body.from, request.lang),
  );
  app.put(
    '/canteen/menus/:date/order',
    {
      config: canteenView,
      schema: {
        tags,
        summary: 'Place or change one’s order before the cut-off (422 after)',
        params: c.dateParams,
        body: c.orderPutSchema,
        response: { 200: c.canteenMenuSchema },
      },
    },
    async (request) => canteen.putOrder(db, live, request.user!, request.params.date, request.body, request.lang),
  );
  app.delete(
    '/canteen/menus/:date/order',
    {
      config: canteenView,
      schema: {
        tags,
        summary: 'Cancel one’s order before the cut-off (422 after)',
        params: c.dateParams,
        response: { 200: c.canteenMenuSchema },
      },
    },
    async (request) => canteen.cancelOrder(db, live, request.user!, request.params.date, request.lang),
  );
  app.get(
    '/canteen/kitchen',
    {
      config: canteenManage,
      schema: {
        tags,
        summary: 'A day’s orders and totals per dish',
        querystring: c.menuQuerySchema,
        response: { 200: c.kitchenDaySchema },
      },
    },
    async (request) => canteen.kitchenDay(db, request.query.date),
  );

  // Cafe --------------------------------------------------------------------------------------
  app.get(
    '/cafe/menu',
    { config: cafeView, schema: { tags, summary: 'The cafe’s dishes and whether it is open now', response: { 200: c.cafeMenuSchema } } },
    async () => cafe.cafeMenu(db),
  );
  app.get(
    '/cafe/orders/my',
    { config: cafeView, schema: { tags, summary: 'The caller’s cafe orders, newest first', response: { 200: c.cafeOrdersSchema } } },
    async (request) => cafe.myOrders(db, request.user!),
  );
  app.post(
    '/cafe/orders',
    {
      config: cafeView,
      schema: {
        tags,
        summary: 'Order in the cafe during its opening hours',
        body: c.cafeOrderInputSchema,
        response: { 200: c.cafeOrderSchema },
      },
    },
    async (request) => cafe.placeOrder(db, live, request.user!, request.body, request.lang),
  );
  app.get(
    '/cafe/queue',
    {
      config: cafeManage,
      schema: {
        tags,
        summary: 'The kitchen’s queue (open orders), or a day’s orders with all=1',
        querystring: c.cafeQueueQuerySchema,
        response: { 200: c.cafeOrdersSchema },
      },
    },
    async (request) => cafe.queue(db, request.query.all === '1', request.query.date),
  );
  app.post(
    '/cafe/orders/:id/status',
    {
      config: cafeView,
      schema: {
        tags,
        summary: 'Move an order (kitchen: ready, issued, cancelled; the customer: cancel while accepted)',
        params: idParams,
        body: c.cafeStatusInputSchema,
        response: { 200: c.cafeOrderSchema },
      },
    },
    async (request) => cafe.setStatus(db, { live, notifications }, request.user!, request.params.id, request.body.status, request.lang),
  );

  // Deductions --------------------------------------------------------------------------------
  app.get(
    '/catering/deductions',
    {
      config: any,
      schema: {
        tags,
        summary: 'A month’s deductions per employee (the kitchen: all; others: their own)',
        querystring: c.monthQuerySchema,
        response: { 200: c.deductionsSchema },
      },
    },
    async (request) => deductions(db, request.user!, request.query.month),
  );
  app.get(
    '/catering/deductions/excel',
    { config: any, schema: { tags, summary: 'The deductions as xlsx', querystring: c.monthQuerySchema } },
    async (request, reply) => {
      const data = await deductions(db, request.user!, request.query.month);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="deductions-${data.month}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(await deductionsXlsx(data, request.lang));
    },
  );
}
