/**
 * The company file drive (/disk): folders and files with per-user shares, trash, quota,
 * search, zip download and the /upload/disk links the disk picker hands to other modules.
 */

export { driveRoutes, driveUploadRoutes } from './drive.routes.ts';
export * from './drive.schema.ts';
export { setQuota } from './drive.service.ts';
export { seedDrive } from './drive-seed.service.ts';
