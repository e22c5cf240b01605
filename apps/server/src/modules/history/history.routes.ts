import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { limit } from '../../shared/wire.ts';
import { objectParams } from '../objects/index.ts';
import { objectHistoryPage } from './history.service.ts';

export async function historyRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/history/:module/:objectId',
    {
      config: { access: 'session' },
      schema: {
        tags: ['history'],
        params: objectParams,
        querystring: z.object({ cursor: z.string().max(200).optional(), limit: limit() }),
      },
    },
    async (request) => objectHistoryPage(db, request.user!, request.params.module, request.params.objectId, request.query),
  );
}
