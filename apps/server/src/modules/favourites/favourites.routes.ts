import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import { objectParams } from '../objects/index.ts';
import { toggleLike } from './favourites.service.ts';

export async function favouritesRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/favorites/:module/:objectId',
    { config: { access: 'session' }, schema: { tags: ['favorites'], params: objectParams } },
    async (request) => toggleLike(db, request.user!, request.params.module, request.params.objectId),
  );
}
