import {
  type ContractOriginalPlace,
  contractCasesRegistry,
  contractDivisionsRegistry,
  contractOriginalPlaceSchema,
  contractOriginalsRegistry,
} from '@app/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { idParams } from '../../shared/wire.ts';
import { registryRoutes } from '../registry/index.ts';
import { caseProblems, divisionProblems, latestPlacedDate, originalProblems } from './contract-cases.policy.ts';
import * as repo from './contract-cases.repository.ts';
import { contractCases, contractDivisions, contractOriginals } from './contract-cases.schema.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A user field is fine when empty, unchanged (a user blocked after being chosen stops no other edit) or an active user. */
async function userFine(tx: Db, value: unknown, stored: (() => Promise<number | null | undefined>) | undefined): Promise<boolean> {
  if (typeof value !== 'number') return true;
  if (stored && (await stored()) === value) return true;
  return repo.userActive(tx, value);
}

const storedUserOf = (tx: Db, table: typeof contractDivisions | typeof contractCases, column: PgColumn, id: number | undefined) =>
  id === undefined ? undefined : () => repo.storedUser(tx, table, column, id);

/**
 * The file registry (spec 1 §2 `/contracts/fileregistry`): divisions, cases and the originals'
 * entries on the engine under `/api/v2_contracts/nomenclature/...` with their rules
 * (`contract-cases.policy.ts`), and where a contract's original is kept.
 */
export async function contractCasesRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: contractDivisionsRegistry,
    table: contractDivisions,
    hooks: {
      validate: async (tx, record, id) => {
        const code = text(record.code);
        return divisionProblems({
          codeTaken: code !== undefined && (await repo.divisionCodeTaken(tx, code, id)),
          headActive: await userFine(tx, record.head_id, storedUserOf(tx, contractDivisions, contractDivisions.head_id, id)),
        });
      },
      writing: async (tx, write) => {
        if (write.action === 'delete' && write.id !== undefined && (await repo.divisionHasCases(tx, write.id)))
          throw new Conflict('contractCases.divisionHasCases');
      },
    },
  });

  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: contractCasesRegistry,
    table: contractCases,
    hooks: {
      validate: async (tx, record, id) => {
        const index = text(record.case_index);
        return caseProblems({
          indexTaken: index !== undefined && (await repo.caseIndexTaken(tx, index, id)),
          divisionLive: typeof record.division_id === 'number' && (await repo.divisionLive(tx, record.division_id)),
          responsibleActive: await userFine(tx, record.responsible_id, storedUserOf(tx, contractCases, contractCases.responsible_id, id)),
        });
      },
      writing: async (tx, write) => {
        if (write.action === 'delete' && write.id !== undefined && (await repo.caseHasOriginals(tx, write.id)))
          throw new Conflict('contractCases.caseHasOriginals');
      },
    },
  });

  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: contractOriginalsRegistry,
    table: contractOriginals,
    hooks: {
      validate: async (tx, record, id) => {
        const stored = id === undefined ? undefined : await repo.storedOriginal(tx, id);
        const contractId = typeof record.contract_id === 'number' ? record.contract_id : undefined;
        const caseId = typeof record.case_id === 'number' ? record.case_id : undefined;
        const inventory = text(record.inventory_number);
        return originalProblems({
          contractChanged: stored?.contract_id !== contractId,
          contract: contractId === undefined ? undefined : await repo.contractState(tx, contractId),
          contractPlaced: contractId !== undefined && (await repo.contractAlreadyPlaced(tx, contractId, id)),
          caseRow: caseId === undefined ? undefined : await repo.caseState(tx, caseId),
          caseChanged: stored?.case_id !== caseId,
          inventoryTaken: inventory !== undefined && (await repo.inventoryNumberTaken(tx, inventory, id)),
          placedDate: record.placed_date,
          latestDate: latestPlacedDate(new Date()),
          placedByActive: await userFine(tx, record.placed_by, stored ? async () => stored.placed_by : undefined),
        });
      },
    },
  });

  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/v2_contracts/nomenclature/contracts/:id',
    {
      config: { access: contractOriginalsRegistry.permits.view },
      schema: {
        tags: [contractOriginalsRegistry.name],
        summary: 'File registry: where the contract original is kept (null when not placed)',
        params: idParams,
        response: { 200: contractOriginalPlaceSchema },
      },
    },
    async (request): Promise<ContractOriginalPlace> => {
      if (!(await repo.contractLive(db, request.params.id))) throw new NotFound();
      return { original: (await repo.originalOfContract(db, request.params.id)) ?? null };
    },
  );
}
