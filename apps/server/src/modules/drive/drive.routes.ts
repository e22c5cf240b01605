import {
  driveBreadcrumbsSchema,
  driveCountsSchema,
  driveFileSchema,
  driveFolderCreateSchema,
  driveFolderParamsSchema,
  driveFolderSchema,
  driveHistorySchema,
  driveIdParamsSchema,
  driveItemPatchSchema,
  driveListingSchema,
  driveListQuerySchema,
  driveListSchema,
  driveSearchQuerySchema,
  driveSizesSchema,
  driveStatusBodySchema,
  driveUploadAnswerSchema,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { type FileStorage, isUploadedFile, type UploadedFile } from '../../plugins/files.ts';
import { Unauthorized } from '../../shared/errors.ts';
import { PREVIEW_TYPES } from './drive.policy.ts';
import { noPreviewText, openByFilename, openFile, zipFolder } from './drive-downloads.service.ts';
import { updateFile, updateFolder } from './drive-edits.service.ts';
import type { Actor } from './drive-items.service.ts';
import { breadcrumbs, history, listAccessible, listFolder, listRoot, listTrash, searchItems, sizes } from './drive-listing.service.ts';
import { clearTrash, setStatus } from './drive-trash.service.ts';
import { createFolder, uploadFiles } from './drive-uploads.service.ts';

// Request and answer schemas are the contract's (drive.ts); the upload body stays here: its parts are the body plugin's files.
/** files[i] or files[i][file] (or a lone `files`): the uploaded parts, in order. */
const uploadBody = z.object({
  files: z.preprocess(
    (v) => {
      const list = Array.isArray(v) ? v : v && typeof v === 'object' && !isUploadedFile(v) ? Object.values(v) : v === undefined ? [] : [v];
      return list
        .map((item) => (isUploadedFile(item) ? item : item && typeof item === 'object' ? (item as { file?: unknown }).file : item))
        .filter((item) => item !== undefined && item !== null);
    },
    z.array(z.custom<UploadedFile>(isUploadedFile, 'field.invalid')).min(1, 'field.fillRequired').max(99),
  ),
});

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 / 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof openFile>>, inline: boolean) {
  reply
    .header('content-type', inline ? file.row.mime : file.row.mime || 'application/octet-stream')
    .header('content-length', String(file.row.size))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache');
  if (inline) {
    // Nothing in an inline file may run or load from elsewhere; the PDF viewer needs object-src.
    reply.header(
      'content-security-policy',
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
    );
  }
  return reply.send(file.stream);
}

export interface DriveRouteOptions {
  db: Db;
  storage: FileStorage;
}

