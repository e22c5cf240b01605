import {
  documentFilePatchSchema,
  documentFileSplitSchema,
  documentFilesPatchSchema,
  documentFilesResponseSchema,
  documentFileTypeSchema,
  documentIdParam,
  documentStampResponseSchema,
  stampInputSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../shared/uploads.ts';
import { uploadList } from '../../shared/wire.ts';
import { idempotencyKeyOf } from '../objects/index.ts';
import {
  type DocumentFilesDeps,
  listDocumentFiles,
  openDocumentFile,
  patchDocumentFile,
  patchDocumentFiles,
  splitDocumentFile,
  stampDocumentFile,
  uploadDocumentFiles,
} from './document-files.service.ts';

const tags = ['documents'];
const view = { access: 'documents_view' } as const;
const change = { access: 'documents_create' } as const;
const documentParams = z.object({ id: documentIdParam });
const fileParams = z.object({ id: documentIdParam, file: documentIdParam });
/** A stored file's served name (`<uuid>.<ext>`), as `path` and `original_path` end. */
const downloadParams = z.object({ id: documentIdParam, file: z.string().regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/, 'field.invalid') });

/** `POST documents/{id}/files`: `files[i]` or `files[i][file]` + `files[i][name]`, and the `type` of them all (default 0, annex). */
const uploadBody = z.object({
  files: uploadList,
  type: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().pipe(documentFileTypeSchema)),
  /** A files custom field of the document's category (its code): the files are that field's value. */
  custom_field: z.string().max(50).optional(),
});
/** An empty body takes the defaults (page 1, x 50, y 50). */
const stampBody = z.preprocess((v) => v ?? {}, stampInputSchema);

/** The file calls of documents (spec 3 §7 "Documents"), under /api. */
export async function documentFilesRoutes(fastify: FastifyInstance, deps: DocumentFilesDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/documents/:id/files',
    {
      config: view,
      schema: { tags, summary: 'Files of a document', params: documentParams, response: { 200: documentFilesResponseSchema } },
    },
    async (request) => listDocumentFiles(deps, request.user!, request.params.id),
  );

  app.post(
    '/documents/:id/files',
    {
      config: change,
      schema: {
        tags,
        summary: 'Upload files to a document (multipart, at most 99, Idempotency-Key)',
        params: documentParams,
        body: uploadBody,
        response: { 200: documentFilesResponseSchema },
      },
    },
    async (request) => uploadDocumentFiles(deps, request.user!, request.params.id, request.body, idempotencyKeyOf(request.headers)),
  );

  app.patch(
    '/documents/:id/files',
    {
      config: change,
      schema: {
        tags,
        summary: 'Delete (status 0) or retype several files',
        params: documentParams,
        body: documentFilesPatchSchema,
        response: { 200: documentFilesResponseSchema },
      },
    },
    async (request) => patchDocumentFiles(deps, request.user!, request.params.id, request.body),
  );

  app.post(
    '/documents/:id/files/:file',
    {
      config: change,
      schema: {
        tags,
        summary: 'Split a PDF into one file per page (split: 1)',
        params: fileParams,
        body: documentFileSplitSchema,
        response: { 200: documentFilesResponseSchema },
      },
    },
    async (request) => splitDocumentFile(deps, request.user!, request.params.id, request.params.file),
  );

  app.patch(
    '/documents/:id/files/:file',
    {
      config: change,
      schema: {
        tags,
        summary: 'Change a file: status 0 deletes, type, name, rotate 90/180/270',
        params: fileParams,
        body: documentFilePatchSchema,
        response: { 200: documentFilesResponseSchema },
      },
    },
    async (request) => patchDocumentFile(deps, request.user!, request.params.id, request.params.file, request.body),
  );

  app.post(
    '/documents/:id/watermark/:file',
    {
      config: change,
      schema: {
        tags,
        summary: 'Draw the registration stamp on a file (split first; page 1, x 50, y 50 by default)',
        params: fileParams,
        body: stampBody,
        response: { 200: documentStampResponseSchema },
      },
    },
    async (request) => stampDocumentFile(deps, request.user!, request.params.id, request.params.file, request.body),
  );

  app.get(
    '/documents/:id/files/:file',
    {
      config: view,
      schema: { tags, summary: 'Download a file of a document (its path or original_path)', params: downloadParams },
    },
    async (request, reply) => {
      const file = await openDocumentFile(deps, request.user!, request.params.id, request.params.file);
      return sendStoredFile(reply, file.stream, file);
    },
  );
}
