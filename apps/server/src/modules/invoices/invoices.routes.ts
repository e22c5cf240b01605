import { invoiceBadgesQuerySchema, invoiceBadgesSchema, invoiceHistoryPageSchema, invoiceHistoryQuerySchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { id, idParams, uploadList } from '../../shared/wire.ts';
import {
  deleteInvoiceFile,
  invoiceFileForDownload,
  invoiceFiles,
  invoicePositions,
  invoicesMenu,
  setMainInvoiceFile,
  uploadInvoiceFiles,
} from './invoices.card.service.ts';
import { invoiceKinds, invoiceStatuses } from './invoices.service.ts';
import { invoiceBadges } from './invoices-badges.service.ts';
import { invoicesHistory } from './invoices-history.service.ts';
import { invoicesRegistryRoutes } from './invoices-registry.service.ts';

const fileParams = z.object({ id, file: id });

/**
 * Invoices: reference data (spec 1 §7), the registry (`/invoices/registry...`), the lists' menu,
 * the card's positions and files tabs.
 */
export async function invoicesRoutes(fastify: FastifyInstance, options: { db: Db; realtime: Realtime; storage: FileStorage }) {
  const { db } = options;
  await invoicesRegistryRoutes(fastify, options);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' as const };
  const tags = ['invoices'];
  app.get('/invoices/types', { config: session, schema: { tags } }, async (request) => invoiceKinds(request.lang));
  app.get('/invoices/statuses', { config: session, schema: { tags } }, async (request) => invoiceStatuses(request.lang));
  app.get('/invoices/menu', { config: session, schema: { tags, summary: 'Invoices: lists with counters' } }, async (request) =>
    invoicesMenu(db, request.user!),
  );
  app.get(
    '/invoices/history',
    {
      config: { access: 'invoices_view' },
      schema: {
        tags,
        summary: 'Invoices: the latest changes across the invoices the user may see',
        querystring: invoiceHistoryQuerySchema,
        response: { 200: invoiceHistoryPageSchema },
      },
    },
    async (request) => invoicesHistory(db, request.user!, request.query),
  );
  app.get(
    '/invoices/badges',
    {
      config: { access: 'invoices_view' },
      schema: {
        tags,
        summary: 'Invoices: badges beyond urgent (refund, on_storage, in_transit, get_it, archive) of the given ids',
        querystring: invoiceBadgesQuerySchema,
        response: { 200: invoiceBadgesSchema },
      },
    },
    async (request) => invoiceBadges(db, request.user!, request.query.ids),
  );
  app.get('/invoices/:id/positions', { config: session, schema: { tags, params: idParams } }, async (request) =>
    invoicePositions(db, request.user!, request.params.id),
  );
  app.get('/invoices/:id/files', { config: session, schema: { tags, params: idParams } }, async (request) =>
    invoiceFiles(db, request.user!, request.params.id),
  );
  app.post(
    '/invoices/:id/files',
    { config: { access: 'invoices_view' }, schema: { tags, params: idParams, body: z.object({ files: uploadList }) } },
    async (request) => uploadInvoiceFiles(options, request.user!, request.params.id, request.body.files),
  );
  app.post(
    '/invoices/:id/files/:file/main',
    { config: { access: 'invoices_view' }, schema: { tags, params: fileParams } },
    async (request) => setMainInvoiceFile(options, request.user!, request.params.id, request.params.file),
  );
  app.delete('/invoices/:id/files/:file', { config: { access: 'invoices_view' }, schema: { tags, params: fileParams } }, async (request) =>
    deleteInvoiceFile(options, request.user!, request.params.id, request.params.file),
  );
  app.get('/invoices/files/:id', { config: session, schema: { tags, params: idParams } }, async (request, reply) => {
    const file = await invoiceFileForDownload(db, request.user!, request.params.id);
    return sendStoredFile(reply, options.storage.open(file.path), { name: file.name, size: await options.storage.size(file.path) });
  });
}
