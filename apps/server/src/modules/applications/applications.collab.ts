/**
 * The applications module's door to the collaboration kit and realtime: history rows,
 * favourites and live events. Every call goes through here.
 */
import { APPLICATIONS_CHANNEL, type ApplicationEvent, applicationsListRoom, INVOICES_CHANNEL, objectRoom, userRoom } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { favourites, isLiked, likedSet } from '../favourites/index.ts';
import { recordChanges } from '../history/index.ts';

export const MODULE = 'applications';

export interface Change {
  field: string;
  old: unknown;
  new: unknown;
}

/** History rows of a change, in the caller's transaction (unchanged fields are skipped). */
export async function writeHistory(tx: Db, packId: number, userId: number | null, changes: Change[]) {
  if (changes.length === 0) return;
  await recordChanges(
    tx,
    MODULE,
    packId,
    userId,
    changes.map((c) => ({ field: c.field, old_value: c.old, new_value: c.new })),
  );
}

export const likedPacks = (db: Db, userId: number, ids: number[]) => likedSet(db, userId, MODULE, ids);
export const isPackLiked = (db: Db, userId: number, id: number) => isLiked(db, userId, MODULE, id);

/**
 * Toggles the favourite flag. modules/favourites does not publish its toggle (only its
 * route); this writes its table the same way (the caller has checked visibility).
 */
export async function togglePackLike(db: Db, userId: number, id: number): Promise<0 | 1> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.user_id, userId), eq(favourites.module, MODULE), eq(favourites.object_id, id)))
    .returning({ id: favourites.object_id });
  if (removed.length > 0) return 0;
  await db.insert(favourites).values({ user_id: userId, module: MODULE, object_id: id }).onConflictDoNothing();
  return 1;
}

/**
 * A live event on the application's room, on the list room (users who see every
 * application) and on the user rooms of its members (their lists).
 */
export function emitPack(realtime: Realtime, memberIds: number[], event: ApplicationEvent, channel = APPLICATIONS_CHANNEL) {
  realtime.emit(objectRoom(MODULE, event.id), channel, event);
  realtime.emit(applicationsListRoom(), channel, event);
  for (const userId of new Set(memberIds)) realtime.emit(userRoom(userId), channel, event);
}

export function emitInvoice(realtime: Realtime, memberIds: number[], event: ApplicationEvent) {
  emitPack(realtime, memberIds, event, APPLICATIONS_CHANNEL);
  for (const invoiceId of event.invoice_ids ?? []) realtime.emit(objectRoom('invoices', invoiceId), INVOICES_CHANNEL, event);
}
