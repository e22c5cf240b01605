import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkAccess } from '../../plugins/rights.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { id, limit, optionalFlag, optionalId, uploadList } from '../../shared/wire.ts';
import { idempotencyKeyOf, moduleParam, objectParams } from '../objects/index.ts';
import type { Chat } from './chat.service.ts';

const loadInput = z.object({ hidden: optionalFlag, before: optionalId, limit: limit(200, 500) });

const postBody = z.object({
  comment: z.string().max(100_000, 'chat.tooLong').optional(),
  hidden: optionalFlag,
  chanel: z.string().max(100).optional(),
  parent_id: optionalId,
  edit: optionalId,
  files: uploadList,
});

const session = { access: 'session' } as const;
const tags = ['chat'];

/** The chat calls of spec 3 §7 under /api. */
export async function chatRoutes(fastify: FastifyInstance, { chat }: { chat: Chat }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/components/chat/vue/:module/:objectId',
    { config: session, schema: { tags, params: objectParams, body: loadInput.optional() } },
    async (request) => {
      const body = request.body ?? { hidden: undefined, before: undefined, limit: 200 };
      return chat.load(request.user!, request.params.module, request.params.objectId, { ...body, hidden: body.hidden ?? 0 });
    },
  );

  app.get(
    '/components/chat/vue/:module/:objectId',
    { config: session, schema: { tags, params: objectParams, querystring: loadInput } },
    async (request) =>
      chat.load(request.user!, request.params.module, request.params.objectId, { ...request.query, hidden: request.query.hidden ?? 0 }),
  );

  app.post(
    '/components/chat/add/:module/:objectId',
    { config: session, schema: { tags, params: objectParams, body: postBody } },
    async (request) => {
      const { files, ...rest } = request.body;
      return chat.post(
        request.user!,
        request.params.module,
        request.params.objectId,
        { ...rest, hidden: rest.hidden ?? 0, files: files.map((f) => f.file) },
        idempotencyKeyOf(request.headers),
      );
    },
  );

  app.patch(
    '/components/chat/delete/:module/:objectId',
    { config: session, schema: { tags, params: objectParams, body: z.object({ id }) } },
    async (request) => chat.remove(request.user!, request.params.module, request.params.objectId, request.body.id),
  );

  app.post(
    '/chat/user_notifications',
    {
      config: session,
      schema: { tags, body: z.object({ id: optionalId, module: moduleParam.optional(), object_id: optionalId }) },
    },
    async (request) => chat.toggleNotice(request.user!, request.body),
  );
}

/** `GET /upload/chat/:module/:objectId/:name`, outside /api: only to users who may see that chat. */
export async function chatUploadRoutes(fastify: FastifyInstance, { chat }: { chat: Chat }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/upload/chat/:module/:objectId/:name',
    {
      config: session,
      // The rights hook guards /api only: check the session here, before validation.
      preValidation: async (request) => checkAccess(request, 'session'),
      schema: {
        hide: true,
        params: objectParams.extend({ name: z.string().regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/, 'field.invalid') }),
      },
    },
    async (request, reply) => {
      const file = await chat.file(request.user!, request.params.module, request.params.objectId, request.params.name);
      return sendStoredFile(reply, file.stream, file);
    },
  );
}
