import type { NotificationSetting, NotificationSettings } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { noticesKeys } from './keys.ts';

/** `GET /notifications/settings`: every event with its module and the user's channel. */
export const noticeSettingsQuery = () =>
  queryOptions({
    queryKey: noticesKeys.settings,
    queryFn: ({ signal }) => api<NotificationSettings>('/notifications/settings', { signal }),
  });

/** `PATCH /notifications/settings`: answers the whole settings list. */
export const saveNoticeSettings = (items: NotificationSetting[]) =>
  api<NotificationSettings>('/notifications/settings', { method: 'PATCH', json: { items } });
