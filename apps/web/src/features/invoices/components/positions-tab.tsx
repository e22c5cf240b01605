import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format.ts';
import { fetchPositions, invoicesKeys } from '../api.ts';
import '../texts.ts';

/** The card's «Позиции» tab: the application positions the invoice pays for (read-only). */
export function PositionsTab({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const positions = useQuery({ queryKey: invoicesKeys.positions(invoiceId), queryFn: () => fetchPositions(invoiceId) });
  if (!positions.data) return <Skeleton active />;
  if (!positions.data.items.length) return <Empty description={t('invoices.positions.empty')} />;
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={positions.data.items}
      columns={[
        { key: 'pack', title: t('invoices.positions.pack'), render: (_, p) => <Link to={`/applications/${p.pack_id}`}>№{p.pack_id}</Link> },
        { key: 'name', title: t('invoices.positions.name'), render: (_, p) => p.name ?? `#${p.number}` },
        { key: 'quantity', title: t('invoices.positions.quantity'), dataIndex: 'quantity', align: 'right' },
        { key: 'cost', title: t('invoices.positions.cost'), render: (_, p) => (p.cost ? formatMoney(p.cost) : '—'), align: 'right' },
      ]}
    />
  );
}
