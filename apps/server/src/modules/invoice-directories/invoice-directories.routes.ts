import { leftoversRegistry, procuratoriesRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { registryRoutes } from '../registry/index.ts';
import { leftovers, procuratories } from './invoice-directories.schema.ts';
import './invoice-directories.messages.ts';

/** The engine serves both directories: `/api/procuratories...` and `/api/leftovers...`. */
export async function invoiceDirectoriesRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: procuratoriesRegistry, table: procuratories });
  await fastify.register(registryRoutes, { db, realtime, definition: leftoversRegistry, table: leftovers });
}
