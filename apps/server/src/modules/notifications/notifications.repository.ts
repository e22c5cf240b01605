import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { notificationSettings, notifications } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export interface NotificationInsert {
  user_id: number;
  title: string;
  link: string | null;
  module?: string;
  object_id?: number;
  who_add: number | null;
}

export async function insertNotifications(db: Db, values: NotificationInsert[]): Promise<NotificationRow[]> {
  return db.insert(notifications).values(values).returning();
}

export async function countUnreadCapped(db: Db, userId: number, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (select 1 from notifications where user_id = ${userId} and is_read = 0 limit ${cap}) t`,
  );
  return Number(row.n);
}

/** One keyset page (limit + 1 rows, newest first) of a user's notifications. */
export async function findNotificationsPage(
  db: Db,
  userId: number,
  filter: { cursor?: number; limit: number; module?: string; is_read?: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        filter.cursor ? lt(notifications.id, filter.cursor) : undefined,
        filter.module ? eq(notifications.module, filter.module) : undefined,
        filter.is_read !== undefined ? eq(notifications.is_read, filter.is_read) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(filter.limit + 1);
}

/** The distinct modules of a user's notifications (at most 50). */
export async function findNotificationModules(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ module: notifications.module })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNotNull(notifications.module)))
    .orderBy(notifications.module)
    .limit(50);
  return rows.map((r) => r.module).filter((m): m is string => Boolean(m));
}

export async function updateNotificationsRead(db: Db, userId: number, id?: number) {
  await db
    .update(notifications)
    .set({ is_read: 1 })
    .where(and(eq(notifications.user_id, userId), id ? eq(notifications.id, id) : eq(notifications.is_read, 0)));
}

export async function findSettingsOfUser(db: Db, userId: number): Promise<{ event: string; channel: string }[]> {
  return db
    .select({ event: notificationSettings.event, channel: notificationSettings.channel })
    .from(notificationSettings)
    .where(eq(notificationSettings.user_id, userId));
}

/** The users among `userIds` whose channel for `event` is `channel`. */
export async function findUsersWithChannel(db: Db, userIds: number[], event: string, channel: string): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ user_id: notificationSettings.user_id })
    .from(notificationSettings)
    .where(
      and(inArray(notificationSettings.user_id, userIds), eq(notificationSettings.event, event), eq(notificationSettings.channel, channel)),
    );
  return rows.map((r) => r.user_id);
}

export async function upsertSettings(db: Db, userId: number, items: { event: string; channel: string }[]) {
  await db
    .insert(notificationSettings)
    .values(items.map((i) => ({ user_id: userId, event: i.event, channel: i.channel })))
    .onConflictDoUpdate({
      target: [notificationSettings.user_id, notificationSettings.event],
      set: { channel: sql`excluded.channel` },
    });
}

/** Purge of an object (objects' `registerObjectTraces`): notifications that would link to nothing. */
export async function forgetObject(tx: Db, module: string, objectId: number): Promise<string[]> {
  await tx.delete(notifications).where(and(eq(notifications.module, module), eq(notifications.object_id, objectId)));
  return [];
}
