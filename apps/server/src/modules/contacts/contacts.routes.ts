import {
  candidateContactsSchema,
  contactGroupsRegistry,
  contactSyncSchema,
  contactsRegistry,
  contactTypesSchema,
  vcardExportQuerySchema,
  vcardImportReportSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { NotFound } from '../../shared/errors.ts';
import { idParams, optionalId, uploadList } from '../../shared/wire.ts';
import { candidateContactEntries } from '../recruiting/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { msg } from './contacts.messages.ts';
import { canonicalEntries, namedContact } from './contacts.policy.ts';
import { contactGroups, contacts } from './contacts.schema.ts';
import { entryTypes, exportVcards, getSync, importVcards, renewSync, revokeSync, syncFeed } from './contacts.service.ts';

const SESSION = { access: 'session' } as const;
const tags = ['contacts'];
const VCARD_TYPE = 'text/vcard; charset=utf-8';

/**
 * Contacts (spec 3 §7 "Contacts"): the groups and contacts registries on the engine, then the
 * module's own calls — vCard export and import, the sync feed, the entry types and a candidate's
 * contacts. Every signed-in user (spec 1 §2: `/contacts` has no permit); the feed by its token.
 */
export async function contactsRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: contactGroupsRegistry, table: contactGroups });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: contactsRegistry,
    table: contacts,
    // Spec 3 §5: a contact without a name is never shown (without status: the engine's trash).
    hooks: { visibleRows: (_user, columns) => namedContact(columns.name), beforeWrite: canonicalEntries },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/contacts/types',
    { config: SESSION, schema: { tags, summary: 'Entry types of a contact (1 e-mail, 2 phone)', response: { 200: contactTypesSchema } } },
    async (request) => entryTypes(request.lang),
  );
  app.get(
    '/contacts/vcard',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'The contacts of a group and / or a search as one .vcf (vCard 3.0 or 4.0, UTF-8)',
        querystring: vcardExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', VCARD_TYPE)
        .header('content-disposition', 'attachment; filename="contacts.vcf"')
        .send(await exportVcards(db, request.query)),
  );
  app.post(
    '/contacts/vcard',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'Import a .vcf (multipart `file`, optional `group_id`): duplicates by e-mail or phone merged; answers the report',
        body: z.object({ file: uploadList, group_id: optionalId }),
        response: { 200: vcardImportReportSchema },
      },
    },
    async (request) =>
      importVcards(db, request.user!.id, { file: request.body.file[0]?.file, groupId: request.body.group_id }, request.lang),
  );
  app.get(
    '/contacts/sync',
    {
      config: SESSION,
      schema: { tags, summary: 'The user’s read-only vCard feed address (null until made)', response: { 200: contactSyncSchema } },
    },
    async (request) => getSync(db, request.user!.id),
  );
  app.post(
    '/contacts/sync',
    {
      config: SESSION,
      schema: { tags, summary: 'Make or renew the feed address (the old one stops working)', response: { 200: contactSyncSchema } },
    },
    async (request) => renewSync(db, request.user!.id),
  );
  app.delete(
    '/contacts/sync',
    { config: SESSION, schema: { tags, summary: 'Revoke the feed address', response: { 200: contactSyncSchema } } },
    async (request) => revokeSync(db, request.user!.id),
  );
  app.get(
    '/contacts/sync/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The feed: every contact as vCard 3.0, by the token of its address (a phone’s contacts app subscribes to it)',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const feed = await syncFeed(db, request.params.file);
      if (feed === undefined) throw new NotFound(msg('feedMissing'));
      return reply.header('content-type', VCARD_TYPE).header('cache-control', 'no-store').send(feed);
    },
  );
  app.get(
    '/humanresources/:id/contacts',
    {
      config: { access: 'hr_view' },
      schema: {
        tags,
        summary: 'A recruiting candidate’s contacts as entries (type 1 e-mail, 2 phone, 3 Telegram, 4 other; spec 3 §7)',
        params: idParams,
        response: { 200: candidateContactsSchema },
      },
    },
    async (request) => {
      const entries = await candidateContactEntries(db, request.params.id);
      if (!entries) throw new NotFound();
      return entries;
    },
  );
}
