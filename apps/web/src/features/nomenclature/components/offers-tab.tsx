import type { OfferStackItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../../shared/format.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchOffers, nomenclatureKeys } from '../api/nomenclature-api.ts';
import '../texts.ts';

/** The item card's «Цены поставщиков»: the offers stack — commercial offers of applications with this item, newest first. */
export function OffersTab({ record }: CardContext) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: nomenclatureKeys.offers(record.id), queryFn: () => fetchOffers(record.id) });
  if (!query.data) return <Skeleton active />;
  if (query.data.length === 0) return <Empty description={t('nomenclature.noOffers')} />;
  return (
    <Table<OfferStackItem>
      size="small"
      rowKey={(r) => `${r.id}-${r.nomenclature_id}`}
      pagination={false}
      scroll={{ x: true }}
      dataSource={query.data}
      columns={[
        {
          key: 'calculation_id',
          title: t('nomenclature.application'),
          render: (_, r) => <Link to={`/applications/${r.calculation_id}`}>№{r.calculation_id}</Link>,
        },
        { key: 'partner', title: t('nomenclature.supplier'), render: (_, r) => r.partner_name ?? '—' },
        { key: 'sum', title: t('nomenclature.offerSum'), align: 'right', render: (_, r) => formatMoney(r.sum) || '—' },
        {
          key: 'quantity',
          title: t('nomenclature.quantity'),
          align: 'right',
          render: (_, r) => formatNumber(r.quantity, Number.isInteger(Number(r.quantity)) ? 0 : 2),
        },
        { key: 'cost', title: t('nomenclature.cost'), align: 'right', render: (_, r) => formatMoney(r.cost) || '—' },
        { key: 'date', title: t('nomenclature.date'), render: (_, r) => formatDate(r.date) },
      ]}
    />
  );
}
