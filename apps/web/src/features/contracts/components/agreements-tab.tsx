import { PlusOutlined } from '@ant-design/icons';
import { CONTRACT_STATES } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import type { CardContext } from '../../registry/index.ts';
import { contractKeys, fetchAgreements } from '../api/contracts-api.ts';
import { problemOf } from '../model/problem.ts';
import '../texts.ts';
import { useScrollFocus } from './use-scroll-focus.ts';

/** The card's «Доп. соглашения» tab: the contract's additional agreements with links, and the sum they make with the contract's. */
export function AgreementsTab({ record, canEdit, base }: CardContext & { base: string }) {
  const scrollBox = useScrollFocus();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const list = useQuery({ queryKey: contractKeys.part(record.id, 'agreements'), queryFn: () => fetchAgreements(record.id) });
  if (list.isError) return <Alert type="error" showIcon title={problemOf(list.error)} />;
  const items = list.data?.items ?? [];
  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        {list.data?.limit != null && (
          <Typography.Text strong>{t('contracts.agreements.limit', { limit: formatMoney(list.data.limit) })}</Typography.Text>
        )}
        {canEdit && record.kind === 'contract' && (
          <Link to={`/contracts/add?contractId=${record.id}&as=agreement`}>
            <Button icon={<PlusOutlined />}>{t('contracts.agreements.add')}</Button>
          </Link>
        )}
      </div>
      {list.isSuccess && items.length === 0 ? (
        <Empty description={t('contracts.agreements.empty')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="contract-agreements"
          columns={[
            {
              key: 'number',
              title: t('contracts.agreements.col.number'),
              render: (_, a) => <Link to={`${base}/${a.id}`}>{a.number}</Link>,
            },
            { key: 'date', title: t('contracts.agreements.col.date'), render: (_, a) => formatDate(a.date) },
            { key: 'subject', title: t('contracts.agreements.col.subject'), render: (_, a) => a.subject },
            {
              key: 'state',
              title: t('contracts.agreements.col.state'),
              render: (_, a) => {
                const state = CONTRACT_STATES.find((s) => s.value === a.state);
                return state ? <Tag color={state.color}>{state[lang]}</Tag> : a.state;
              },
            },
            {
              key: 'sum',
              title: t('contracts.agreements.col.sumChange'),
              align: 'right',
              render: (_, a) => formatMoney(a.sum_change),
            },
            { key: 'start', title: t('contracts.agreements.col.start'), responsive: ['md'], render: (_, a) => formatDate(a.start_date) },
            { key: 'expiry', title: t('contracts.agreements.col.expiry'), responsive: ['md'], render: (_, a) => formatDate(a.expiry_date) },
          ]}
        />
      )}
    </div>
  );
}
