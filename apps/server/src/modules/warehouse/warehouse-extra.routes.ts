import * as c from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { idParams } from '../../shared/wire.ts';
import { closeCount, getCount, listCounts, openCount, patchLines, scan } from './control.service.ts';
import { getIt, listIt } from './it.service.ts';
import { createMarkers, listMarkers, resolveCode } from './markers.service.ts';
import { stickersPdf } from './markers-stickers.service.ts';
import * as reports from './reports.service.ts';
import { worktable } from './worktable.service.ts';
import './warehouse-extra.messages.ts';

const tags = ['warehouse'];
const view = { access: 'warehouse_view' } as const;
const edit = { access: 'warehouse_edit' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sendXlsx = (reply: FastifyReply, name: string, book: Buffer) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(book);

const itKeyParams = z.object({ key: z.string().max(20) });

/**
 * The warehouse extras (issue 16): IT equipment, inventory markers, sticker sheets, control
 * (stocktaking), reports (JSON for screens and charts, xlsx for Excel) and the worktable.
 * warehouse_view reads, warehouse_edit writes (markers, control).
 */
export async function warehouseExtraRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // IT equipment --------------------------------------------------------------------------------
  app.get(
    '/warehouse/IT',
    {
      config: view,
      schema: {
        tags,
        summary: 'Serial-numbered items: kept in storages or held by people',
        querystring: c.itQuerySchema,
        response: { 200: c.itPageSchema },
      },
    },
    async (request) => listIt(db, request.query),
  );
  app.get(
    '/warehouse/IT/:key',
    {
      config: view,
      schema: {
        tags,
        summary: 'An IT item (s<stock id> | h<holding id>) with its movements',
        params: itKeyParams,
        response: { 200: c.itCardSchema },
      },
    },
    async (request) => getIt(db, request.params.key),
  );

  // Markers and stickers ------------------------------------------------------------------------
  app.post(
    '/warehouse/markers',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Generate inventory markers (ИН-000001)',
        body: c.markersCreateSchema,
        response: { 200: c.markersCreatedSchema },
      },
    },
    async (request) => createMarkers(db, request.user!, request.body),
  );
  app.get(
    '/warehouse/markers',
    {
      config: view,
      schema: { tags, summary: 'Markers, newest first', querystring: c.markersQuerySchema, response: { 200: c.markersPageSchema } },
    },
    async (request) => listMarkers(db, request.query),
  );
  app.get(
    '/warehouse/markers/resolve',
    {
      config: view,
      schema: {
        tags,
        summary: 'A scanned code (marker, serial, article) → the item',
        querystring: c.markerResolveQuerySchema,
        response: { 200: c.markerResolvedSchema },
      },
    },
    async (request) => resolveCode(db, request.query.code, request.query.storage_id ?? null),
  );
  app.get(
    '/warehouse/stickers/pdf',
    { config: view, schema: { tags, summary: 'A PDF of sticker labels (58×40 mm pages or A4 3×8)', querystring: c.stickersQuerySchema } },
    async (request, reply) => {
      const { pdf, name } = await stickersPdf(db, request.query, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Control (stocktaking) -----------------------------------------------------------------------
  app.post(
    '/warehouse/control',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Open a stocktaking of a storage with the expected balances',
        body: c.countCreateSchema,
        response: { 200: c.countSchema },
      },
    },
    async (request) => openCount(db, request.user!, request.body),
  );
  app.get(
    '/warehouse/control',
    {
      config: view,
      schema: { tags, summary: 'Stocktakings, newest first', querystring: c.countsQuerySchema, response: { 200: c.countsPageSchema } },
    },
    async (request) => listCounts(db, request.query),
  );
  app.get(
    '/warehouse/control/:id',
    { config: view, schema: { tags, summary: 'A stocktaking with its lines', params: idParams, response: { 200: c.countSchema } } },
    async (request) => getCount(db, request.params.id),
  );
  app.patch(
    '/warehouse/control/:id/lines',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Set counted quantities, add unexpected items',
        params: idParams,
        body: c.countLinesPatchSchema,
        response: { 200: c.countSchema },
      },
    },
    async (request) => patchLines(db, request.params.id, request.body),
  );
  app.post(
    '/warehouse/control/:id/scan',
    {
      config: edit,
      schema: {
        tags,
        summary: 'A scanned marker / serial / article adds to its line',
        params: idParams,
        body: c.countScanSchema,
        response: { 200: c.countScanResultSchema },
      },
    },
    async (request) => scan(db, request.params.id, request.body),
  );
  app.post(
    '/warehouse/control/:id/close',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Close: the differences become a correction act',
        params: idParams,
        body: c.countCloseSchema.optional(),
        response: { 200: c.countClosedSchema },
      },
    },
    async (request) => closeCount(db, request.user!, request.params.id, request.body?.zero_uncounted ?? false, request.lang),
  );

  // Reports (?format=xlsx or /excel answers a workbook) ---------------------------------------------
  const report = <Q extends { format: 'json' | 'xlsx' }>(
    path: string,
    summary: string,
    querystring: z.ZodType<Q>,
    response: z.ZodType,
    name: string,
    json: (q: Q) => Promise<unknown>,
    xlsx: (q: Q, lang: 'ru' | 'en') => Promise<Buffer>,
  ) => {
    for (const excel of [false, true])
      app.get(
        excel ? `${path}/excel` : path,
        // A workbook is a Buffer: Fastify sends it as it is, the response schema serializes the JSON only.
        { config: view, schema: { tags, summary: excel ? `${summary} (xlsx)` : summary, querystring, response: { 200: response } } },
        async (request, reply) => {
          const q = request.query as Q;
          if (excel || q.format === 'xlsx') return sendXlsx(reply, name, await xlsx(q, request.lang));
          return json(q);
        },
      );
  };
  report(
    '/warehouse/reports/stock',
    'Stock on a date',
    c.stockReportQuerySchema,
    c.stockReportSchema,
    'stock',
    (q) => reports.stockReport(db, q),
    (q, l) => reports.stockReportXlsx(db, q, l),
  );
  report(
    '/warehouse/reports/movements',
    'Movements for a period, with totals and a per-day series',
    c.movementsReportQuerySchema,
    c.movementsReportSchema,
    'movements',
    (q) => reports.movementsReport(db, q),
    (q, l) => reports.movementsReportXlsx(db, q, l),
  );
  report(
    '/warehouse/reports/issued',
    'Issued to people',
    c.issuedReportQuerySchema,
    c.issuedReportSchema,
    'issued',
    (q) => reports.issuedReport(db, q),
    (q, l) => reports.issuedReportXlsx(db, q, l),
  );
  report(
    '/warehouse/reports/projects',
    'Issued to projects',
    c.projectsReportQuerySchema,
    c.projectsReportSchema,
    'projects',
    (q) => reports.projectsReport(db, q),
    (q, l) => reports.projectsReportXlsx(db, q, l),
  );

  // Worktable -----------------------------------------------------------------------------------
  app.get(
    '/warehouse/worktable',
    { config: view, schema: { tags, summary: 'What waits for the storekeeper, with badge counts', response: { 200: c.worktableSchema } } },
    async (request) => worktable(db, request.user!),
  );
}
