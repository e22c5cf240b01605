import type { PositionStatusCode } from '@app/contracts';
import * as c from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../shared/i18n.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { optionalFlag } from '../../shared/wire.ts';
import { boardOptions } from '../tasks/index.ts';
import { applicationTabsRoutes } from './application-tabs.routes.ts';
import * as wire from './applications.wire.ts';
import { getCard, getFormData, getShort, getTree } from './card.service.ts';
import type { Ctx } from './context.service.ts';
import { registerApplicationsAccess } from './context.service.ts';
import { createApplication, editApplication } from './create-edit.service.ts';
import { exportApplications, importApplications } from './documents.service.ts';
import { autocompleteInvoices } from './invoices-tab.service.ts';
import { alertApplication, autocompletePositions, findPerformers, listApplications, toggleFavourite } from './list.service.ts';
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

/** Supply applications (spec 1 §2–9, spec 3 §7 "Applications"): every call under /api. */
export async function applicationsRoutes(fastify: FastifyInstance, ctx: Ctx) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  registerApplicationsAccess(db, ctx.realtime);
  const session = { access: 'session' } as const;
  const tags = ['applications'];

  // Reference data and look-ups -------------------------------------------------------
  app.get(
    '/applications/types',
    { config: session, schema: { tags, response: { 200: c.applicationTypesSchema }, querystring: wire.typesQuery } },
    async (request) => listTypes(db, request.lang, request.query.for_equipment ?? request.query.equipment),
  );
  app.get(
    '/applications/statuses',
    { config: session, schema: { tags, response: { 200: c.applicationStatusesSchema } } },
    async (request) => listStatuses(request.lang),
  );
  app.get(
    '/applications/performers',
    { config: session, schema: { tags, response: { 200: c.personOptionsSchema }, querystring: wire.termQuery } },
    async (request) => findPerformers(db, request.query.term, request.query.limit),
  );
  app.get(
    '/applications/signers',
    { config: session, schema: { tags, response: { 200: c.personOptionsSchema }, querystring: wire.termQuery } },
    async (request) => signerOptions(ctx, request.user!, request.query.term, request.query.limit),
  );
  app.get('/applications/signers/chains', { config: session, schema: { tags, response: { 200: c.readyChainsSchema } } }, async (request) =>
    readyChains(ctx, request.user!),
  );
  // Spec 1 §7 lookups: the boards select (`folder=0`), served by the task module.
  app.get(
    '/tickets/boards/select',
    {
      config: session,
      schema: {
        tags,
        response: { 200: c.boardSelectSchema },
        querystring: z.object({ term: z.string().max(200).optional(), folder: optionalFlag, model_method: z.string().max(50).optional() }),
      },
    },
    async (request) => boardOptions(db, request.user!, request.query.term),
  );
  app.get(
    '/autocomplete/applications/snab',
    { config: session, schema: { tags, response: { 200: c.positionOptionsSchema }, querystring: wire.termQuery } },
    async (request) => autocompletePositions(ctx, request.user!, request.query.term, request.query.pack_id, request.query.limit),
  );
  app.get(
    '/autocomplete/applications/invoices',
    { config: session, schema: { tags, response: { 200: c.invoiceOptionsSchema }, querystring: wire.termQuery } },
    async (request) => autocompleteInvoices(ctx, request.user!, request.query, request.lang),
  );

  // List, export, import ----------------------------------------------------------------
  app.get(
    '/applications',
    { config: session, schema: { tags, response: { 200: c.applicationListPageSchema }, querystring: wire.listQuery } },
    async (request) => listApplications(ctx, request.user!, request.query, request.lang),
  );
  app.get('/applications/export', { config: session, schema: { tags, querystring: wire.listQuery } }, async (request, reply) => {
    const file = await exportApplications(ctx, request.user!, request.query, request.lang);
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="${file.name}"`);
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.buffer);
  });
  app.post(
    '/import/applications',
    { config: session, schema: { tags, response: { 200: c.importReportSchema }, body: wire.importBody } },
    async (request) => importApplications(ctx, request.user!, request.body.file[0]?.file, request.lang),
  );

  // Create, edit, card --------------------------------------------------------------------
  app.post(
    '/applications',
    { config: session, schema: { tags, response: { 200: c.createApplicationAnswerSchema }, body: wire.createBody } },
    async (request) => createApplication(ctx, request.user!, request.body, request.lang),
  );
  app.patch(
    '/applications/:id',
    { config: session, schema: { tags, response: { 200: c.editApplicationAnswerSchema }, params: wire.idParams, body: wire.editBody } },
    async (request) => {
      const result = await editApplication(ctx, request.user!, request.params.id, request.body);
      return { ...result, result_content: translate('applications.saved', request.lang) };
    },
  );
  app.get(
    '/applications/:id',
    { config: session, schema: { tags, response: { 200: c.applicationCardSchema }, params: wire.idParams, querystring: wire.cardQuery } },
    async (request) => getCard(ctx, request.user!, request.params.id, request.query, request.lang),
  );
  app.get(
    '/applications/:id/short',
    { config: session, schema: { tags, response: { 200: c.applicationShortSchema }, params: wire.idParams } },
    async (request) => getShort(ctx, request.user!, request.params.id, request.lang),
  );
  app.get(
    '/applications/get_data/:id',
    { config: session, schema: { tags, response: { 200: c.applicationFormDataSchema }, params: wire.idParams } },
    async (request) => getFormData(ctx, request.user!, request.params.id, request.lang),
  );
  app.get(
    '/applications/:id/tree',
    { config: session, schema: { tags, response: { 200: c.applicationTreeSchema }, params: wire.idParams } },
    async (request) => getTree(ctx, request.user!, request.params.id, request.lang),
  );
  app.post(
    '/applications/favorite/:id',
    { config: session, schema: { tags, response: { 200: c.favouriteAnswerSchema }, params: wire.idParams } },
    async (request) => toggleFavourite(ctx, request.user!, request.params.id),
  );
  app.post(
    '/applications/alert/:id',
    { config: session, schema: { tags, response: { 200: c.alertAnswerSchema }, params: wire.idParams } },
    async (request) => alertApplication(ctx, request.user!, request.params.id, request.lang),
  );

  // Positions -------------------------------------------------------------------------
  app.post(
    '/applications/:id/snab/status/:pos',
    {
      config: session,
      schema: { tags, response: { 200: c.positionStatusAnswerSchema }, params: wire.posParams, body: wire.positionStatusBody },
    },
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
    { config: session, schema: { tags, response: { 200: c.positionStatusAnswerSchema }, params: wire.rollbackParams } },
    async (request) => rollbackPositionStatus(ctx, request.user!, request.params.id, request.params.pos, request.params.status),
  );
  app.post(
    '/applications/:id/snab/responsible',
    {
      config: session,
      schema: { tags, response: { 200: c.positionResponsibleAnswerSchema }, params: wire.idParams, body: wire.responsibleBody },
    },
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
    {
      config: session,
      schema: { tags, response: { 200: c.positionEquipmentAnswerSchema }, params: wire.posParams, body: wire.equipmentBody },
    },
    async (request) => setPositionEquipment(ctx, request.user!, request.params.id, request.params.pos, request.body),
  );
  app.get('/applications/:id/snab/:pos/photo', { config: session, schema: { tags, params: wire.posParams } }, async (request, reply) => {
    const file = await positionPhoto(ctx, request.user!, request.params.id, request.params.pos);
    return sendStoredFile(reply, ctx.storage.open(file.path), { name: file.name, size: await ctx.storage.size(file.path) });
  });
  app.post(
    '/applications/:id/snab/explanations',
    {
      config: session,
      schema: { tags, response: { 200: c.positionExplanationAnswerSchema }, params: wire.idParams, body: wire.explanationsBody },
    },
    async (request) => setPositionExplanation(ctx, request.user!, request.params.id, request.body.snab_id, request.body.explanation),
  );
  app.post(
    '/files/snab/:id',
    { config: session, schema: { tags, response: { 200: c.positionFilesAnswerSchema }, params: wire.idParams, body: wire.filesBody } },
    async (request) => addPositionFiles(ctx, request.user!, request.params.id, request.body.files),
  );
  app.patch(
    '/files/snab/update/:id',
    { config: session, schema: { tags, response: { 200: c.positionFileAnswerSchema }, params: wire.idParams, body: wire.fileUpdateBody } },
    async (request) => updatePositionFile(ctx, request.user!, request.params.id, request.body),
  );
  app.get('/files/snab/:id', { config: session, schema: { tags, params: wire.idParams } }, async (request, reply) => {
    const file = await positionFileForDownload(ctx, request.user!, request.params.id);
    return sendStoredFile(reply, ctx.storage.open(file.path), { name: file.name, size: await ctx.storage.size(file.path) });
  });

  // Signers ---------------------------------------------------------------------------
  app.post(
    '/applications/:id/signers',
    { config: session, schema: { tags, response: { 200: c.signersAnswerSchema }, params: wire.idParams, body: wire.signersBody } },
    async (request) => {
      const result = await setSigners(ctx, request.user!, request.params.id, request.body.signers ?? request.body.users ?? [], 'add');
      return { ...result, result_content: translate(result.result_content, request.lang) };
    },
  );
  app.patch(
    '/applications/:id/signers',
    { config: session, schema: { tags, response: { 200: c.signersAnswerSchema }, params: wire.idParams, body: wire.signersBody } },
    async (request) => {
      const result = await setSigners(ctx, request.user!, request.params.id, request.body.signers ?? request.body.users ?? [], 'replace');
      return { ...result, result_content: translate(result.result_content, request.lang) };
    },
  );
  app.post(
    '/applications/:id/snabs/sign',
    { config: session, schema: { tags, response: { 200: c.signersAnswerSchema }, params: wire.idParams } },
    async (request) => sign(ctx, request.user!, request.params.id),
  );
  await applicationTabsRoutes(fastify, ctx);
}
