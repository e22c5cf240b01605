/**
 * Documents and correspondence (spec 1 §2 `/documents`, issue 15): the documents registry with its
 * categories and types, files split and stamped, readers, postal items, the registration queue.
 * Public: the routes, the tables, the seed.
 */
export { type DocumentWrittenListener, onDocumentWritten } from './document-events.service.ts';
export * from './document-postal-items.schema.ts';
export * from './document-queue.schema.ts';
export * from './document-readers.schema.ts';
export * from './documents.schema.ts';
export { seedDocumentFiles, seedDocuments } from './documents.seed.ts';
export { type DocumentsDeps, documentsRoutes } from './documents.service.ts';
export { documentBriefs, emitDocumentState, liveDocumentState, setDocumentState } from './linked-documents.service.ts';
