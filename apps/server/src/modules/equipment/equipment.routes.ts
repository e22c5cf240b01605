import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { getEquipment, listEquipment, pickEquipment } from './equipment.service.ts';

const blank = (v: unknown) => (v === '' ? undefined : v);
const listQuery = z.object({
  search: z.string().max(200).optional(),
  cursor: z.string().max(2000).optional(),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(50)),
});

export async function equipmentRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/equipment', { config: { access: 'session' }, schema: { tags: ['equipment'], querystring: listQuery } }, async (request) =>
    listEquipment(db, request.query),
  );
  app.get(
    '/equipment/autocomplete/eq/select',
    { config: { access: 'session' }, schema: { tags: ['equipment'], querystring: z.object({ term: z.string().max(200).optional() }) } },
    async (request) => pickEquipment(db, request.query.term),
  );
  app.get(
    '/equipment/:id',
    {
      config: { access: 'session' },
      schema: { tags: ['equipment'], params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    },
    async (request) => getEquipment(db, request.params.id),
  );
}
