import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/page-title.ts';
import { type ContractStatus, contractKeys, fetchStatuses } from '../api/contracts-api.ts';
import '../texts.ts';

/** `/contracts/directory/statuses`: the contract statuses, read-only (`GET documents/contracts/statuses?registry=true`). */
export function StatusesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  usePageTitle(null, t('contracts.statuses.title'), t('contracts.section.directory'));
  const statuses = useQuery({ queryKey: contractKeys.statuses, queryFn: fetchStatuses });
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 720 }}>
      <Typography.Title level={2}>{t('contracts.statuses.title')}</Typography.Title>
      <Typography.Text type="secondary">{t('contracts.statuses.hint')}</Typography.Text>
      {statuses.isError ? (
        <Alert type="error" showIcon title={t('contracts.loadFailed')} />
      ) : (
        <Table<ContractStatus>
          rowKey="value"
          size="small"
          loading={statuses.isPending}
          dataSource={statuses.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('contracts.statuses.empty') }}
          columns={[
            { key: 'name', title: t('contracts.statuses.name'), render: (_, s) => <Tag color={s.color}>{s[lang]}</Tag> },
            { key: 'value', title: t('contracts.statuses.value'), render: (_, s) => <Typography.Text code>{s.value}</Typography.Text> },
          ]}
        />
      )}
    </div>
  );
}
