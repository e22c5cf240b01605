import {
  articleDiffSchema,
  articleSchema,
  articleVersionsSchema,
  DOCUMENTATION_EDIT_PERMIT,
  documentationRegistry,
  documentationSectionsRegistry,
  knowledgeSearchQuerySchema,
  knowledgeSearchSchema,
  knowledgeTreeSchema,
  sectionArticlesSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { id, idParams } from '../../shared/wire.ts';
import type { Notifications } from '../notifications/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { documentationArticles, documentationSections } from './knowledge.schema.ts';
import {
  articleHooks,
  articleVersions,
  favouriteArticles,
  knowledgeTree,
  readArticle,
  restoreVersion,
  searchKnowledge,
  sectionArticles,
  sectionHooks,
  versionDiff,
} from './knowledge.service.ts';

export interface KnowledgeDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

const SESSION = { access: 'session' } as const;
const EDIT = { access: DOCUMENTATION_EDIT_PERMIT } as const;
const tags = ['documentation'];
const versionParams = z.object({ id, versionId: id });

/**
 * The knowledge base (issue 17): sections and articles are registries of the engine (list,
 * card, create, patch, trash, history, chat, tags, files, favourites), then the module's own
 * calls: the tree, a section's articles, favourites, the reading view, search, versions.
 */
export async function knowledgeRoutes(fastify: FastifyInstance, { db, realtime }: KnowledgeDeps) {
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: documentationSectionsRegistry,
    table: documentationSections,
    hooks: sectionHooks(db),
  });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: documentationRegistry,
    table: documentationArticles,
    hooks: articleHooks(db),
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/documentation/tree',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'The sections tree with article counts and the recently changed articles',
        response: { 200: knowledgeTreeSchema },
      },
    },
    async (request) => knowledgeTree(db, request.user!),
  );
  app.get(
    '/documentation/favorites',
    { config: SESSION, schema: { tags, summary: 'The articles the user starred', response: { 200: sectionArticlesSchema } } },
    async (request) => favouriteArticles(db, request.user!),
  );
  app.get(
    '/documentation/search',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'Full-text search over titles and bodies (Russian morphology), ranked, with snippets',
        querystring: knowledgeSearchQuerySchema,
        response: { 200: knowledgeSearchSchema },
      },
    },
    async (request) => searchKnowledge(db, request.query.q, request.query.limit),
  );
  app.get(
    '/documentation/sections/:id/articles',
    {
      config: SESSION,
      schema: { tags, summary: 'The active articles of a section', params: idParams, response: { 200: sectionArticlesSchema } },
    },
    async (request) => sectionArticles(db, request.user!, request.params.id),
  );
  app.get(
    '/documentation/:id/read',
    { config: SESSION, schema: { tags, summary: 'An article for reading', params: idParams, response: { 200: articleSchema } } },
    async (request) => readArticle(db, request.user!, request.params.id),
  );
  app.get(
    '/documentation/:id/versions',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'The saved versions of an article, newest first',
        params: idParams,
        response: { 200: articleVersionsSchema },
      },
    },
    async (request) => articleVersions(db, request.user!, request.params.id),
  );
  app.get(
    '/documentation/:id/versions/:versionId/diff',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'The diff between a version and the current text',
        params: versionParams,
        response: { 200: articleDiffSchema },
      },
    },
    async (request) => versionDiff(db, request.user!, request.params.id, request.params.versionId),
  );
  app.post(
    '/documentation/:id/versions/:versionId/restore',
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Restore a version: the article takes its text, kept as a new version',
        params: versionParams,
        response: { 200: articleSchema },
      },
    },
    async (request) => restoreVersion(db, request.user!, request.params.id, request.params.versionId),
  );
}
