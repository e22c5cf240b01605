import { calendarQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import { eventsOf } from './calendar.service.ts';

export async function calendarRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/home/events', { config: { access: 'session' }, schema: { tags: ['home'], querystring: calendarQuery } }, async (request) =>
    eventsOf(db, request.user!.id, request.query),
  );
}
