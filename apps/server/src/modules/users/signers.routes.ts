import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { id } from '../../shared/wire.ts';
import {
  addMySigner,
  createStaffChain,
  getStaffChain,
  listStaffChains,
  MAX_CHAIN,
  mySigners,
  removeMySigner,
  replaceMySigners,
  updateStaffChain,
} from './signers.service.ts';

const idParams = z.object({ id });
/** `signers[0]=..` (form) or `signers: [..]` (JSON); more than MAX_CHAIN is left to the service's message. */
const idList = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? [] : Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v as object) : [v]),
  z.array(id).max(MAX_CHAIN * 4),
);
const name = z.string().trim().min(1, 'field.fillRequired').max(200);
const tags = ['signers'];

/**
 * The user's own signers (`v2_signers/favorites`, every signed-in user, their own list) and the
 * staff chains (`staffchains`, staffchains_view).
 */
export async function signerChainRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;
  const chains = { access: 'staffchains_view' } as const;

  app.get('/v2_signers/favorites', { config: session, schema: { tags } }, async (request) => mySigners(db, request.user!));
  app.put('/v2_signers/favorites', { config: session, schema: { tags, body: z.object({ signers: idList }) } }, async (request) =>
    replaceMySigners(db, request.user!, request.body.signers),
  );
  app.post('/v2_signers/favorites', { config: session, schema: { tags, body: z.object({ user_id: id }) } }, async (request) =>
    addMySigner(db, request.user!, request.body.user_id),
  );
  app.delete('/v2_signers/favorites/:id', { config: session, schema: { tags, params: idParams } }, async (request) =>
    removeMySigner(db, request.user!, request.params.id),
  );

  app.get('/staffchains', { config: chains, schema: { tags } }, async () => listStaffChains(db));
  app.get('/staffchains/:id', { config: chains, schema: { tags, params: idParams } }, async (request) =>
    getStaffChain(db, request.params.id),
  );
  app.post('/staffchains', { config: chains, schema: { tags, body: z.object({ name, signers: idList }) } }, async (request) =>
    createStaffChain(db, request.user!, request.body),
  );
  app.patch(
    '/staffchains/:id',
    {
      config: chains,
      schema: {
        tags,
        params: idParams,
        body: z.object({
          name: name.optional(),
          signers: idList.optional(),
          status: z.coerce.number().pipe(z.literal(0)).optional(),
        }),
      },
    },
    async (request) => updateStaffChain(db, request.user!, request.params.id, request.body),
  );
}
