import type { AwaitingItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format.ts';
import { approvalKeys, fetchAwaiting, messageOf } from './approval-api.ts';
import { SubstituteCard } from './substitute-card.tsx';
import './texts.ts';

/**
 * `/invoices/awaiting`: one list of what waits for my signature — invoices whose current step is
 * mine (or of a signer I substitute today) and applications whose next signer I am — with links
 * to their cards; and my substitute for the time I am away.
 */
export function AwaitingSignaturePage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: approvalKeys.awaiting, queryFn: fetchAwaiting });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('approvals.awaitingTitle')}
          </Typography.Title>
        }
      >
        {query.isError ? (
          <Alert type="error" showIcon title={messageOf(query.error)} />
        ) : !query.data ? (
          <Skeleton active />
        ) : query.data.items.length === 0 ? (
          <Empty description={t('approvals.awaitingEmpty')} />
        ) : (
          <Table<AwaitingItem>
            size="small"
            rowKey={(r) => `${r.module}-${r.id}`}
            pagination={false}
            scroll={{ x: true }}
            dataSource={query.data.items}
            columns={[
              {
                key: 'module',
                title: '',
                render: (_, r) => (
                  <Tag color={r.module === 'invoices' ? 'blue' : 'purple'}>
                    {r.module === 'invoices' ? t('approvals.kindInvoice') : t('approvals.kindApplication')}
                  </Tag>
                ),
              },
              { key: 'title', title: '', render: (_, r) => <Link to={r.link}>{r.title}</Link> },
              { key: 'sum', title: t('approvals.sum'), align: 'right', render: (_, r) => (r.sum ? formatMoney(r.sum) : '') },
              { key: 'since', title: t('approvals.since'), dataIndex: 'since' },
              { key: 'for', title: t('approvals.forSigner'), render: (_, r) => r.on_behalf_of?.fio ?? '' },
            ]}
          />
        )}
      </Card>
      <SubstituteCard />
    </Space>
  );
}
