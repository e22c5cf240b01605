import { contractProfitTypesRegistry, contractsRegistry, contractTypesRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Notifications } from '../notifications/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { registerDocumentFiles } from './contract-documents.service.ts';
import { contractPartsRoutes } from './contract-parts.routes.ts';
import { scheduleNextDaily, startContractsDaily } from './contract-reminders.service.ts';
import { contractsCallsRoutes } from './contracts.routes.ts';
import { contractProfitTypes, contracts, contractTypes } from './contracts.schema.ts';
import { contractsHooks } from './contracts-registry.service.ts';

export interface ContractsDeps {
  db: Db;
  realtime: Realtime;
  /** The daily job (reminders, prolongation, expiry) runs when both are given. */
  jobs?: Jobs;
  notifications?: Notifications;
  startJobs?: boolean;
}

/**
 * Contracts (issue 14): the directory's registries (types, profit types), the contracts registry
 * on the engine at `/api/documents/contracts` with its rules, the module's own calls, the
 * documents' files (attachments of `contract_documents`) and the daily job.
 */
export async function contractsRoutes(fastify: FastifyInstance, { db, realtime, jobs, notifications, startJobs }: ContractsDeps) {
  await fastify.register(registryRoutes, { db, realtime, definition: contractTypesRegistry, table: contractTypes });
  await fastify.register(registryRoutes, { db, realtime, definition: contractProfitTypesRegistry, table: contractProfitTypes });
  await fastify.register(registryRoutes, { db, realtime, definition: contractsRegistry, table: contracts, hooks: contractsHooks });
  await fastify.register(contractsCallsRoutes, { db });
  registerDocumentFiles(db);
  if (jobs && notifications) {
    await startContractsDaily({ db, jobs, notifications, realtime });
    if (startJobs) fastify.addHook('onReady', async () => scheduleNextDaily(jobs));
  }
  await fastify.register(contractPartsRoutes, { db, realtime });
}
