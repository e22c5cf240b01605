import { type RegistryEvent, registryChannel, registryRecordRoom } from '@app/contracts';
import type { Realtime } from '../../plugins/realtime.ts';
import { DOCUMENTS_MODULE } from './documents.policy.ts';

/**
 * Tells an open card that a part of it changed (`readers`, `postal_items`): a registry `update`
 * event on the record's room naming the part, so the card refetches it.
 */
export function announcePart(realtime: Realtime, documentId: number, userId: number, part: 'readers' | 'postal_items') {
  const event: RegistryEvent = { action: 'update', id: documentId, fields: { [part]: true }, user_id: userId };
  realtime.emit(registryRecordRoom(DOCUMENTS_MODULE, documentId), registryChannel(DOCUMENTS_MODULE), event);
}
