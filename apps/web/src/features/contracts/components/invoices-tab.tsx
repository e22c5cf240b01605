import { INVOICE_STATES } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import type { CardContext, RegistryRow } from '../../registry/index.ts';
import { contractKeys, fetchInvoices } from '../api/contracts-api.ts';
import { problemOf } from '../model/problem.ts';
import '../texts.ts';
import { useScrollFocus } from './use-scroll-focus.ts';

const cardOf = (id: number) => `/invoices/list/contracts/${id}`;

/** The card's «Счета» tab: the contract's invoices (`GET documents/contracts/:id/invoices`), each opening its card in the contracts' invoices list. */
export function InvoicesTab({ record }: CardContext) {
  const scrollBox = useScrollFocus();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const list = useInfiniteQuery({
    queryKey: contractKeys.part(record.id, 'invoices'),
    queryFn: ({ pageParam }) => fetchInvoices(record.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.next_cursor ? String(last.next_cursor) : undefined),
  });
  if (list.isError) return <Alert type="error" showIcon title={problemOf(list.error)} />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;

  const columns: ColumnsType<RegistryRow> = [
    {
      key: 'number',
      title: t('contracts.invoices.col.number'),
      render: (_, r) => <Link to={cardOf(r.id)}>{String(r.number ?? `№${r.id}`)}</Link>,
    },
    { key: 'date', title: t('contracts.invoices.col.date'), width: 110, render: (_, r) => formatDate(r.date_invoice as string | null) },
    {
      key: 'state',
      title: t('contracts.invoices.col.state'),
      render: (_, r) => {
        const state = INVOICE_STATES.find((s) => s.value === r.state);
        return state ? <Tag color={state.color}>{state[lang]}</Tag> : String(r.state ?? '');
      },
    },
    { key: 'sum', title: t('contracts.invoices.col.sum'), align: 'right', render: (_, r) => formatMoney(r.sum as string | null) },
    {
      key: 'contractor',
      title: t('contracts.invoices.col.contractor'),
      responsive: ['md'],
      render: (_, r) => String(r.contractor_id_name ?? ''),
    },
  ];

  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {total !== undefined && <Typography.Text type="secondary">{t('contracts.invoices.total', { total })}</Typography.Text>}
      {list.isSuccess && items.length === 0 ? (
        <Empty description={t('contracts.invoices.empty')} />
      ) : (
        <Table<RegistryRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="contract-invoices"
        />
      )}
      {list.hasNextPage && (
        <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('common.loadMore')}
        </Button>
      )}
    </div>
  );
}
