import { CHANNELS, type NotificationEvent, userRoom } from '@app/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { notifications } from './notifications.schema.ts';

export function createNotifications(db: Db, realtime: Realtime) {
  /**
   * Stores the notifications with `tx` (in the caller's transaction, so that they exist
   * exactly when the caller's change commits) and answers the live push, to call after the commit.
   */
  async function store(
    tx: Db,
    userIds: number[],
    input: { title: string; link?: string | null; module?: string; object_id?: number },
    whoAdd: number | null,
  ): Promise<() => void> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return () => undefined;
    const rows = await tx
      .insert(notifications)
      .values(
        unique.map((user_id) => ({
          user_id,
          title: input.title,
          link: input.link ?? null,
          module: input.module,
          object_id: input.object_id,
          who_add: whoAdd,
        })),
      )
      .returning();
    return () => {
      for (const row of rows) {
        const event: NotificationEvent = {
          action: 'new_notification',
          notification: { id: row.id, title: row.title, link: row.link, date_add: toWireMinutes(row.date_add) },
        };
        realtime.emit(userRoom(row.user_id), CHANNELS.notifications, event);
      }
    };
  }

  return {
    /** Stores a notification for each user and pushes `new_notification` to them live. */
    async notify(
      userIds: number[],
      input: { title: string; link?: string | null; module?: string; object_id?: number },
      whoAdd: number | null,
    ) {
      (await store(db, userIds, input, whoAdd))();
    },

    store,

    async unreadCount(userId: number) {
      const [row] = await queryRows<{ n: string | number }>(
        db,
        sql`select count(*) as n from (select 1 from notifications where user_id = ${userId} and is_read = 0 limit 1000) t`,
      );
      const n = Number(row.n);
      return n >= 1000 ? '1000+' : n;
    },

    async list(userId: number, cursor: number | undefined, limit: number) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), cursor ? lt(notifications.id, cursor) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      const items = rows.slice(0, limit).map((r) => ({ ...r, date_add: toWireMinutes(r.date_add) }));
      return { items, next_cursor: rows.length > limit ? items[items.length - 1].id : null };
    },

    async markRead(userId: number, id?: number) {
      await db
        .update(notifications)
        .set({ is_read: 1 })
        .where(and(eq(notifications.user_id, userId), id ? eq(notifications.id, id) : undefined));
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
