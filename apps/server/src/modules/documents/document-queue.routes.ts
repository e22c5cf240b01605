import {
  documentIdParam,
  documentsRegistry,
  queueCreateSchema,
  queueEntrySchema,
  queueListQuerySchema,
  queueListResponseSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../../plugins/files.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { idParams } from '../../shared/wire.ts';
import type { DocumentFilesDeps } from './document-files.service.ts';
import { cancelEntry, coverSheet, enqueue, listQueue, recognize, registerEntry, scanOf } from './document-queue.service.ts';

const { view: VIEW, create: CREATE } = documentsRegistry.permits;
const tags = [documentsRegistry.name];
const response = { 200: queueEntrySchema };

/** The registration queue (spec 3 §7 `documents/queue` GET/POST, §9 QR recognition within 5 minutes). */
export async function documentQueueRoutes(fastify: FastifyInstance, deps: DocumentFilesDeps) {
  const { db, storage } = deps;
  const typed = fastify.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/documents/queue',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Documents: the registration queue (open entries, or one state)',
        querystring: queueListQuerySchema,
        response: { 200: queueListResponseSchema },
      },
    },
    async (request) => listQueue(db, request.query.state),
  );

  typed.post(
    '/documents/queue',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Documents: put a paper document in the queue; its cover sheet is at cover_path',
        body: queueCreateSchema,
        response,
      },
    },
    async (request) => enqueue(db, request.user!, request.body),
  );

  typed.post(
    '/documents/queue/recognize',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Documents: match a scanned cover sheet (png/jpeg, multipart `file`) to its queue entry by the QR code',
        body: z.object({ file: z.custom<UploadedFile>(isUploadedFile, 'field.fillRequired') }),
        response,
      },
    },
    async (request) => recognize(db, storage, request.body.file),
  );

  typed.get(
    '/documents/queue/:id/cover',
    { config: { access: VIEW }, schema: { tags, summary: 'Documents: the cover sheet PDF with the QR code', params: idParams } },
    async (request, reply) => {
      const pdf = await coverSheet(db, request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="queue-${request.params.id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  typed.get(
    '/documents/queue/:id/scan',
    { config: { access: VIEW }, schema: { tags, summary: 'Documents: the recognized scan of a queue entry', params: idParams } },
    async (request, reply) => {
      const scan = await scanOf(db, storage, request.params.id);
      return sendStoredFile(reply, scan.stream, { name: scan.name, size: scan.size });
    },
  );

  typed.patch(
    '/documents/queue/:id',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Documents: the queue entry was registered as this document',
        params: idParams,
        body: z.object({ document_id: documentIdParam }),
        response,
      },
    },
    async (request) => registerEntry(deps, request.user!, request.params.id, request.body.document_id),
  );

  typed.delete(
    '/documents/queue/:id',
    { config: { access: CREATE }, schema: { tags, summary: 'Documents: cancel a queue entry', params: idParams, response } },
    async (request) => cancelEntry(db, request.params.id),
  );
}
