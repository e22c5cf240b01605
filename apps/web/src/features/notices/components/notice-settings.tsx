import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationEventKey } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { noticesKeys } from '../api/keys.ts';
import { noticeSettingsQuery, saveNoticeSettings } from '../api/settings.ts';

const CHANNEL_LABEL: Record<NotificationChannel, string> = { in_app: 'notices.inApp', email: 'notices.email', none: 'notices.none' };

/** The settings tab: per module and event, in-app / e-mail / none; saved on change. */
export function NoticeSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery(noticeSettingsQuery());
  const [saving, setSaving] = useState<string | null>(null);

  const change = async (event: string, channel: NotificationChannel) => {
    setSaving(event);
    try {
      const saved = await saveNoticeSettings([{ event: event as NotificationEventKey, channel }]);
      client.setQueryData(noticesKeys.settings, saved);
      toast(0, t('notices.saved'));
    } catch (error) {
      const first = isApiError(error) ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
      toast(1, first ?? t('common.error'));
    } finally {
      setSaving(null);
    }
  };

  if (query.isLoading) return <Spin />;
  const data = query.data;
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('notices.settingsHint')}</Typography.Paragraph>
      {data && !data.email_sending && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('notices.emailHint')} />}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(data?.items ?? []).map((item) => {
          const label = t(`notices.events.${item.event}`, { defaultValue: item.event });
          return (
            <li
              key={item.event}
              data-testid={`setting-${item.event}`}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 8,
                alignItems: 'center',
                padding: '10px 0',
                borderBottom: '1px solid rgba(5,5,5,0.06)',
              }}
            >
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Tag>{t(`notices.modules.${item.module}`, { defaultValue: item.module })}</Tag>
                <span>{label}</span>
              </div>
              <Select<NotificationChannel>
                aria-label={`${t('notices.channel')}: ${label}`}
                value={item.channel}
                loading={saving === item.event}
                disabled={saving === item.event}
                onChange={(value) => void change(item.event, value)}
                options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(CHANNEL_LABEL[c]) }))}
                style={{ width: 180, maxWidth: '100%' }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
