import { addReadersInputSchema, documentReadersResponseSchema, documentsRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParams } from '../../shared/wire.ts';
import { addReaders, listReaders, markRead, type ReadersDeps, removeReader } from './document-readers.service.ts';

const { view: VIEW, edit: EDIT } = documentsRegistry.permits;
const tags = [documentsRegistry.name];

/** Readers of a document (spec 3 §7 `documents/{id}/readers`). */
export async function documentReadersRoutes(fastify: FastifyInstance, deps: ReadersDeps) {
  const { db } = deps;
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: documentReadersResponseSchema };

  typed.get(
    '/documents/:id/readers',
    { config: { access: VIEW }, schema: { tags, summary: 'Documents: the readers and their read marks', params: idParams, response } },
    async (request) => listReaders(db, request.user!, request.params.id),
  );

  typed.post(
    '/documents/:id/readers',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Documents: send to readers (each new reader is notified); answers the readers',
        params: idParams,
        body: addReadersInputSchema,
        response,
      },
    },
    async (request) => addReaders(deps, request.user!, request.params.id, request.body.user_ids),
  );

  typed.patch(
    '/documents/:id/readers/read',
    {
      config: { access: VIEW },
      schema: { tags, summary: 'Documents: the caller marks the document read (a reader only)', params: idParams, response },
    },
    async (request) => markRead(deps, request.user!, request.params.id),
  );

  typed.delete(
    '/documents/:id/readers/:userId',
    {
      config: { access: EDIT },
      schema: { tags, summary: 'Documents: take a user off the readers', params: z.object({ id, userId: id }), response },
    },
    async (request) => removeReader(deps, request.user!, request.params.id, request.params.userId),
  );
}
