import {
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  notificationsListSchema,
  notificationsQuerySchema,
} from '@app/contracts';
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
      schema: { tags: ['notifications'], querystring: notificationsQuerySchema, response: { 200: notificationsListSchema } },
    },
    async (request) => notifications.list(request.user!.id, request.query),
  );
  app.patch(
    '/notifications/read',
    { config: { access: 'session' }, schema: { tags: ['notifications'], body: z.object({ id: z.coerce.number().int().optional() }) } },
    async (request) => {
      await notifications.markRead(request.user!.id, request.body.id);
      return { result: true };
    },
  );
  app.get(
    '/notifications/settings',
    { config: { access: 'session' }, schema: { tags: ['notifications'], response: { 200: notificationSettingsSchema } } },
    async (request) => notifications.settings(request.user!.id),
  );
  app.patch(
    '/notifications/settings',
    {
      config: { access: 'session' },
      schema: { tags: ['notifications'], body: notificationSettingsPatchSchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) => notifications.saveSettings(request.user!.id, request.body.items),
  );
}
