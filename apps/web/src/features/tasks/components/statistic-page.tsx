import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Select, Space, Spin, Statistic as Stat, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import '../texts.ts';
import { BarChart, LineChart } from '../../../shared/ui/charts.tsx';
import { useBoards } from '../api/boards.ts';
import { statisticQuery } from '../api/misc.ts';

/** `/tickets/statistic/:boardId?`: counts by status, by performer, overdue, created vs finished, for a period. */
export function StatisticPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { boardId } = useParams();
  const board = Number(boardId) > 0 ? Number(boardId) : undefined;
  const boards = useBoards();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(30, 'day').startOf('day'), dayjs().startOf('day')]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const { data, isLoading } = useQuery(statisticQuery(board, from, to));
  usePageTitle(null, t('tasks.stat.title'), t('tasks.section'));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} className="tasks-statistic">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('tasks.stat.title')}
        </Typography.Title>
        <Select
          style={{ minWidth: 200 }}
          value={board ?? 0}
          aria-label={t('tasks.board')}
          onChange={(v) => navigate(v ? `/tickets/statistic/${v}` : '/tickets/statistic')}
          options={[{ value: 0, label: t('tasks.stat.allBoards') }, ...(boards.data ?? []).map((b) => ({ value: b.id, label: b.name }))]}
        />
        <DatePicker.RangePicker
          aria-label={t('tasks.stat.period')}
          format="DD.MM.YYYY"
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      </Space>
      {isLoading || !data ? (
        <Spin />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 12 }}>
          <Card size="small" title={t('tasks.stat.byStatus')}>
            <BarChart
              title={t('tasks.stat.byStatus')}
              bars={data.by_status.map((s) => ({ label: s.status.name, value: s.count, color: s.status.color }))}
            />
          </Card>
          <Card size="small" title={t('tasks.stat.overdue')}>
            <Stat value={data.overdue} valueStyle={{ color: data.overdue ? '#cf1322' : undefined }} />
          </Card>
          <Card size="small" title={t('tasks.stat.perDay')} style={{ gridColumn: '1 / -1' }}>
            <LineChart
              title={t('tasks.stat.perDay')}
              labels={data.per_day.map((d) => dayjs(d.date).format('DD.MM'))}
              series={[
                { name: t('tasks.stat.created'), color: '#1677ff', values: data.per_day.map((d) => d.created) },
                { name: t('tasks.stat.finished'), color: '#52c41a', values: data.per_day.map((d) => d.finished) },
              ]}
            />
          </Card>
          <Card size="small" title={t('tasks.stat.byPerformer')} style={{ gridColumn: '1 / -1' }}>
            <Table
              size="small"
              rowKey="user_id"
              pagination={false}
              scroll={{ x: 480 }}
              dataSource={data.by_performer}
              columns={[
                { key: 'fio', title: t('tasks.kpiTab.performer'), dataIndex: 'fio' },
                { key: 'total', title: t('tasks.stat.totalCol'), dataIndex: 'total' },
                { key: 'finished', title: t('tasks.stat.finished'), dataIndex: 'finished' },
                { key: 'overdue', title: t('tasks.stat.overdue'), dataIndex: 'overdue' },
              ]}
            />
          </Card>
        </div>
      )}
    </div>
  );
}