/** The drive API under /api/disk. */
export async function driveRoutes(fastify: FastifyInstance, { db, storage }: DriveRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;
  const tags = ['drive'];
  const actor = (request: { user: { id: number } | null; lang: 'ru' | 'en' }): Actor => ({
    id: request.user!.id,
    lang: request.lang,
  });

  app.get(
    '/disk/root',
    { config: session, schema: { tags, querystring: driveListQuerySchema, response: { 200: driveListingSchema } } },
    async (request) => listRoot(db, actor(request), request.query),
  );
  app.get(
    '/disk/accessible',
    { config: session, schema: { tags, querystring: driveListQuerySchema, response: { 200: driveListingSchema } } },
    async (request) => listAccessible(db, actor(request), request.query),
  );
  app.get(
    '/disk/trash',
    { config: session, schema: { tags, querystring: driveListQuerySchema, response: { 200: driveListSchema } } },
    async (request) => listTrash(db, actor(request), request.query),
  );
  app.get(
    '/disk/search',
    { config: session, schema: { tags, querystring: driveSearchQuerySchema, response: { 200: driveListSchema } } },
    async (request) => searchItems(db, actor(request), request.query.term),
  );
  app.get('/disk/sizes', { config: session, schema: { tags, response: { 200: driveSizesSchema } } }, async (request) =>
    sizes(db, actor(request)),
  );
  app.get(
    '/disk/breadcrumbs/:id',
    { config: session, schema: { tags, params: driveIdParamsSchema, response: { 200: driveBreadcrumbsSchema } } },
    async (request) => breadcrumbs(db, actor(request), request.params.id),
  );

  // Folders
  app.get(
    '/disk/folders/:id',
    {
      config: session,
      schema: { tags, params: driveFolderParamsSchema, querystring: driveListQuerySchema, response: { 200: driveListingSchema } },
    },
    async (request) => listFolder(db, actor(request), request.params.id, request.query),
  );
  app.post(
    '/disk/folders',
    {
      config: session,
      schema: {
        tags,
        body: driveFolderCreateSchema,
        response: { 201: driveFolderSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createFolder(db, actor(request), request.body)),
  );
  app.patch(
    '/disk/folders/:id',
    { config: session, schema: { tags, params: driveIdParamsSchema, body: driveItemPatchSchema, response: { 200: driveFolderSchema } } },
    async (request) => updateFolder(db, actor(request), request.params.id, request.body),
  );
  app.get(
    '/disk/folders/:id/history',
    { config: session, schema: { tags, params: driveIdParamsSchema, response: { 200: driveHistorySchema } } },
    async (request) => history(db, actor(request), 'folder', request.params.id),
  );
  app.post(
    '/disk/folders/:id/files',
    {
      config: session,
      schema: {
        tags,
        params: driveFolderParamsSchema,
        body: uploadBody,
        consumes: ['multipart/form-data'],
        response: { 201: driveUploadAnswerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await uploadFiles(db, storage, actor(request), request.params.id, request.body.files)),
  );
  app.get('/disk/folders/:id/zip', { config: session, schema: { tags, params: driveIdParamsSchema } }, async (request, reply) => {
    const zip = await zipFolder(db, storage, actor(request), request.params.id);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', zip.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache');
    return reply.send(zip.stream);
  });

  // Files
  app.patch(
    '/disk/files/:id',
    { config: session, schema: { tags, params: driveIdParamsSchema, body: driveItemPatchSchema, response: { 200: driveFileSchema } } },
    async (request) => updateFile(db, actor(request), request.params.id, request.body),
  );
  app.get(
    '/disk/files/:id/history',
    { config: session, schema: { tags, params: driveIdParamsSchema, response: { 200: driveHistorySchema } } },
    async (request) => history(db, actor(request), 'file', request.params.id),
  );
  app.get('/disk/files/:id/download', { config: session, schema: { tags, params: driveIdParamsSchema } }, async (request, reply) =>
    sendFile(reply, await openFile(db, storage, actor(request), request.params.id), false),
  );
  app.get('/disk/files/:id/preview', { config: session, schema: { tags, params: driveIdParamsSchema } }, async (request, reply) => {
    const file = await openFile(db, storage, actor(request), request.params.id);
    if (!PREVIEW_TYPES.has(file.row.mime)) {
      file.stream.destroy();
      return reply.code(415).send({ error: true, result_content: noPreviewText(request.lang) });
    }
    return sendFile(reply, file, true);
  });

  // Several items
  app.patch(
    '/disk/elements/status',
    { config: session, schema: { tags, body: driveStatusBodySchema, response: { 200: driveCountsSchema } } },
    async (request) => setStatus(db, actor(request), request.body),
  );
  app.patch('/disk/trash/clear', { config: session, schema: { tags, response: { 200: driveCountsSchema } } }, async (request) =>
    clearTrash(db, storage, actor(request)),
  );
}

/**
 * `GET /upload/disk/:filename` (outside /api): the link a file chosen in the disk picker
 * becomes. The auth plugin resolves the session for /upload paths; only a caller who may
 * see the file gets it. Images and PDF open inline, anything else downloads.
 */
export async function driveUploadRoutes(fastify: FastifyInstance, { db, storage }: DriveRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/upload/disk/:filename',
    { config: { access: 'session' }, schema: { hide: true, params: z.object({ filename: z.string().max(100) }) } },
    async (request, reply) => {
      if (!request.user) throw new Unauthorized();
      const file = await openByFilename(db, storage, { id: request.user.id, lang: request.lang }, request.params.filename);
      return sendFile(reply, file, PREVIEW_TYPES.has(file.row.mime));
    },
  );
}
