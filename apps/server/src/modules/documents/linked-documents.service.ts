import {
  DOCUMENT_STATES,
  type DocumentState,
  documentsRegistry,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
  type TicketDocument,
} from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import { documents, documentTypes } from './documents.schema.ts';

/**
 * What other modules read and write of a document they link (the tasks module's ticket, spec 2
 * "Linked documents"): its brief, its state, and a state change with its history row and the
 * registry's live event, so an open document card refreshes like after any other edit.
 */

const stateLabel = (state: string, lang: Lang) => DOCUMENT_STATES.find((s) => s.value === state)?.[lang] ?? state;

/** Briefs of the live documents among `ids` (spec 2 §3 "Document: status, status_code, type, number, name, item_id"). */
export async function documentBriefs(db: Db, ids: number[], lang: Lang = 'ru'): Promise<Map<number, TicketDocument>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, subject: documents.subject, number: documents.number, state: documents.state, type: documentTypes.name })
    .from(documents)
    .leftJoin(documentTypes, and(eq(documentTypes.id, documents.type_id), eq(documentTypes.status, 1)))
    .where(and(inArray(documents.id, unique), eq(documents.status, 1)));
  return new Map(
    rows.map((r) => [
      r.id,
      { item_id: r.id, name: r.subject, number: r.number, type: r.type, status: stateLabel(r.state, lang), status_code: r.state },
    ]),
  );
}

/** A live document's state, or null when it does not exist or is in the trash. */
export async function liveDocumentState(db: Db, id: number): Promise<DocumentState | null> {
  const [row] = await db
    .select({ state: documents.state })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.status, 1)));
  return row ? (row.state as DocumentState) : null;
}

/**
 * Sets a live document's state in the caller's transaction (a history row `state`, version + 1);
 * answers the new version, or null when nothing changed. The caller sends `emitDocumentState` after commit.
 */
export async function setDocumentState(tx: Db, id: number, state: DocumentState, userId: number): Promise<number | null> {
  const [before] = await tx
    .select({ state: documents.state })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.status, 1)))
    .for('update');
  if (!before || before.state === state) return null;
  const [after] = await tx
    .update(documents)
    .set({ state, version: sql`${documents.version} + 1`, date_edit: new Date(), who_edit: userId })
    .where(eq(documents.id, id))
    .returning({ version: documents.version });
  await recordChanges(tx, documentsRegistry.name, id, userId, [{ field: 'state', old_value: before.state, new_value: state }]);
  return after.version;
}

/** The registry's `update` event of a state change (record room and list room, as the engine sends it). */
export function emitDocumentState(realtime: Realtime, id: number, state: DocumentState, version: number, userId: number) {
  const name = documentsRegistry.name;
  const event: RegistryEvent = { action: 'update', id, fields: { state, version }, user_id: userId };
  realtime.emit(registryRecordRoom(name, id), registryChannel(name), event);
  realtime.emit(registryListRoom(name), registryChannel(name), event);
}
