import { documentCategoriesRegistry, documentsRegistry, documentTypesRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Notifications } from '../notifications/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { documentCustomRoutes } from './document-custom.routes.ts';
import { fireDocumentWritten } from './document-events.service.ts';
import { documentFilesRoutes } from './document-files.routes.ts';
import { documentFileHooks } from './document-files.service.ts';
import { documentPostalItemsRoutes } from './document-postal-items.routes.ts';
import { documentQueueRoutes } from './document-queue.routes.ts';
import { documentReadersRoutes } from './document-readers.routes.ts';
import { documentCategories, documents, documentTypes } from './documents.schema.ts';
import { documentsGuidesRoutes } from './documents-guides.routes.ts';
import { documentsListParams } from './documents-registry.hooks.ts';

export interface DocumentsDeps {
  db: Db;
  realtime: Realtime;
  storage: FileStorage;
  notifications: Notifications;
}

/**
 * Documents and correspondence (issue 15): the three registries on the engine, then the module's
 * own calls (files, stamps, readers, postal items, the queue).
 */
export async function documentsRoutes(fastify: FastifyInstance, deps: DocumentsDeps) {
  const { db, realtime } = deps;
  const files = { db, realtime, storage: deps.storage };
  const fileHooks = documentFileHooks(files);
  await fastify.register(registryRoutes, { db, realtime, definition: documentCategoriesRegistry, table: documentCategories });
  await fastify.register(registryRoutes, { db, realtime, definition: documentTypesRegistry, table: documentTypes });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: documentsRegistry,
    table: documents,
    hooks: {
      listParams: documentsListParams,
      ...fileHooks,
      // Stamps redrawn first (the files' hook), then the listeners (tickets linking the document refresh).
      written: async (user, id, action) => {
        await fileHooks.written?.(user, id, action);
        if (action !== 'create') await fireDocumentWritten(id, user.id);
      },
    },
    exportAliases: ['/documents/excel'],
  });
  await fastify.register(documentsGuidesRoutes, { db });
  await fastify.register(documentFilesRoutes, files);
  await fastify.register(documentCustomRoutes, { db, realtime });
  await fastify.register(documentReadersRoutes, { db, realtime, notifications: deps.notifications });
  await fastify.register(documentPostalItemsRoutes, { db, realtime });
  await fastify.register(documentQueueRoutes, files);
}
