import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subtasksQuery, ticketsInfiniteQuery } from '../api/tickets.ts';
import type { TicketRow } from '../model/types.ts';
import type { TicketFilters } from '../model/url-filters.ts';
import { listDate } from '../model/wire-dates.ts';
import { PerformersAvatars, PriorityBadge, StatusBadge } from './badges.tsx';

type SortKey = TicketFilters['sort'];

function useColumns(sort?: { key: SortKey; order: 'asc' | 'desc' }): TableColumnsType<TicketRow> {
  const { t } = useTranslation();
  const sortOrder = (key: SortKey) => (sort?.key === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  return [
    {
      key: 'name',
      title: t('tasks.col.title'),
      dataIndex: 'name',
      width: 320,
      render: (_, r) => (
        <Link to={`/tickets/${r.id}`} data-ticket-id={r.id}>
          {r.name}
        </Link>
      ),
    },
    {
      key: 'end',
      title: t('tasks.col.term'),
      width: 120,
      sorter: Boolean(sort),
      sortOrder: sortOrder('end'),
      render: (_, r) => <span style={r.expired ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}>{listDate(r.end)}</span>,
    },
    {
      key: 'priority',
      title: t('tasks.col.priority'),
      width: 130,
      sorter: Boolean(sort),
      sortOrder: sortOrder('priority'),
      render: (_, r) => <PriorityBadge priority={r.priority} />,
    },
    {
      key: 'performers',
      title: t('tasks.col.performers'),
      width: 260,
      render: (_, r) => <PerformersAvatars performers={r.performers} />,
    },
    {
      key: 'status',
      title: t('tasks.col.status'),
      width: 150,
      sorter: Boolean(sort),
      sortOrder: sortOrder('status'),
      render: (_, r) => <StatusBadge status={r.status} />,
    },
  ];
}

/** The subtasks of a row, end ascending (spec 2 §2). */
export function SubtaskList({ parentId, statuses = [] }: { parentId: number; statuses?: number[] }) {
  const { data, isLoading } = useQuery(subtasksQuery(parentId, statuses));
  const columns = useColumns();
  return (
    <Table<TicketRow>
      size="small"
      rowKey="id"
      loading={isLoading}
      columns={columns}
      dataSource={data ?? []}
      pagination={false}
      className="tasks-subtasks"
    />
  );
}

export interface TicketsTableProps {
  boardId: number;
  filters: TicketFilters;
  onSort: (sort: SortKey, order: 'asc' | 'desc') => void;
  height?: number;
}

/**
 * The board's tickets: keyset pages ("load more") in a virtualized antd table, so that
 * even 10 000 loaded rows keep only the visible ones in the DOM.
 */
export function TicketsTable({ boardId, filters, onSort, height = 560 }: TicketsTableProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(ticketsInfiniteQuery(boardId, filters));
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const columns = useColumns({ key: filters.sort, order: filters.order });

  return (
    <div className="tasks-table">
      <Table<TicketRow>
        virtual
        size="small"
        rowKey="id"
        scroll={{ x: 900, y: height }}
        loading={query.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('tasks.empty') }}
        expandable={{
          columnWidth: 40,
          rowExpandable: (r) => r.subtasks === 1,
          expandedRowRender: (r) => <SubtaskList parentId={r.id} />,
        }}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TicketRow>;
          const key = (s.columnKey as SortKey | undefined) ?? 'end';
          onSort(s.order ? key : 'end', s.order === 'ascend' ? 'asc' : 'desc');
        }}
      />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 8 }}>
        <Typography.Text type="secondary">{t('tasks.total', { total })}</Typography.Text>
        {query.hasNextPage && (
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('tasks.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
