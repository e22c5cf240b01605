import {
  allStockQuerySchema,
  debtsPageSchema,
  debtsQuerySchema,
  movementsPageSchema,
  movementsQuerySchema,
  receivableSchema,
  STORAGE_KINDS,
  stockPageSchema,
  stockQuerySchema,
  storagesRegistry,
  TRANSFER_STATES,
  transferDecisionSchema,
  WAREHOUSE_ACT_KINDS,
  WAREHOUSE_ACT_PREFIX,
  WAREHOUSE_ACT_STATES,
  warehouseActInputSchema,
  warehouseActSchema,
  warehouseActsPageSchema,
  warehouseActsQuerySchema,
  warehouseOptionsSchema,
  warehouseSignInputSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import type { Notifications } from '../notifications/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { cancelTransfer, createAct, getAct, listActs, receiveTransfer, signAct, useRealtime, warehouseActPdf } from './acts.service.ts';
import { listDebts } from './debts.service.ts';
import { assertStorage, listStock, receivablePositions, stockMovements } from './stock.service.ts';
import { storagesHooks } from './storages.hooks.ts';
import { EDIT, VIEW } from './warehouse.policy.ts';
import { storages } from './warehouse.schema.ts';
import { scheduleWarehouseDaily, startWarehouseDaily } from './warehouse-reminders.service.ts';

const SESSION = { access: 'session' } as const;
const tags = ['warehouse'];

export interface WarehouseDeps {
  db: Db;
  realtime: Realtime;
  jobs?: Jobs;
  notifications?: Notifications;
  startJobs?: boolean;
}

/**
 * The warehouse (issue 16): the storages registry on the engine (a tree), balances and their
 * movements, acts (post, receive / cancel a transfer, sign, PDF), debts, vocabularies, an
 * application's receivable positions, and the clothes reminders' daily job.
 */
export async function warehouseRoutes(fastify: FastifyInstance, { db, realtime, jobs, notifications, startJobs }: WarehouseDeps) {
  await fastify.register(registryRoutes, { db, realtime, definition: storagesRegistry, table: storages, hooks: storagesHooks });
  useRealtime(realtime);
  realtime.guardModule('warehouse_list', async (user, id) => id === 'all' && (user.type === 1 || user.permits[VIEW] === 1));
  if (jobs && notifications) {
    await startWarehouseDaily({ db, jobs, notifications });
    if (startJobs) fastify.addHook('onReady', async () => scheduleWarehouseDaily(jobs));
  }
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = { access: VIEW } as const;
  const edit = { access: EDIT } as const;

  app.get(
    '/warehouse/storages/:id/stock',
    {
      config: view,
      schema: {
        tags,
        summary: 'A storage’s balances (nested=1: with its zones and shelves)',
        params: idParams,
        querystring: stockQuerySchema,
        response: { 200: stockPageSchema },
      },
    },
    async (request) => {
      const page = await listStock(db, { ...request.query, storage_id: request.params.id });
      // An empty page may be a storage that is not there (404): checked only then.
      if (page.items.length === 0) await assertStorage(db, request.params.id);
      return page;
    },
  );
  app.get(
    '/warehouse/stock',
    {
      config: view,
      schema: {
        tags,
        summary: 'Balances of every storage (storage_id narrows, nested=1 with sub-storages)',
        querystring: allStockQuerySchema,
        response: { 200: stockPageSchema },
      },
    },
    async (request) => listStock(db, request.query),
  );
  app.get(
    '/warehouse/stock/:id/movements',
    {
      config: view,
      schema: {
        tags,
        summary: 'The movements of a balance line, newest first',
        params: idParams,
        querystring: movementsQuerySchema,
        response: { 200: movementsPageSchema },
      },
    },
    async (request) => stockMovements(db, request.params.id, request.query.page, request.query.per_page),
  );
  app.get(
    '/warehouse/acts',
    {
      config: view,
      schema: { tags, summary: 'Acts, newest first', querystring: warehouseActsQuerySchema, response: { 200: warehouseActsPageSchema } },
    },
    async (request) => listActs(db, request.query),
  );
  app.get(
    '/warehouse/acts/:id',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'An act with its lines and signatures (warehouse_view, its recipient or its storages’ people)',
        params: idParams,
        response: { 200: warehouseActSchema },
      },
    },
    async (request) => getAct(db, request.user!, request.params.id),
  );
  app.post(
    '/warehouse/acts',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Write and post an act in one transaction (not a correction: those come from a stocktaking)',
        body: warehouseActInputSchema,
        response: { 200: warehouseActSchema },
      },
    },
    async (request) => createAct(db, request.user!, request.body, request.lang),
  );
  app.post(
    '/warehouse/acts/:id/receive',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'Transfer: received by the target storage (its responsible, deputy or a storekeeper)',
        params: idParams,
        body: transferDecisionSchema.optional(),
        response: { 200: warehouseActSchema },
      },
    },
    async (request) => receiveTransfer(db, request.user!, request.params.id, request.body?.comment, request.lang),
  );
  app.post(
    '/warehouse/acts/:id/cancel',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'Transfer: cancelled, the goods go back to the source (the sender or a storekeeper)',
        params: idParams,
        body: transferDecisionSchema.optional(),
        response: { 200: warehouseActSchema },
      },
    },
    async (request) => cancelTransfer(db, request.user!, request.params.id, request.body?.comment, request.lang),
  );
  app.post(
    '/warehouse/acts/:id/sign',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'Sign an act as its storekeeper, recipient or a transfer’s receiver',
        params: idParams,
        body: warehouseSignInputSchema.optional(),
        response: { 200: warehouseActSchema },
      },
    },
    async (request) => signAct(db, request.user!, request.params.id, request.body?.role),
  );
  app.get(
    '/warehouse/acts/:id/pdf',
    { config: SESSION, schema: { tags, summary: 'The act as a PDF (Cyrillic, signature lines)', params: idParams } },
    async (request, reply) => {
      const tz = typeof request.headers['x-timezone'] === 'string' ? request.headers['x-timezone'] : undefined;
      const { number, pdf } = await warehouseActPdf(db, request.user!, request.params.id, request.lang, tz);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="act-${request.params.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${number}.pdf`)}`,
        )
        .send(pdf);
    },
  );
  app.get(
    '/warehouse/debts',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'What people and projects hold (user_id=me for anyone; others need warehouse_view)',
        querystring: debtsQuerySchema,
        response: { 200: debtsPageSchema },
      },
    },
    async (request) => listDebts(db, request.user!, request.query),
  );
  app.get(
    '/warehouse/transfer_statuses',
    { config: SESSION, schema: { tags, summary: 'The transfer states', response: { 200: warehouseOptionsSchema } } },
    async (request) =>
      WAREHOUSE_ACT_STATES.filter((s) => TRANSFER_STATES.includes(s.value)).map((s) => ({ value: s.value, label: s[request.lang] })),
  );
  app.get(
    '/warehouse/act_kinds',
    { config: SESSION, schema: { tags, summary: 'The act kinds with their number prefixes', response: { 200: warehouseOptionsSchema } } },
    async (request) => WAREHOUSE_ACT_KINDS.map((k) => ({ value: k.value, label: k[request.lang], prefix: WAREHOUSE_ACT_PREFIX[k.value] })),
  );
  app.get(
    '/warehouse/storage_kinds',
    { config: SESSION, schema: { tags, summary: 'The storage kinds', response: { 200: warehouseOptionsSchema } } },
    async (request) => STORAGE_KINDS.map((k) => ({ value: k.value, label: k[request.lang] })),
  );
  app.get(
    '/warehouse/applications/:id/receivable',
    {
      config: view,
      schema: {
        tags,
        summary: 'A supply application’s positions that can still be received (for the input act form)',
        params: idParams,
        response: { 200: receivableSchema },
      },
    },
    async (request) => ({ application_id: request.params.id, items: await receivablePositions(db, request.params.id) }),
  );
}
