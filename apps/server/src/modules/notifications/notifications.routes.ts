import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notifications } from './notifications.service.ts';

export async function notificationsRoutes(fastify: FastifyInstance, { notifications }: { notifications: Notifications }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/notifications/count', { config: { access: 'session' }, schema: { tags: ['notifications'] } }, async (request) => ({
    count: await notifications.unreadCount(request.user!.id),
  }));
  app.get(
    '/notifications',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        querystring: z.object({ cursor: z.coerce.number().int().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
      },
    },
    async (request) => notifications.list(request.user!.id, request.query.cursor, request.query.limit),
  );
  app.patch(
    '/notifications/read',
    { config: { access: 'session' }, schema: { tags: ['notifications'], body: z.object({ id: z.coerce.number().int().optional() }) } },
    async (request) => {
      await notifications.markRead(request.user!.id, request.body.id);
      return { result: true };
    },
  );
}
