import { CONTRACT_STATES, contractsRegistry, registryApi } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../shared/api/index.ts';
import type { KeysetPage } from '../../../shared/api/use-keyset-list.ts';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import type { CardContext, RegistryRow } from '../../registry/index.ts';
import '../texts.ts';

/** `GET documents/contracts?project_id=`: a keyset page of the project's contracts (those the user sees). */
const fetchContracts = (projectId: number, cursor?: string) =>
  api<KeysetPage<RegistryRow>>(registryApi(contractsRegistry), { query: { project_id: projectId, cursor, limit: 50 } });

/**
 * The project card's «Договоры» tab: the contracts linked to the project, each opening its card
 * (`/contracts/:id`). Its queries start with the contracts registry's key, so the registry's writes
 * and live events refresh it.
 */
export function ContractsTab({ record }: CardContext) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const list = useInfiniteQuery({
    queryKey: ['registry', contractsRegistry.name, 'project', record.id],
    queryFn: ({ pageParam }) => fetchContracts(record.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.next_cursor ? String(last.next_cursor) : undefined),
  });
  if (list.isError) return <Alert type="error" showIcon title={t('projects.contractsFailed')} />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const link = (r: RegistryRow, text: string) => <Link to={`/contracts/${r.id}`}>{text}</Link>;

  const columns: ColumnsType<RegistryRow> = [
    { key: 'number', title: t('projects.contracts.number'), render: (_, r) => link(r, String(r.number ?? `№${r.id}`)) },
    { key: 'date', title: t('projects.contracts.date'), width: 110, render: (_, r) => formatDate(r.date as string | null) },
    { key: 'subject', title: t('projects.contracts.subject'), render: (_, r) => String(r.subject ?? '') },
    {
      key: 'state',
      title: t('projects.col.status'),
      render: (_, r) => {
        const state = CONTRACT_STATES.find((s) => s.value === r.state);
        return state ? <Tag color={state.color}>{state[lang]}</Tag> : null;
      },
    },
    { key: 'sum', title: t('projects.contracts.sum'), align: 'right', render: (_, r) => formatMoney(r.sum as string | null) },
    {
      key: 'contractor',
      title: t('projects.contracts.contractor'),
      responsive: ['md'],
      render: (_, r) => String(r.contractor_id_name ?? ''),
    },
    {
      key: 'expiry',
      title: t('projects.contracts.expiry'),
      responsive: ['lg'],
      render: (_, r) => formatDate(r.expiry_date as string | null),
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {total !== undefined && <Typography.Text type="secondary">{t('projects.total', { total })}</Typography.Text>}
      {list.isSuccess && items.length === 0 ? (
        <Empty description={t('projects.noContracts')} />
      ) : (
        <Table<RegistryRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="project-contracts"
        />
      )}
      {list.hasNextPage && (
        <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('projects.more')}
        </Button>
      )}
    </div>
  );
}
