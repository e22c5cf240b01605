/**
 * The applications module's door to the collaboration kit and realtime: history rows,
 * favourites and live events. Every call goes through here.
 */
import { APPLICATIONS_CHANNEL, type ApplicationEvent, applicationsListRoom, INVOICES_CHANNEL, objectRoom, userRoom } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
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

/** Who may read a restricted field of an event (the urgent reason `comment`). */
export type FieldReader = (user: SessionUser) => boolean;

/**
 * A live event on the application's room, on the list room (users who see every
 * application) and on the user rooms of its members (their lists). An event whose fields
 * carry the urgent reason (`comment`) is sent per recipient: the full one to the sockets of
 * users `readsComment` accepts, the same event without `comment` to everyone else.
 */
export async function emitPack(
  realtime: Realtime,
  memberIds: number[],
  event: ApplicationEvent,
  { channel = APPLICATIONS_CHANNEL, readsComment }: { channel?: string; readsComment?: FieldReader } = {},
) {
  const rooms = [objectRoom(MODULE, event.id), applicationsListRoom(), ...[...new Set(memberIds)].map((userId) => userRoom(userId))];
  if (!event.fields || !('comment' in event.fields)) {
    for (const room of rooms) realtime.emit(room, channel, event);
    return;
  }
  const { comment: _comment, ...rest } = event.fields;
  const withoutComment: ApplicationEvent = { ...event, fields: rest };
  const reads = readsComment ?? (() => false);
  await Promise.all(
    rooms.map(async (room) => {
      await realtime.emitWhere(room, channel, event, reads);
      await realtime.emitWhere(room, channel, withoutComment, (user) => !reads(user));
    }),
  );
}

export async function emitInvoice(realtime: Realtime, memberIds: number[], event: ApplicationEvent) {
  await emitPack(realtime, memberIds, event);
  for (const invoiceId of event.invoice_ids ?? []) realtime.emit(objectRoom('invoices', invoiceId), INVOICES_CHANNEL, event);
}
