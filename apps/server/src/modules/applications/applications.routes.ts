import type { PositionStatusCode } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../shared/i18n.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { id, optionalFlag } from '../../shared/wire.ts';
import { boardOptions } from '../tasks/index.ts';
import * as wire from './applications.wire.ts';
import { getCard, getFormData, getShort, getTree } from './card.service.ts';
import type { Ctx } from './context.service.ts';
import { registerApplicationsAccess } from './context.service.ts';
import { createApplication, editApplication } from './create-edit.service.ts';
import {
  defectFile,
  deleteDefect,
  exportApplications,
  importApplications,
  printApplication,
  requestPdf,
  stickersPdf,
  uploadDefect,
  waybillPdf,
} from './documents.service.ts';
import { addPositionsToInvoice, createInvoiceForPositions, editPositionLinks } from './invoice-links.service.ts';
import { autocompleteInvoices, invoicesFull, patchInvoice, positionsOfInvoice, setInvoiceStatus } from './invoices-tab.service.ts';
import { alertApplication, autocompletePositions, findPerformers, listApplications, toggleFavourite } from './list.service.ts';
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
import {
  addPositionFiles,
  positionFileForDownload,
  positionPhoto,
  rollbackPositionStatus,
  setPositionEquipment,
  setPositionExplanation,
  setPositionResponsible,
  setPositionStatus,
  updatePositionFile,
} from './positions.service.ts';
import { readyChains, setSigners, sign, signerOptions } from './signers.service.ts';
import { listStatuses, listTypes } from './types.service.ts';

function sendPdf(reply: FastifyReply, doc: { pdf: Buffer; name: string }, inline = true) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${doc.name}"`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(doc.pdf);
}

