import * as c from '@app/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { sendError } from '../../plugins/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import { createAct, deleteAct, listActs, patchAct, printAct } from './contract-acts.service.ts';
import { attachEquipment, changeEquipment, detachEquipment, equipmentOwners, listEquipment } from './contract-equipment.service.ts';
import { localizePartsKey } from './contract-parts.messages.ts';
import { addSigners, cancelSign, listSigners, removeSigner, sign, terminateContract } from './contract-signers.service.ts';
import { createWork, listPeriods, listWorks, patchWork } from './contract-works.service.ts';

const workParams = z.object({ workId: idParams.shape.id });

/**
 * The contract's works and services, acts of completed work (with the printable act), signers
 * and signing, and attached equipment (issue 14; spec 3 §7 "Contracts"). contracts_view reads,
 * contracts_edit writes; signing and cancel_sign are the signer's own (checked in the service).
 */
export async function contractPartsRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, realtime };
  // The parts' validation keys (`contractParts.*`) answered in the caller's language.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const issues = (error as { validation?: { message?: string }[] }).validation;
    if (Array.isArray(issues))
      for (const issue of issues) if (issue.message) issue.message = localizePartsKey(issue.message, request.lang ?? 'ru');
    return sendError(error, request, reply);
  });
  const view = { access: c.contractsRegistry.permits.view };
  const edit = { access: c.contractsRegistry.permits.edit };
  const session = { access: 'session' } as const;
  const tags = ['contracts'];

  // Works and services, periods -----------------------------------------------------------------
  app.get(
    '/v2_contracts/works/periods',
    { config: view, schema: { tags, querystring: c.contractPeriodsQuery, response: { 200: c.contractPeriodsSchema } } },
    async (request) => listPeriods(db, request.query, request.lang),
  );
  app.get(
    '/v2_contracts/:id/works',
    { config: view, schema: { tags, params: idParams, response: { 200: c.contractWorksAnswerSchema } } },
    async (request) => listWorks(db, request.user!, request.params.id, request.lang),
  );
  app.post(
    '/v2_contracts/:id/works',
    { config: edit, schema: { tags, params: idParams, body: c.contractWorkCreateBody, response: { 200: c.contractWorkSchema } } },
    async (request) => createWork(ctx, request.user!, request.params.id, request.body, request.lang),
  );
  app.patch(
    '/v2_contracts/works/:workId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change a work, or delete it with status 0',
        params: workParams,
        body: c.contractWorkPatchBody,
        response: { 200: c.contractWorksAnswerSchema },
      },
    },
    async (request) => patchWork(ctx, request.user!, request.params.workId, request.body, request.lang),
  );

  // Acts of completed work ---------------------------------------------------------------------
  app.get(
    '/v2_contracts/:id/acts/works',
    { config: view, schema: { tags, params: idParams, response: { 200: c.contractActsAnswerSchema } } },
    async (request) => listActs(db, request.user!, request.params.id, request.lang),
  );
  app.post(
    '/v2_contracts/:id/acts/works',
    { config: edit, schema: { tags, params: idParams, body: c.contractActCreateBody, response: { 200: c.contractActSchema } } },
    async (request) => createAct(ctx, request.user!, request.params.id, request.body, request.lang),
  );
  app.patch(
    '/v2_contracts/acts/works/:actId',
    { config: edit, schema: { tags, params: c.contractActParams, body: c.contractActPatchBody, response: { 200: c.contractActSchema } } },
    async (request) => patchAct(ctx, request.user!, request.params.actId, request.body, request.lang),
  );
  app.delete(
    '/v2_contracts/acts/works/:actId',
    { config: edit, schema: { tags, params: c.contractActParams, response: { 200: z.object({ id: z.number() }) } } },
    async (request) => deleteAct(ctx, request.user!, request.params.actId, request.lang),
  );
  app.get(
    '/v2_contracts/acts/:actId/pdf',
    { config: view, schema: { tags, summary: 'The printable act (PDF)', params: c.contractActParams } },
    async (request, reply) => {
      const { pdf, fileName } = await printAct(db, request.params.actId, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Signers ------------------------------------------------------------------------------------
  const signersReply = { 200: c.contractSignersAnswerSchema };
  app.get(
    '/documents/contracts/:id/signers',
    { config: view, schema: { tags, params: idParams, response: signersReply } },
    async (request) => listSigners(db, request.user!, request.params.id),
  );
  app.post(
    '/documents/contracts/:id/signers',
    { config: edit, schema: { tags, params: idParams, body: c.contractSignersAddBody, response: signersReply } },
    async (request) => addSigners(ctx, request.user!, request.params.id, request.body, request.lang),
  );
  app.patch(
    '/documents/contracts/signers/:signerId',
    {
      config: session,
      schema: {
        tags,
        summary: 'The signer signs or refuses, in turn',
        params: c.contractSignerParams,
        body: c.contractSignBody,
        response: signersReply,
      },
    },
    async (request) => sign(ctx, request.user!, request.params.signerId, request.body, request.lang),
  );
  app.delete(
    '/documents/contracts/signers/:signerId',
    { config: edit, schema: { tags, params: c.contractSignerParams, response: signersReply } },
    async (request) => removeSigner(ctx, request.user!, request.params.signerId, request.lang),
  );
  app.get(
    '/v2_contracts/:id/cancel_sign',
    {
      config: session,
      schema: { tags, summary: 'Take back the own signature (contracts_edit: all)', params: idParams, response: signersReply },
    },
    async (request) => cancelSign(ctx, request.user!, request.params.id, request.lang),
  );

  app.post(
    '/documents/contracts/:id/terminate',
    {
      config: edit,
      schema: { tags, summary: 'Terminate the contract (once)', params: idParams, response: { 200: c.contractTerminateAnswerSchema } },
    },
    async (request) => terminateContract(ctx, request.user!, request.params.id, request.lang),
  );

  // Equipment ----------------------------------------------------------------------------------
  const equipmentReply = { 200: c.contractEquipmentListSchema };
  app.get(
    '/documents/contracts/:id/equipment',
    { config: view, schema: { tags, params: idParams, response: equipmentReply } },
    async (request) => listEquipment(db, request.user!, request.params.id),
  );
  app.post(
    '/documents/contracts/:id/equipment',
    { config: edit, schema: { tags, params: idParams, body: c.contractEquipmentCreateBody, response: equipmentReply } },
    async (request) => attachEquipment(ctx, request.user!, request.params.id, request.body, request.lang),
  );
  app.patch(
    '/documents/contracts/equipment/:linkId',
    { config: edit, schema: { tags, params: c.contractEquipmentParams, body: c.contractEquipmentPatchBody, response: equipmentReply } },
    async (request) => changeEquipment(ctx, request.user!, request.params.linkId, request.body, request.lang),
  );
  app.delete(
    '/documents/contracts/equipment/:linkId',
    { config: edit, schema: { tags, params: c.contractEquipmentParams, response: equipmentReply } },
    async (request) => detachEquipment(ctx, request.user!, request.params.linkId, request.lang),
  );
  app.get(
    '/v2_contracts/equipment/:id/owners',
    {
      config: session,
      schema: {
        tags,
        summary: 'Contractors holding the equipment today (applications)',
        params: idParams,
        response: { 200: c.equipmentOwnersSchema },
      },
    },
    async (request) => equipmentOwners(db, request.params.id),
  );
}
