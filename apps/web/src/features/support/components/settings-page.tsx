import { SUPPORT_OPERATOR_PERMIT, SUPPORT_PRIORITIES, type SupportSla } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, InputNumber, Result, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, useMe } from '../../session/index.ts';
import { fetchSettings, saveSettings, supportKeys } from '../api.ts';
import '../texts.ts';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** `/support/settings` (operator_view): the first-response and resolution targets per priority, in hours. */
export function SupportSettingsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const { message } = App.useApp();
  const me = useMe();
  const client = useQueryClient();
  const allowed = can(me, SUPPORT_OPERATOR_PERMIT);
  const settings = useQuery({ queryKey: supportKeys.settings, queryFn: fetchSettings, enabled: allowed });
  const [rows, setRows] = useState<SupportSla[]>([]);
  useEffect(() => {
    if (settings.data) setRows(settings.data.sla);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => saveSettings({ sla: rows }),
    onSuccess: (data) => {
      client.setQueryData(supportKeys.settings, data);
      void message.success(t('support.saved'));
    },
    onError: (error: Error) => void message.error(error.message),
  });
  if (!allowed) return <Result status="403" title="403" subTitle={t('support.noAccess')} />;
  if (settings.isLoading) return <Spin tip={t('support.loading')} />;
  const set = (priority: string, field: 'response_minutes' | 'resolve_minutes', value: number | null) =>
    setRows((prev) => prev.map((r) => (r.priority === priority ? { ...r, [field]: Math.max(1, Math.round((value ?? 0) * 60)) } : r)));
  const hoursInput = (row: SupportSla, field: 'response_minutes' | 'resolve_minutes') => (
    <InputNumber
      aria-label={`${t(field === 'response_minutes' ? 'support.response' : 'support.resolve')} ${row.priority}`}
      min={0.1}
      max={8760}
      step={0.5}
      value={hours(row[field])}
      onChange={(v) => set(row.priority, field, v)}
      style={{ width: 110 }}
    />
  );
  return (
    <Card
      title={t('support.settingsTitle')}
      extra={<Link to="/support">{t('menu.support')}</Link>}
      style={{ maxWidth: 720 }}
      styles={{ body: { overflowX: 'auto' } }}
    >
      <Alert type="info" showIcon message={t('support.settingsHint')} style={{ marginBottom: 12 }} />
      <Table<SupportSla>
        rowKey="priority"
        pagination={false}
        size="small"
        dataSource={rows}
        columns={[
          {
            key: 'priority',
            title: t('support.priority'),
            render: (_, row) => <Typography.Text>{SUPPORT_PRIORITIES.find((p) => p.value === row.priority)?.[lang]}</Typography.Text>,
          },
          { key: 'response', title: t('support.response'), render: (_, row) => hoursInput(row, 'response_minutes') },
          { key: 'resolve', title: t('support.resolve'), render: (_, row) => hoursInput(row, 'resolve_minutes') },
        ]}
      />
      <Button type="primary" style={{ marginTop: 12 }} loading={save.isPending} onClick={() => save.mutate()}>
        {t('support.save')}
      </Button>
    </Card>
  );
}
