import * as c from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeZoneOr } from '../../shared/display-format.ts';
import { translate } from '../../shared/i18n.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { id } from '../../shared/wire.ts';
import * as wire from './applications.wire.ts';
import type { Ctx } from './context.service.ts';
import { defectFile, deleteDefect, printApplication, requestPdf, stickersPdf, uploadDefect, waybillPdf } from './documents.service.ts';
import { addPositionsToInvoice, createInvoiceForPositions, editPositionLinks } from './invoice-links.service.ts';
import { invoicesFull, patchInvoice, positionsOfInvoice, setInvoiceStatus } from './invoices-tab.service.ts';
import {
  addOffer,
  createRequest,
  listRequests,
  offerFile,
  requestForPdf,
  requestLink,
  sendRequest,
  updateRequest,
} from './offers.service.ts';

function sendPdf(reply: FastifyReply, doc: { pdf: Buffer; name: string }, inline = true) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${doc.name}"`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(doc.pdf);
}

/** The application card's invoices and offers tabs, supplier requests and documents (print, stickers, waybill, defect statement). */
export async function applicationTabsRoutes(fastify: FastifyInstance, ctx: Ctx) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;
  const tags = ['applications'];

  // Invoices tab: invoices_view, checked after the application's visibility (an application
  // the user may not see answers 404 whatever their rights).
  const invoices = session;
  app.get(
    '/applications/:id/invoices/full',
    { config: invoices, schema: { tags, response: { 200: c.invoicesFullSchema }, params: wire.idParams } },
    async (request) => invoicesFull(ctx, request.user!, request.params.id),
  );
  app.post(
    '/applications/:id/invoices',
    {
      config: invoices,
      schema: { tags, response: { 200: c.createInvoiceAnswerSchema }, params: wire.idParams, body: wire.createInvoiceBody },
    },
    async (request) => createInvoiceForPositions(ctx, request.user!, request.params.id, request.body),
  );
  app.post(
    '/applications/:id/invoices/:inv/snabs/add',
    { config: invoices, schema: { tags, response: { 200: c.linkAnswerSchema }, params: wire.invParams, body: wire.addLinksBody } },
    async (request) => addPositionsToInvoice(ctx, request.user!, request.params.id, request.params.inv, request.body.snabs),
  );
  app.post(
    '/applications/:id/invoices/snabs/edit',
    { config: invoices, schema: { tags, response: { 200: c.linkAnswerSchema }, params: wire.idParams, body: wire.editLinksBody } },
    async (request) => editPositionLinks(ctx, request.user!, request.params.id, request.body.snabs),
  );
  app.get(
    '/applications/invoices/:id/snabs',
    { config: invoices, schema: { tags, response: { 200: c.invoicePositionsSchema }, params: wire.idParams } },
    async (request) => positionsOfInvoice(ctx, request.user!, request.params.id, request.lang),
  );
  app.patch(
    '/invoices/:id',
    {
      config: invoices,
      schema: { tags, response: { 200: c.invoicePatchAnswerSchema }, params: wire.idParams, body: wire.invoicePatchBody },
    },
    async (request) => patchInvoice(ctx, request.user!, request.params.id, request.body),
  );
  app.patch(
    '/invoices/:id/status',
    {
      config: invoices,
      schema: { tags, response: { 200: c.invoiceStatusAnswerSchema }, params: wire.idParams, body: wire.invoiceStatusBody },
    },
    async (request) => setInvoiceStatus(ctx, request.user!, request.params.id, request.body.status),
  );

  // Offers and supplier requests ---------------------------------------------------------
  app.post(
    '/applications/:id/offers',
    { config: session, schema: { tags, response: { 200: c.addOfferAnswerSchema }, params: wire.idParams, body: wire.offerBody } },
    async (request) => addOffer(ctx, request.user!, request.params.id, request.body),
  );
  app.get(
    '/applications/:id/offers/:offer/file',
    { config: session, schema: { tags, params: z.object({ id, offer: id }) } },
    async (request, reply) => {
      const file = await offerFile(ctx, request.user!, request.params.id, request.params.offer);
      return sendStoredFile(reply, ctx.storage.open(file.path), { name: file.name, size: await ctx.storage.size(file.path) });
    },
  );
  app.post(
    '/applications/:id/requests',
    { config: session, schema: { tags, response: { 200: c.supplierRequestSchema }, params: wire.idParams, body: wire.requestBody } },
    async (request) => createRequest(ctx, request.user!, request.params.id, request.body),
  );
  app.get(
    '/applications/:id/requests',
    { config: session, schema: { tags, response: { 200: c.supplierRequestsSchema }, params: wire.idParams } },
    async (request) => listRequests(ctx, request.user!, request.params.id),
  );
  app.post(
    '/applications/:id/requests/:req',
    { config: session, schema: { tags, response: { 200: c.supplierRequestSchema }, params: wire.reqParams, body: wire.requestBody } },
    async (request) => updateRequest(ctx, request.user!, request.params.id, request.params.req, request.body),
  );
  app.patch(
    '/applications/requests/:id',
    { config: session, schema: { tags, response: { 200: c.supplierRequestSchema }, params: wire.idParams, body: wire.requestBody } },
    async (request) => updateRequest(ctx, request.user!, null, request.params.id, request.body),
  );
  app.get('/applications/:id/requests/:req/pdf', { config: session, schema: { tags, params: wire.reqParams } }, async (request, reply) => {
    const found = await requestForPdf(ctx, request.user!, { packId: request.params.id, requestId: request.params.req });
    return sendPdf(reply, await requestPdf(ctx, found, request.lang));
  });
  app.post(
    '/applications/:id/requests/:req/send',
    { config: session, schema: { tags, response: { 200: c.sentRequestSchema }, params: wire.reqParams } },
    async (request) => {
      const result = await sendRequest(ctx, request.user!, request.params.id, request.params.req);
      return { ...result, result_content: translate(result.result_content, request.lang) };
    },
  );
  app.get(
    '/applications/:id/requests/:req/link/:x',
    { config: session, schema: { tags, response: { 200: c.requestLinkSchema }, params: wire.reqLinkParams } },
    async (request) => requestLink(ctx, request.user!, request.params.id, request.params.req, request.params.x),
  );
  // The supplier opens the request by its random link, without an account.
  app.get(
    '/applications/requests/shared/:hash',
    { config: { access: 'public' }, schema: { tags, params: z.object({ hash: z.string().max(100) }) } },
    async (request, reply) => {
      const found = await requestForPdf(ctx, null, { hash: request.params.hash });
      return sendPdf(reply, await requestPdf(ctx, found, request.lang));
    },
  );

  // Documents ---------------------------------------------------------------------------
  app.get(
    '/applications/:id/print',
    { config: session, schema: { tags, params: wire.idParams, querystring: z.object({ tz: z.string().max(64).optional() }) } },
    async (request, reply) =>
      sendPdf(reply, await printApplication(ctx, request.user!, request.params.id, request.lang, timeZoneOr(request.query.tz))),
  );
  app.get(
    '/applications/:id/snab/sticker',
    { config: session, schema: { tags, params: wire.idParams, querystring: wire.stickerQuery } },
    async (request, reply) => {
      const ids = (request.query.snabs ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      return sendPdf(reply, await stickersPdf(ctx, request.user!, request.params.id, ids, request.lang));
    },
  );
  app.post('/applications/:id/waybill', { config: session, schema: { tags, params: wire.idParams } }, async (request, reply) =>
    sendPdf(reply, await waybillPdf(ctx, request.user!, request.params.id, request.lang)),
  );
  app.post(
    '/applications/:id/defect_statement',
    { config: session, schema: { tags, response: { 200: c.defectAnswerSchema }, params: wire.idParams, body: wire.defectBody } },
    async (request) => uploadDefect(ctx, request.user!, request.params.id, request.body.files, request.body.status, request.lang),
  );
  app.patch(
    '/applications/:id/defect_statement',
    { config: session, schema: { tags, response: { 200: c.defectAnswerSchema }, params: wire.idParams, body: wire.defectBody } },
    async (request) => uploadDefect(ctx, request.user!, request.params.id, request.body.files, request.body.status, request.lang),
  );
  app.delete(
    '/applications/:id/defect_statement',
    { config: session, schema: { tags, response: { 200: c.defectAnswerSchema }, params: wire.idParams } },
    async (request) => deleteDefect(ctx, request.user!, request.params.id, request.lang),
  );
  app.get('/applications/:id/defect', { config: session, schema: { tags, params: wire.idParams } }, async (request, reply) => {
    const file = await defectFile(ctx, request.user!, request.params.id);
    const stream = ctx.storage.open(file.path);
    const size = await ctx.storage.size(file.path);
    if (file.path.endsWith('.pdf')) {
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', 'inline; filename="defect.pdf"');
      reply.header('x-content-type-options', 'nosniff');
      if (size !== null) reply.header('content-length', String(size));
      return reply.send(stream);
    }
    return sendStoredFile(reply, stream, { name: file.name, size });
  });
}
