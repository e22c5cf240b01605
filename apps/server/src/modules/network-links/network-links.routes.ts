import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { id, optionalFlag, optionalId } from '../../shared/wire.ts';
import { moduleParam } from '../objects/index.ts';
import { addLinks, changeLink, listLinks } from './network-links.service.ts';

const text = z.string().max(2000);
/** `link[0][name]` arrives as an array (or an object keyed by index); JSON may send one row. */
const rows = z.preprocess(
  (v) => (Array.isArray(v) ? v.filter((r) => r !== undefined) : v && typeof v === 'object' ? Object.values(v) : v),
  z.array(z.object({ name: text.optional(), link: text.optional(), object_id: optionalId })).max(99),
);
const session = { access: 'session' } as const;
const tags = ['network_links'];

export async function networkLinksRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/network_links/:module/:itemId',
    { config: session, schema: { tags, params: z.object({ module: moduleParam, itemId: id }) } },
    async (request) => listLinks(db, request.user!, request.params.module, request.params.itemId),
  );

  app.post(
    '/network_links',
    { config: session, schema: { tags, body: z.object({ module: moduleParam, object_id: optionalId, link: rows }) } },
    async (request) => addLinks(db, request.user!, request.body),
  );

  app.patch(
    '/network_links/:id',
    {
      config: session,
      schema: {
        tags,
        params: z.object({ id }),
        body: z.object({ link: z.object({ name: text.optional(), link: text.optional(), status: optionalFlag }) }),
      },
    },
    async (request) => changeLink(db, request.user!, request.params.id, request.body.link),
  );
}
