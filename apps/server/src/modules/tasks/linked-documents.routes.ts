import * as c from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TasksDeps } from './access.service.ts';
import { getTicketAttachments, setLinkedDocumentStatus } from './linked-documents.service.ts';
import * as w from './tasks.wire.ts';

const session = { access: 'session' } as const;
const tags = ['tasks'];

/**
 * The task card's calls about its linked document (spec 2 §7): `GET load/tasks/:id/attachments`
 * and `PATCH documents/:id/status` ("update document {id} | status"). The status call is served
 * here, not by the documents module: its rule is the ticket's (a performer of a ticket linking the
 * document), and the tasks module already depends on the documents module, not the other way round.
 */
export async function linkedDocumentRoutes(fastify: FastifyInstance, { deps }: { deps: TasksDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/load/tasks/:id/attachments',
    { config: session, schema: { tags, params: w.ticketParams, response: { 200: c.ticketAttachmentsSchema } } },
    async (request) => getTicketAttachments(deps, request.user!, request.params.id, request.lang),
  );

  app.patch(
    '/documents/:id/status',
    {
      config: session,
      schema: {
        tags,
        summary: "A document's state from a task card (performers of a ticket linking it; documents editors)",
        params: z.object({ id: w.id }),
        body: c.documentStatusBodySchema,
        response: { 200: c.documentStatusAnswerSchema },
      },
    },
    async (request) => setLinkedDocumentStatus(deps, request.user!, request.params.id, request.body.status, request.lang),
  );
}
