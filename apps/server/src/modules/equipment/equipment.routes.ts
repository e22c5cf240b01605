import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { getEquipment, pickEquipment } from './equipment.service.ts';

export async function equipmentRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
