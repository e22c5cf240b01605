import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { kpiQuery } from '../api/misc.ts';
import type { KpiRow } from '../model/types.ts';
import { fullDate } from '../model/wire-dates.ts';
import { formatSeconds } from './people-block.tsx';

/** KPI tab (project managers): per-performer time worked and on-time rate. */
export function KpiTab({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery(kpiQuery(ticketId));
  return (
    <Table<KpiRow>
      size="small"
      rowKey="performer_id"
      loading={isLoading}
      pagination={false}
      dataSource={data?.performers ?? []}
      scroll={{ x: 420 }}
      columns={[
        { key: 'fio', title: t('tasks.kpiTab.performer'), dataIndex: 'fio' },
        { key: 'total', title: t('tasks.kpiTab.total'), render: (_, r) => formatSeconds(r.total) },
        { key: 'works', title: t('tasks.kpiTab.works'), dataIndex: 'works' },
        { key: 'done', title: t('tasks.kpiTab.doneAt'), render: (_, r) => fullDate(r.done_at) },
        {
          key: 'on',
          title: t('tasks.kpiTab.onTime'),
          render: (_, r) => (r.on_time === null ? '—' : r.on_time ? t('tasks.kpiTab.yes') : t('tasks.kpiTab.no')),
        },
        {
          key: 'rate',
          title: t('tasks.kpiTab.rate'),
          render: (_, r) => (r.on_time_rate === null ? '—' : `${Math.round(r.on_time_rate * 100)}%`),
        },
      ]}
    />
  );
}
