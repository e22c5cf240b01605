import { HEX_COLOR } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { id, optionalId } from '../../shared/wire.ts';
import { moduleParam } from '../objects/index.ts';
import { changeTag, createTag, detachTag, objectTags, searchTags } from './tags.service.ts';

const name = z.string().trim().min(1, 'field.fillRequired').max(100);
const color = z.string().trim().regex(HEX_COLOR, 'color.invalid');
const session = { access: 'session' } as const;
const tags = ['tags'];

/** The five `widgets/tags` calls of spec 3 §7, plus the tags of one object. */
export async function tagsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/widgets/tags',
    {
      config: session,
      schema: {
        tags,
        querystring: z.object({
          module: moduleParam,
          name: z.string().max(100).optional(),
          users_last: z.enum(['true', 'false', '1', '0']).optional(),
          item_id: optionalId,
        }),
      },
    },
    async (request) => {
      const { users_last, ...query } = request.query;
      return searchTags(db, request.user!, { ...query, users_last: users_last === 'true' || users_last === '1' });
    },
  );

  app.get(
    '/widgets/tags/item',
    { config: session, schema: { tags, querystring: z.object({ module: moduleParam, item_id: id }) } },
    async (request) => objectTags(db, request.user!, request.query.module, request.query.item_id),
  );

  app.post(
    '/widgets/tags',
    { config: session, schema: { tags, body: z.object({ module: moduleParam, name, item_id: id, color: color.optional() }) } },
    async (request) => createTag(db, request.user!, request.body),
  );

  app.post(
    '/widgets/tags/:tagId',
    {
      config: session,
      schema: {
        tags,
        params: z.object({ tagId: id }),
        body: z.object({ module: moduleParam, item_id: optionalId, color: color.optional(), name: name.optional() }),
      },
    },
    async (request) => changeTag(db, request.user!, request.params.tagId, request.body),
  );

  app.post(
    '/widgets/tags/:tagId/:rowId',
    {
      config: session,
      schema: {
        tags,
        params: z.object({ tagId: id, rowId: id }),
        body: z.object({ module: moduleParam, item_id: id, status: z.coerce.number().pipe(z.literal(0)) }),
      },
    },
    async (request) => detachTag(db, request.user!, request.params.tagId, request.params.rowId, request.body),
  );
}
