import * as c from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import './equipment-acts.messages.ts';
import { createAct, getAct, listActs, machineActs, printAct, registerActsAccess, signAct, TECH_PERMIT } from './equipment-acts.service.ts';

/**
 * Equipment handover acts (`/tech/acts`, issue 16): list, card, create (output / input), sign,
 * PDF, and the machine card's act history with its current holder. All `tech_view`.
 */
export async function equipmentActsRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, realtime };
  const config = { access: TECH_PERMIT } as const;
  // The card, its PDF and signing: tech_view, or the act's giver or receiver (a driver signs for the machine).
  const participant = { access: 'session' } as const;
  const tags = ['equipment'];
  registerActsAccess(db, realtime);

  app.get(
    '/tech/acts',
    { config, schema: { tags, querystring: c.equipmentActsQuery, response: { 200: c.equipmentActsPageSchema } } },
    async (request) => listActs(db, request.query),
  );
  app.post(
    '/tech/acts',
    {
      config,
      schema: {
        tags,
        summary: 'Hand equipment over (output) or take it back (input)',
        body: c.equipmentActInput,
        response: { 200: c.equipmentActCardSchema },
      },
    },
    async (request) => createAct(ctx, request.user!, request.body, request.lang),
  );
  app.get(
    '/tech/acts/:id',
    { config: participant, schema: { tags, params: idParams, response: { 200: c.equipmentActCardSchema } } },
    async (request) => getAct(db, request.user!, request.params.id),
  );
  app.post(
    '/tech/acts/:id/sign',
    {
      config: participant,
      schema: { tags, params: idParams, body: c.equipmentActSignBody.optional(), response: { 200: c.equipmentActCardSchema } },
    },
    async (request) => signAct(ctx, request.user!, request.params.id, request.body?.role),
  );
  app.get(
    '/tech/acts/:id/pdf',
    { config: participant, schema: { tags, summary: 'The printable act (PDF)', params: idParams } },
    async (request, reply) => {
      const { pdf, fileName } = await printAct(db, request.user!, request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.get(
    '/equipment/:id/acts',
    {
      config,
      schema: { tags, summary: 'The machine’s acts and current holder', params: idParams, response: { 200: c.equipmentActsHistorySchema } },
    },
    async (request) => machineActs(db, request.params.id),
  );
}
