import { type RegistryEvent, registryChannel, registryRecordRoom } from '@app/contracts';
import type { Realtime } from '../../plugins/realtime.ts';
import { DOCUMENTS_MODULE } from './documents.policy.ts';

/**
 * Tells an open card that a part of it changed (`readers`, `postal_items`, `custom`): a registry `update`
 * event on the record's room naming the part, so the card refetches it.
 */
export function announcePart(realtime: Realtime, documentId: number, userId: number, part: 'readers' | 'postal_items' | 'custom') {
  const event: RegistryEvent = { action: 'update', id: documentId, fields: { [part]: true }, user_id: userId };
  realtime.emit(registryRecordRoom(DOCUMENTS_MODULE, documentId), registryChannel(DOCUMENTS_MODULE), event);
}

/** Who hears that a document was written through its card (the tasks module: tickets linking it refresh). */
export type DocumentWrittenListener = (documentId: number, userId: number) => Promise<void>;
const writtenListeners: DocumentWrittenListener[] = [];

/** Subscribes to committed writes of a document through the registry (edit, delete, restore); answers the unsubscribe. */
export function onDocumentWritten(listener: DocumentWrittenListener): () => void {
  writtenListeners.push(listener);
  return () => {
    const at = writtenListeners.indexOf(listener);
    if (at >= 0) writtenListeners.splice(at, 1);
  };
}

/** Runs the listeners of `onDocumentWritten` after a committed write. */
export async function fireDocumentWritten(documentId: number, userId: number) {
  for (const listener of writtenListeners) await listener(documentId, userId);
}
