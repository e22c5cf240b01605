/**
 * Per-object chat (spec 3): messages with mentions, replies, edits, deletes, files, the
 * hidden tab and notification settings. Public: the service factory, the routes.
 */
export { chatRoutes, chatUploadRoutes } from './chat.routes.ts';
export * from './chat.schema.ts';
export { type Chat, createChat } from './chat.service.ts';