/** Supply applications (spec 1 §2–9, spec 3 §7 "Applications"): every call under /api. */
export async function applicationsRoutes(fastify: FastifyInstance, ctx: Ctx) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  registerApplicationsAccess(db, ctx.realtime);
  const session = { access: 'session' } as const;
  const tags = ['applications'];

  // Reference data and look-ups -------------------------------------------------------
  app.get('/applications/types', { config: session, schema: { tags, querystring: wire.typesQuery } }, async (request) =>
    listTypes(db, request.lang, request.query.for_equipment ?? request.query.equipment),
  );
  app.get('/applications/statuses', { config: session, schema: { tags } }, async (request) => listStatuses(request.lang));
  app.get('/applications/performers', { config: session, schema: { tags, querystring: wire.termQuery } }, async (request) =>
    findPerformers(db, request.query.term, request.query.limit),
  );
  app.get('/applications/signers', { config: session, schema: { tags, querystring: wire.termQuery } }, async (request) =>
    signerOptions(ctx, request.user!, request.query.term, request.query.limit),
  );
  app.get('/applications/signers/chains', { config: session, schema: { tags } }, async (request) => readyChains(ctx, request.user!));
  // Spec 1 §7 lookups: the boards select (`folder=0`), served by the task module.
  app.get(
    '/tickets/boards/select',
    {
      config: session,
      schema: {
        tags,
        querystring: z.object({ term: z.string().max(200).optional(), folder: optionalFlag, model_method: z.string().max(50).optional() }),
      },
    },
    async (request) => boardOptions(db, request.user!, request.query.term),
  );
  app.get('/autocomplete/applications/snab', { config: session, schema: { tags, querystring: wire.termQuery } }, async (request) =>
    autocompletePositions(ctx, request.user!, request.query.term, request.query.pack_id, request.query.limit),
  );
  app.get('/autocomplete/applications/invoices', { config: session, schema: { tags, querystring: wire.termQuery } }, async (request) =>
    autocompleteInvoices(ctx, request.user!, request.query, request.lang),
  );

  // List, export, import ----------------------------------------------------------------
  app.get('/applications', { config: session, schema: { tags, querystring: wire.listQuery } }, async (request) =>
    listApplications(ctx, request.user!, request.query, request.lang),
  );
  app.get('/applications/export', { config: session, schema: { tags, querystring: wire.listQuery } }, async (request, reply) => {
    const file = await exportApplications(ctx, request.user!, request.query, request.lang);
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="${file.name}"`);
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.buffer);
  });
  app.post('/import/applications', { config: session, schema: { tags, body: wire.importBody } }, async (request) =>
    importApplications(ctx, request.user!, request.body.file[0]?.file, request.lang),
  );

  // Create, edit, card --------------------------------------------------------------------
  app.post('/applications', { config: session, schema: { tags, body: wire.createBody } }, async (request) =>
    createApplication(ctx, request.user!, request.body, request.lang),
  );
  app.patch('/applications/:id', { config: session, schema: { tags, params: wire.idParams, body: wire.editBody } }, async (request) => {
    const result = await editApplication(ctx, request.user!, request.params.id, request.body);
    return { ...result, result_content: translate('applications.saved', request.lang) };
  });
  app.get('/applications/:id', { config: session, schema: { tags, params: wire.idParams, querystring: wire.cardQuery } }, async (request) =>
    getCard(ctx, request.user!, request.params.id, request.query, request.lang),
  );
  app.get('/applications/:id/short', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    getShort(ctx, request.user!, request.params.id, request.lang),
  );
  app.get('/applications/get_data/:id', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    getFormData(ctx, request.user!, request.params.id, request.lang),
  );
  app.get('/applications/:id/tree', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    getTree(ctx, request.user!, request.params.id, request.lang),
  );
  app.post('/applications/favorite/:id', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    toggleFavourite(ctx, request.user!, request.params.id),
  );
  app.post('/applications/alert/:id', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    alertApplication(ctx, request.user!, request.params.id, request.lang),
  );

  // Positions -------------------------------------------------------------------------
  app.post(
    '/applications/:id/snab/status/:pos',
    { config: session, schema: { tags, params: wire.posParams, body: wire.positionStatusBody } },
    async (request) =>
      setPositionStatus(
        ctx,
        request.user!,
        request.params.id,
        request.params.pos,
        request.body.status as PositionStatusCode,
        request.body.comment,
      ),
  );
  app.patch(
    '/applications/:id/snab/:pos/status/:status/rollback',
    { config: session, schema: { tags, params: wire.rollbackParams } },
    async (request) => rollbackPositionStatus(ctx, request.user!, request.params.id, request.params.pos, request.params.status),
  );
  app.post(
    '/applications/:id/snab/responsible',
    { config: session, schema: { tags, params: wire.idParams, body: wire.responsibleBody } },
    async (request) =>
      setPositionResponsible(
        ctx,
        request.user!,
        request.params.id,
        request.body.snabs?.length ? request.body.snabs : request.body.snab_id ? [request.body.snab_id] : [],
        request.body.responsible ?? null,
      ),
  );
  app.post(
    '/applications/:id/snab/:pos/equipment',
    { config: session, schema: { tags, params: wire.posParams, body: wire.equipmentBody } },
    async (request) => setPositionEquipment(ctx, request.user!, request.params.id, request.params.pos, request.body),
  );
  app.get('/applications/:id/snab/:pos/photo', { config: session, schema: { tags, params: wire.posParams } }, async (request, reply) => {
    const file = await positionPhoto(ctx, request.user!, request.params.id, request.params.pos);
    return sendStoredFile(reply, ctx.storage.open(file.path), { name: file.name, size: await ctx.storage.size(file.path) });
  });
  app.post(
    '/applications/:id/snab/explanations',
    { config: session, schema: { tags, params: wire.idParams, body: wire.explanationsBody } },
    async (request) => setPositionExplanation(ctx, request.user!, request.params.id, request.body.snab_id, request.body.explanation),
  );
  app.post('/files/snab/:id', { config: session, schema: { tags, params: wire.idParams, body: wire.filesBody } }, async (request) =>
    addPositionFiles(ctx, request.user!, request.params.id, request.body.files),
  );
  app.patch(
    '/files/snab/update/:id',
    { config: session, schema: { tags, params: wire.idParams, body: wire.fileUpdateBody } },
    async (request) => updatePositionFile(ctx, request.user!, request.params.id, request.body),
  );
  app.get('/files/snab/:id', { config: session, schema: { tags, params: wire.idParams } }, async (request, reply) => {
    const file = await positionFileForDownload(ctx, request.user!, request.params.id);
    return sendStoredFile(reply, ctx.storage.open(file.path), { name: file.name, size: await ctx.storage.size(file.path) });
  });

  // Signers ---------------------------------------------------------------------------
  app.post(
    '/applications/:id/signers',
    { config: session, schema: { tags, params: wire.idParams, body: wire.signersBody } },
    async (request) => {
      const result = await setSigners(ctx, request.user!, request.params.id, request.body.signers ?? request.body.users ?? [], 'add');
      return { ...result, result_content: translate(result.result_content, request.lang) };
    },
  );
  app.patch(
    '/applications/:id/signers',
    { config: session, schema: { tags, params: wire.idParams, body: wire.signersBody } },
    async (request) => {
      const result = await setSigners(ctx, request.user!, request.params.id, request.body.signers ?? request.body.users ?? [], 'replace');
      return { ...result, result_content: translate(result.result_content, request.lang) };
    },
  );
  app.post('/applications/:id/snabs/sign', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    sign(ctx, request.user!, request.params.id),
  );

  // Invoices tab: invoices_view, checked after the application's visibility (an application
  // the user may not see answers 404 whatever their rights).
  const invoices = session;
  app.get('/applications/:id/invoices/full', { config: invoices, schema: { tags, params: wire.idParams } }, async (request) =>
    invoicesFull(ctx, request.user!, request.params.id),
  );
  app.post(
    '/applications/:id/invoices',
    { config: invoices, schema: { tags, params: wire.idParams, body: wire.createInvoiceBody } },
    async (request) => createInvoiceForPositions(ctx, request.user!, request.params.id, request.body),
  );
  app.post(
    '/applications/:id/invoices/:inv/snabs/add',
    { config: invoices, schema: { tags, params: wire.invParams, body: wire.addLinksBody } },
    async (request) => addPositionsToInvoice(ctx, request.user!, request.params.id, request.params.inv, request.body.snabs),
  );
  app.post(
    '/applications/:id/invoices/snabs/edit',
    { config: invoices, schema: { tags, params: wire.idParams, body: wire.editLinksBody } },
    async (request) => editPositionLinks(ctx, request.user!, request.params.id, request.body.snabs),
  );
  app.get('/applications/invoices/:id/snabs', { config: invoices, schema: { tags, params: wire.idParams } }, async (request) =>
    positionsOfInvoice(ctx, request.user!, request.params.id, request.lang),
  );
  app.patch('/invoices/:id', { config: invoices, schema: { tags, params: wire.idParams, body: wire.invoicePatchBody } }, async (request) =>
    patchInvoice(ctx, request.user!, request.params.id, request.body),
  );
  app.patch(
    '/invoices/:id/status',
    { config: invoices, schema: { tags, params: wire.idParams, body: wire.invoiceStatusBody } },
    async (request) => setInvoiceStatus(ctx, request.user!, request.params.id, request.body.status),
  );

  // Offers and supplier requests ---------------------------------------------------------
  app.post(
    '/applications/:id/offers',
    { config: session, schema: { tags, params: wire.idParams, body: wire.offerBody } },
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
    { config: session, schema: { tags, params: wire.idParams, body: wire.requestBody } },
    async (request) => createRequest(ctx, request.user!, request.params.id, request.body),
  );
  app.get('/applications/:id/requests', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    listRequests(ctx, request.user!, request.params.id),
  );
  app.post(
    '/applications/:id/requests/:req',
    { config: session, schema: { tags, params: wire.reqParams, body: wire.requestBody } },
    async (request) => updateRequest(ctx, request.user!, request.params.id, request.params.req, request.body),
  );
  app.patch(
    '/applications/requests/:id',
    { config: session, schema: { tags, params: wire.idParams, body: wire.requestBody } },
    async (request) => updateRequest(ctx, request.user!, null, request.params.id, request.body),
  );
  app.get('/applications/:id/requests/:req/pdf', { config: session, schema: { tags, params: wire.reqParams } }, async (request, reply) => {
    const found = await requestForPdf(ctx, request.user!, { packId: request.params.id, requestId: request.params.req });
    return sendPdf(reply, await requestPdf(ctx, found, request.lang));
  });
  app.post('/applications/:id/requests/:req/send', { config: session, schema: { tags, params: wire.reqParams } }, async (request) => {
    const result = await sendRequest(ctx, request.user!, request.params.id, request.params.req);
    return { ...result, result_content: translate(result.result_content, request.lang) };
  });
  app.get('/applications/:id/requests/:req/link/:x', { config: session, schema: { tags, params: wire.reqLinkParams } }, async (request) =>
    requestLink(ctx, request.user!, request.params.id, request.params.req, request.params.x),
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
  app.get('/applications/:id/print', { config: session, schema: { tags, params: wire.idParams } }, async (request, reply) =>
    sendPdf(reply, await printApplication(ctx, request.user!, request.params.id, request.lang)),
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
    { config: session, schema: { tags, params: wire.idParams, body: wire.defectBody } },
    async (request) => uploadDefect(ctx, request.user!, request.params.id, request.body.files, request.body.status, request.lang),
  );
  app.patch(
    '/applications/:id/defect_statement',
    { config: session, schema: { tags, params: wire.idParams, body: wire.defectBody } },
    async (request) => uploadDefect(ctx, request.user!, request.params.id, request.body.files, request.body.status, request.lang),
  );
  app.delete('/applications/:id/defect_statement', { config: session, schema: { tags, params: wire.idParams } }, async (request) =>
    deleteDefect(ctx, request.user!, request.params.id, request.lang),
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
