import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { autocompleteUsers, getShortCard, mentionOptions } from './lookup.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const flag = z.preprocess((v) => (v === 'true' ? 1 : v === 'false' || v === '' ? 0 : v), z.coerce.number().int().min(0).max(1).default(0));

/** Look-ups for every signed-in user: the short card, the user autocomplete and the mention search. */
export async function userLookupRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;

  app.get('/users/:id/short', { config: session, schema: { tags: ['users'], params: idParams } }, async (request) =>
    getShortCard(db, request.params.id),
  );

  app.get(
    '/autocomplete/users',
    { config: session, schema: { tags: ['users'], querystring: z.object({ term: z.string().max(200).optional(), fired: flag }) } },
    async (request) => autocompleteUsers(db, request.query.term, request.query.fired === 1),
  );

  app.get(
    '/autocomplete/users/notices',
    {
      config: session,
      schema: { tags: ['users'], querystring: z.object({ term: z.string().max(200).optional(), hidden_chat_access: flag }) },
    },
    async (request) => mentionOptions(db, request.query.term, request.query.hidden_chat_access === 1),
  );
}
