import {
  CHANNELS,
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationEventKey,
  type NotificationSetting,
  type NotificationsList,
  userRoom,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { registerObjectTraces } from '../objects/index.ts';
import * as repo from './notifications.repository.ts';

registerObjectTraces('notifications', repo.forgetObject);

export interface NotifyInput {
  title: string;
  link?: string | null;
  module?: string;
  object_id?: number;
  /** The event (a key of NOTIFICATION_EVENTS): users whose setting for it is `none` get nothing. */
  event?: NotificationEventKey;
}

/** No mail sending is configured in the app: an `email` choice is stored, and the row stays in the list. */
const EMAIL_SENDING = false;

export function createNotifications(db: Db, realtime: Realtime) {
  /**
   * Stores the notifications with `tx` (in the caller's transaction, so that they exist
   * exactly when the caller's change commits) and answers the live push, to call after the commit.
   * Users who switched the event off (`none`) are skipped; no setting means in-app.
   */
  async function store(tx: Db, userIds: number[], input: NotifyInput, whoAdd: number | null): Promise<() => void> {
    let unique = [...new Set(userIds)];
    if (input.event && unique.length > 0) {
      const off = new Set(await repo.findUsersWithChannel(tx, unique, input.event, 'none'));
      unique = unique.filter((id) => !off.has(id));
    }
    if (unique.length === 0) return () => undefined;
    const rows = await repo.insertNotifications(
      tx,
      unique.map((user_id) => ({
        user_id,
        title: input.title,
        link: input.link ?? null,
        module: input.module,
        object_id: input.object_id,
        who_add: whoAdd,
      })),
    );
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

  /** Every known event with its module and the user's channel (in-app when not set). */
  async function settings(userId: number) {
    const saved = new Map((await repo.findSettingsOfUser(db, userId)).map((s) => [s.event, s.channel as NotificationChannel]));
    return {
      items: NOTIFICATION_EVENTS.map((e) => ({
        event: e.event,
        module: e.module,
        channel: saved.get(e.event) ?? DEFAULT_NOTIFICATION_CHANNEL,
      })),
      email_sending: EMAIL_SENDING,
    };
  }

  return {
    /** Stores a notification for each user (but those who switched the event off) and pushes `new_notification` live. */
    async notify(userIds: number[], input: NotifyInput, whoAdd: number | null) {
      (await store(db, userIds, input, whoAdd))();
    },

    store,

    async unreadCount(userId: number) {
      const n = await repo.countUnreadCapped(db, userId, 1000);
      return n >= 1000 ? '1000+' : n;
    },

    async list(userId: number, filter: { cursor?: number; limit: number; module?: string; is_read?: number }): Promise<NotificationsList> {
      const [rows, modules] = await Promise.all([
        repo.findNotificationsPage(db, userId, filter),
        filter.cursor ? Promise.resolve([]) : repo.findNotificationModules(db, userId),
      ]);
      const items = rows.slice(0, filter.limit).map((r) => ({ ...r, date_add: toWireMinutes(r.date_add) }));
      return { items, next_cursor: rows.length > filter.limit ? items[items.length - 1].id : null, modules };
    },

    async markRead(userId: number, id?: number) {
      await repo.updateNotificationsRead(db, userId, id);
    },

    settings,

    async saveSettings(userId: number, items: NotificationSetting[]) {
      const last = new Map(items.map((i) => [i.event, i.channel]));
      await repo.upsertSettings(
        db,
        userId,
        [...last].map(([event, channel]) => ({ event, channel })),
      );
      return settings(userId);
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
