import { BarChartOutlined, CarOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBoards } from '../api/boards.ts';
import { readFilters, type TicketFilters, writeFilters } from '../model/url-filters.ts';
import { useTicketsRealtime } from '../model/use-tickets-realtime.ts';
import { BoardSwitcher } from './board-switcher.tsx';
import { InlineAddRow } from './inline-add-row.tsx';
import { TicketFiltersBar } from './ticket-filters.tsx';
import { TicketsTable } from './tickets-table.tsx';

const KanbanBoard = lazy(() => import('./kanban-board.tsx').then((m) => ({ default: m.KanbanBoard })));
const MileageModal = lazy(() => import('./mileage-form.tsx').then((m) => ({ default: m.MileageModal })));

/** The board: switcher, filters (in the URL), inline add, table or kanban. */
export function BoardScreen({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const boards = useBoards();
  const [mileage, setMileage] = useState(false);
  useTicketsRealtime({ boardId });
  const board = boards.data?.find((b) => b.id === boardId);
  const setFilters = (next: TicketFilters) => setParams(writeFilters(next), { replace: true });

  if (boards.isLoading) return <Spin />;
  if (!boards.data?.length) return <Empty description={t('tasks.noBoards')} />;

  return (
    <div className="tasks-board" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('tasks.section')}
          </Typography.Title>
          <BoardSwitcher boards={boards.data} current={board} onSelect={(id) => navigate(`/tickets/board/${id}`)} />
        </Space>
        <Space wrap>
          <Segmented
            value={filters.view}
            onChange={(v) => setFilters({ ...filters, view: v as TicketFilters['view'] })}
            options={[
              { value: 'table', label: t('tasks.table') },
              { value: 'kanban', label: t('tasks.kanban') },
            ]}
          />
          <Button icon={<CarOutlined />} onClick={() => setMileage(true)}>
            {t('tasks.mileage')}
          </Button>
          <Link to={`/tickets/statistic/${boardId}`}>
            <Button icon={<BarChartOutlined />}>{t('tasks.statistic')}</Button>
          </Link>
        </Space>
      </div>
      <TicketFiltersBar value={filters} onChange={setFilters} />
      <InlineAddRow boardId={boardId} />
      {filters.view === 'kanban' ? (
        <Suspense fallback={<Spin />}>
          <KanbanBoard boardId={boardId} search={filters.search} performer={filters.performer} />
        </Suspense>
      ) : (
        <TicketsTable boardId={boardId} filters={filters} onSort={(sort, order) => setFilters({ ...filters, sort, order })} />
      )}
      {mileage && board && (
        <Suspense fallback={null}>
          <MileageModal board={board} open={mileage} onClose={() => setMileage(false)} />
        </Suspense>
      )}
    </div>
  );
}
