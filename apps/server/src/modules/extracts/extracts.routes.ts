import {
  banksRegistry,
  extractFetchAnswerSchema,
  extractFilesSchema,
  extractFormatErrorSchema,
  extractLineSchema,
  extractListPageSchema,
  extractListQuerySchema,
  extractPatchAnswerSchema,
  extractPatchBodySchema,
  extractPaymentSchema,
  extractRelationBodySchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams, uploadList } from '../../shared/wire.ts';
import { registryRoutes } from '../registry/index.ts';
import { lineCandidates } from './candidates.service.ts';
import { banks } from './extracts.schema.ts';
import { ExtractFormatRefusal, fetchExtract, listFiles, listLines, patchLines, relateLine } from './extracts.service.ts';

/** The right of the extracts and the banks directory (spec 1 §2: `directories/*` [registry_paid_view]). */
const ACCESS = { access: 'registry_paid_view' } as const;
const tags = ['extracts'];

/**
 * Bank extracts from 1C (`/api/invoices/extracts...`) and the banks registry (`/api/banks`).
 * Thin: the schemas of packages/contracts/src/extracts.ts, then the service.
 */
export async function extractsRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: banksRegistry, table: banks });
  const ctx = { db, realtime };
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/invoices/extracts/fetch',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Import a 1C extract (1CClientBankExchange, multipart field `file`): new lines, duplicates skipped, matches proposed',
        body: z.object({ file: uploadList }),
        // A malformed file: 422 `extractFormatErrorSchema` (`{ errors: { file: ['Строка N: …'] }, line }`).
        response: {
          200: extractFetchAnswerSchema,
          // Any 422 of the route: the format error above, or the envelopes of a refused upload.
          422: extractFormatErrorSchema.partial().extend({ error: z.boolean().optional(), result_content: z.string().optional() }),
        },
      },
    },
    async (request, reply) => {
      try {
        return await fetchExtract(ctx, request.user!.id, request.body.file[0]?.file, request.lang);
      } catch (error) {
        if (!(error instanceof ExtractFormatRefusal)) throw error;
        return reply.code(422).send({ errors: { file: [error.message] }, line: error.line });
      }
    },
  );
  app.get(
    '/invoices/extracts',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Extract lines, newest first (keyset pages)',
        querystring: extractListQuerySchema,
        response: { 200: extractListPageSchema },
      },
    },
    async (request) => listLines(db, request.query),
  );
  app.get(
    '/invoices/extracts/files',
    { config: ACCESS, schema: { tags, summary: 'The imported extract files, newest first', response: { 200: extractFilesSchema } } },
    async () => listFiles(db),
  );
  app.get(
    '/invoices/extracts/:id/candidates',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Payments an outgoing line may be linked to by hand (signed or in the registry, same sum, held by no line)',
        params: idParams,
        response: { 200: z.object({ items: z.array(extractPaymentSchema) }) },
      },
    },
    async (request) => lineCandidates(db, request.params.id, request.lang),
  );
  app.patch(
    '/invoices/extracts',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Confirm (payments become paid), ignore or unlink extract lines',
        body: extractPatchBodySchema,
        response: { 200: extractPatchAnswerSchema },
      },
    },
    async (request) => patchLines(ctx, request.user!.id, request.body, request.lang),
  );
  app.post(
    '/invoices/extracts/interval/relation',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Link an extract line to a payment by hand (same sum; the payment signed or in the registry)',
        body: extractRelationBodySchema,
        response: { 200: extractLineSchema },
      },
    },
    async (request) => relateLine(ctx, request.user!.id, request.body, request.lang),
  );
}
