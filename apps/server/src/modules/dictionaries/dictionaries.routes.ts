import { locationsRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { limit } from '../../shared/wire.ts';
import { registryRoutes } from '../registry/index.ts';
import { locations } from './dictionaries.schema.ts';
import { pickLocations, pickNomenclature, pickUnits } from './dictionaries.service.ts';

const lookupQuery = z.object({ term: z.string().max(200).optional(), limit: limit(50, 200) });

/**
 * Dictionary look-ups of the application form (spec 1 §7 "Lookups"). `GET partners` is the
 * partners registry's (partners module), autocomplete included; `GET projects` the projects registry's
 * (projects module), its look-up `projects?model_method=autocomplete`. The locations are also the
 * registry `locations_list` of `/directory/locations` (right `locations_list_view`).
 */
export async function dictionariesRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: locationsRegistry, table: locations });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['dictionaries'];

  app.get('/locations', { config: { access: 'session' }, schema: { tags, querystring: lookupQuery } }, async (request) =>
    pickLocations(db, request.query.term, request.query.limit),
  );
  app.get('/nomenclature/autocomplete', { config: { access: 'session' }, schema: { tags, querystring: lookupQuery } }, async (request) =>
    pickNomenclature(db, request.query.term, request.query.limit),
  );
  app.get('/units', { config: { access: 'session' }, schema: { tags, querystring: lookupQuery } }, async (request) =>
    pickUnits(db, request.query.term, request.query.limit),
  );
}
