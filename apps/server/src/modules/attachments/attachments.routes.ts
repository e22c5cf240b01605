import { ticketDocumentFileTypeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { checkAccess } from '../../plugins/rights.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { id, optionalFlag, uploadList } from '../../shared/wire.ts';
import { idempotencyKeyOf, objectParams } from '../objects/index.ts';
import { addFiles, changeFile, listFiles, openAttachment } from './attachments.service.ts';

interface Options {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
}
const session = { access: 'session' } as const;
const tags = ['files'];
const type = z.union([z.string().max(20), z.number()]).optional();
/** An extra file group of the object's module (spec 2 §7 upload `additional_fields column_name`). */
const columnName = z.string().trim().max(64).optional();
/** A document file type (annex 0, answer 2, additional answer 3: spec 2 §3 "File"); empty = none. */
const docType = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.union([z.null(), ticketDocumentFileTypeSchema], { error: 'field.invalid' }).optional(),
);

/** `POST files/…`: uploads (`files[i][file]`, `files[i][name]`) or a drive link, with type, group and column. */
const addBody = z.object({
  files: uploadList,
  type,
  group: z.enum(['image', 'document']).optional(),
  disk_file_id: z
    .union([z.string().max(300), z.number()])
    .transform(String)
    .optional(),
  name: z.string().trim().max(300).optional(),
  column_name: columnName,
  additional_fields: z.object({ column_name: columnName }).optional(),
  doc_type: docType,
});
const toAddInput = (body: z.infer<typeof addBody>) => ({
  ...body,
  column_name: body.column_name || body.additional_fields?.column_name || undefined,
});
/** `PATCH files/:id`: `{ status: 0 }` deletes, `{ name }` renames, `{ type }` regroups, `{ doc_type }` sets the document file type. */
const changeBody = z.object({ status: optionalFlag, name: z.string().max(300).optional(), type, doc_type: docType });

export async function attachmentsRoutes(fastify: FastifyInstance, { db, storage, realtime }: Options) {
  const deps = { db, storage, realtime };
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/files/:module/:objectId', { config: session, schema: { tags, params: objectParams } }, async (request) =>
    listFiles(db, request.user!, request.params.module, request.params.objectId, request.lang),
  );

  app.post(
    '/files/:module/:objectId',
    {
      config: session,
      schema: {
        tags,
        params: objectParams,
        body: addBody,
      },
    },
    async (request) =>
      addFiles(
        deps,
        request.user!,
        request.params.module,
        request.params.objectId,
        toAddInput(request.body),
        request.lang,
        idempotencyKeyOf(request.headers),
      ),
  );

  app.patch(
    '/files/:id',
    {
      config: session,
      schema: { tags, params: z.object({ id }), body: changeBody },
    },
    async (request) => changeFile(deps, request.user!, request.params.id, request.body, request.lang),
  );
}

/**
 * The same file calls for one module under that module's own path, for APIs that name them
 * so (spec 2 §7: `POST load/tasks/:id/files`, `PATCH load/tasks/:id/files/:fileId`). The
 * file of a PATCH must belong to that object (else 404).
 */
export async function moduleFileRoutes(fastify: FastifyInstance, options: Options & { path: string; module: string }) {
  const { path, module } = options;
  const deps = { db: options.db, storage: options.storage, realtime: options.realtime };
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${path}/:objectId/files`,
    { config: session, schema: { tags, params: z.object({ objectId: id }), body: addBody } },
    async (request) =>
      addFiles(
        deps,
        request.user!,
        module,
        request.params.objectId,
        toAddInput(request.body),
        request.lang,
        idempotencyKeyOf(request.headers),
      ),
  );
  app.patch(
    `${path}/:objectId/files/:fileId`,
    { config: session, schema: { tags, params: z.object({ objectId: id, fileId: id }), body: changeBody } },
    async (request) =>
      changeFile(deps, request.user!, request.params.fileId, request.body, request.lang, { module, objectId: request.params.objectId }),
  );
}

/** `GET /upload/files/:module/:objectId/:name`, outside /api: only to users who may see the object. */
export async function attachmentUploadRoutes(fastify: FastifyInstance, { db, storage }: Pick<Options, 'db' | 'storage'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/upload/files/:module/:objectId/:name',
    {
      config: session,
      preValidation: async (request) => checkAccess(request, 'session'),
      schema: {
        hide: true,
        params: objectParams.extend({ name: z.string().regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/, 'field.invalid') }),
      },
    },
    async (request, reply) => {
      const file = await openAttachment(db, storage, request.user!, request.params.module, request.params.objectId, request.params.name);
      return sendStoredFile(reply, file.stream, file);
    },
  );
}
