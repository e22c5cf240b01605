/** Notifications: stored per user, pushed live on the `notifications` channel. */

export { notificationsRoutes } from './notifications.routes.ts';
export * from './notifications.schema.ts';
export { createNotifications, type Notifications } from './notifications.service.ts';
