import { trashActionResultSchema, trashListSchema, trashParamsSchema, trashQuerySchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listTrash, purgeFromTrash, restoreFromTrash, type TrashDeps } from './trash.service.ts';

/** The trash's routes (register under /api): list and restore need `trash_view`, purge `trash_purge`. */
export async function trashRoutes(fastify: FastifyInstance, deps: TrashDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trash'];
  app.get(
    '/trash',
    {
      config: { access: 'trash_view' },
      schema: {
        tags,
        summary: 'Trash: deleted records of every module, newest first (keyset pages)',
        querystring: trashQuerySchema,
        response: { 200: trashListSchema },
      },
    },
    async (request) => listTrash(deps, request.user!, request.query),
  );
  app.post(
    '/trash/:module/:id/restore',
    {
      config: { access: 'trash_view' },
      schema: {
        tags,
        summary: "Trash: restore a record by its module's rule",
        params: trashParamsSchema,
        response: { 200: trashActionResultSchema },
      },
    },
    async (request) => restoreFromTrash(deps, request.user!, request.params.module, request.params.id),
  );
  app.delete(
    '/trash/:module/:id',
    {
      config: { access: 'trash_purge' },
      schema: {
        tags,
        summary: 'Trash: purge a record in the trash for good',
        params: trashParamsSchema,
        response: { 200: trashActionResultSchema },
      },
    },
    async (request) => purgeFromTrash(deps, request.user!, request.params.module, request.params.id),
  );
}
