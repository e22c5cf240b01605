import { z } from 'zod';
import { INT_MAX } from './registry/schemas.ts';

/**
 * Notifications (`/notices`, spec 1 §2 and §7 "notifications" channel, spec 3 §4 chat
 * notification toggles; issue 12): the user's list with filters, and per-event settings.
 */

/**
 * The events the server sends today, each with a stable key and its module. A caller of
 * `notify`/`store` passes one of these keys; the user's setting for it decides the channel.
 */
export const NOTIFICATION_EVENTS = [
  { event: 'chat_mention', module: 'chat' },
  { event: 'chat_message', module: 'chat' },
  { event: 'ticket_reminder', module: 'tickets' },
  { event: 'application_alert', module: 'applications' },
] as const;
export type NotificationEventKey = (typeof NOTIFICATION_EVENTS)[number]['event'];
export const notificationEventKeys = NOTIFICATION_EVENTS.map((e) => e.event) as [NotificationEventKey, ...NotificationEventKey[]];

/** Where a notification goes: in the app (default), by e-mail (stored; sending not configured), nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'in_app';

export const notificationEventSchema = z.enum(notificationEventKeys, { message: 'notifications.unknownEvent' });
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { message: 'notifications.unknownChannel' });

/** A module key of a notification row (`tickets`, `applications`, a registry's name...). */
export const notificationModuleSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'notifications.unknownModule');

export const NOTIFICATIONS_PAGE_MAX = 200;
export const NOTIFICATIONS_PAGE_DEFAULT = 50;

/** `GET notifications`: newest first, keyset `cursor` (last id), filters by module and read mark. */
export const notificationsQuerySchema = z.object({
  cursor: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
  module: notificationModuleSchema.optional(),
  /** `0` unread only, `1` read only; absent: all. */
  is_read: z.enum(['0', '1'], { message: 'notifications.badReadFilter' }).transform(Number).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  module: z.string().nullable(),
  object_id: z.number().int().nullable(),
  is_read: z.number().int(),
  /** `yyyy-MM-dd HH:mm` (UTC). */
  date_add: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationsListSchema = z.object({
  items: z.array(notificationItemSchema),
  next_cursor: z.number().int().nullable(),
  /** The distinct modules of the user's notifications (the module filter's options). */
  modules: z.array(z.string()),
});
export type NotificationsList = z.infer<typeof notificationsListSchema>;

export const notificationSettingSchema = z.object({ event: notificationEventSchema, channel: notificationChannelSchema });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** `GET notifications/settings`: every known event with its module and the user's channel. */
export const notificationSettingsSchema = z.object({
  items: z.array(z.object({ event: z.string(), module: z.string(), channel: notificationChannelSchema })),
  /** False while the app has no mail sending: e-mail is stored as a choice only. */
  email_sending: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PATCH notifications/settings`: one or more events' channels. */
export const notificationSettingsPatchSchema = z.object({ items: z.array(notificationSettingSchema).min(1).max(100) });
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;
