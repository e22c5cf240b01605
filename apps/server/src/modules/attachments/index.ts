/** Files of any object (spec 3 §3 file item): uploads and drive links, served under /upload/files. */
export { attachmentsRoutes, attachmentUploadRoutes, moduleFileRoutes } from './attachments.routes.ts';
export * from './attachments.schema.ts';
