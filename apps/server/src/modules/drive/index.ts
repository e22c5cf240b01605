/**
 * The company file drive (/disk): folders and files with per-user shares, trash, quota,
 * search, zip download and the /upload/disk links the disk picker hands to other modules.
 */

import type { Readable } from 'node:stream';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import { NotFound } from '../../shared/errors.ts';
import { openByFilename } from './drive-downloads.service.ts';

export { driveRoutes, driveUploadRoutes } from './drive.routes.ts';
export * from './drive.schema.ts';
export { seedDrive } from './drive-seed.service.ts';
export { setQuota } from './drive-uploads.service.ts';

/**
 * For other modules that take a file picked in the drive (`/upload/disk/<filename>`): the
 * file (download name and content) when `userId` may open that link under the drive's own
 * rules, otherwise null (unknown, trashed or not visible: the same answer). The caller
 * consumes or destroys the stream. Additive: the drive's own behaviour is unchanged.
 */
export async function openVisibleFileByFilename(
  db: Db,
  storage: FileStorage,
  userId: number,
  filename: string,
): Promise<{ name: string; stream: Readable } | null> {
  try {
    const file = await openByFilename(db, storage, { id: userId, lang: 'ru' }, filename);
    return { name: file.name, stream: file.stream };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}
