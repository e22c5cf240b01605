import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { createHashLink, resolveGlobalLink, validateHash } from './links.service.ts';

export async function linksRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/webservice/globallink',
    {
      config: { access: 'session' },
      schema: { tags: ['links'], querystring: z.object({ link: z.string().min(1, 'field.fillRequired'), view: z.string().optional() }) },
    },
    async (request) => resolveGlobalLink(request.query.link, request.query.view),
  );

  app.post(
    '/webservice/hash/validate',
    {
      config: { access: 'public' },
      schema: { tags: ['links'], body: z.object({ hash: z.string().min(1, 'field.fillRequired').max(200) }) },
    },
    async (request) => validateHash(db, request.body.hash),
  );

  app.post(
    '/webservice/hash',
    {
      config: { access: 'session' },
      schema: {
        tags: ['links'],
        body: z.object({
          link: z.string().min(1, 'field.fillRequired'),
          object_id: z.coerce.number().int().optional(),
          ttl_hours: z.coerce
            .number()
            .positive()
            .max(24 * 365)
            .optional(),
        }),
      },
    },
    async (request) =>
      createHashLink(
        db,
        { link: request.body.link, object_id: request.body.object_id, ttlHours: request.body.ttl_hours },
        request.user!.id,
      ),
  );
}
