import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { getCompanyParams, listParams, setParam } from './company.service.ts';

export async function companyRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/services/company_params', { config: { access: 'session' }, schema: { tags: ['company'] } }, async () => getCompanyParams(db));

  app.get('/users/params', { config: { access: 'users_access' }, schema: { tags: ['company'] } }, async (request) => ({
    items: await listParams(db, request.lang),
  }));

  app.patch(
    '/users/params/:key',
    {
      config: { access: 'users_access' },
      schema: {
        tags: ['company'],
        params: z.object({ key: z.string() }),
        body: z.object({ value: z.union([z.string(), z.number(), z.boolean()]) }),
      },
    },
    async (request) => setParam(db, request.params.key, request.body.value, request.user!.id),
  );
}
