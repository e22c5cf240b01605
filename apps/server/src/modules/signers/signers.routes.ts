import {
  favoriteSignerInputSchema,
  signerGroupsRegistry,
  signersInputSchema,
  signersSchema,
  signerTypesRegistry,
  staffChainsRegistry,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { id } from '../../shared/wire.ts';
import { registryRoutes } from '../registry/index.ts';
import { signerGroups, signerTypes, staffChains } from '../users/index.ts';
import { addGroupToMine, getPeople, type PeopleOwner, setPeople } from './chains.service.ts';
import { addMySigner, mySigners, removeMySigner, replaceMySigners } from './favorites.service.ts';

const idParams = z.object({ id });
/** `signers[0]=..` (form) or `signers: [..]` (JSON). */
const idList = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? [] : Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v as object) : [v]),
  z.array(id).max(200),
);
const tags = ['signers'];

/**
 * Signers: the registries `staff_chains` (staffchains_view; web `/staffchains`), `signer_groups`
 * (`/signers/group`) and `signer_types` (`/signers/types`), each chain's and group's ordered
 * people (`GET / PUT <registry>/:id/signers`), and the user's own signers (`v2_signers/favorites`,
 * every signed-in user, their own list).
 */
export async function signersRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: staffChainsRegistry, table: staffChains });
  await fastify.register(registryRoutes, { db, realtime, definition: signerGroupsRegistry, table: signerGroups });
  await fastify.register(registryRoutes, { db, realtime, definition: signerTypesRegistry, table: signerTypes });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;

  for (const [owner, definition] of [
    ['staff_chains', staffChainsRegistry],
    ['signer_groups', signerGroupsRegistry],
  ] as const) {
    const path = `/${definition.name}/:id/signers`;
    const kind: PeopleOwner = owner;
    app.get(
      path,
      { config: { access: definition.permits.view }, schema: { tags, params: idParams, response: { 200: signersSchema } } },
      async (request) => getPeople(db, kind, request.params.id),
    );
    app.put(
      path,
      {
        config: { access: definition.permits.edit },
        schema: { tags, params: idParams, body: signersInputSchema, response: { 200: signersSchema } },
      },
      async (request) => setPeople(db, request.user!, kind, request.params.id, request.body.user_ids),
    );
  }

  const reply = { response: { 200: signersSchema } };
  app.get('/v2_signers/favorites', { config: session, schema: { tags, ...reply } }, async (request) => mySigners(db, request.user!));
  app.put('/v2_signers/favorites', { config: session, schema: { tags, body: z.object({ signers: idList }), ...reply } }, async (request) =>
    replaceMySigners(db, request.user!, request.body.signers),
  );
  app.post('/v2_signers/favorites', { config: session, schema: { tags, body: favoriteSignerInputSchema, ...reply } }, async (request) =>
    addMySigner(db, request.user!, request.body.user_id),
  );
  app.post('/v2_signers/favorites/group/:id', { config: session, schema: { tags, params: idParams, ...reply } }, async (request) =>
    addGroupToMine(db, request.user!, request.params.id),
  );
  app.delete('/v2_signers/favorites/:id', { config: session, schema: { tags, params: idParams, ...reply } }, async (request) =>
    removeMySigner(db, request.user!, request.params.id),
  );
}
