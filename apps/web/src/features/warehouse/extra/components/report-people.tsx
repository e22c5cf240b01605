import type { IssuedReportRow, ProjectsReportRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../../shared/format.ts';
import { BarChart } from '../../../../shared/ui/charts.tsx';
import { type IssuedReport, type ProjectsReport, reportQuery } from '../api/extra-api.ts';
import { useUrlState } from '../model/url-state.ts';
import { RemoteField } from './remote-field.tsx';
import { ExcelButton, PeriodFields, ReportTotals, usePeriod } from './report-kit.tsx';

const qty = (n: number, unit: string | null) => `${formatQuantity(n)}${unit ? ` ${unit}` : ''}`;
/** Bar labels are cut to fit the chart's label column. */
const short = (s: string) => (s.length > 18 ? `${s.slice(0, 17)}…` : s);

/** Issued to people for a period (`GET warehouse/reports/issued`): per person and item, issued / returned / still held. */
export function IssuedReportTab() {
  const { t } = useTranslation();
  const url = useUrlState();
  const { from, to } = usePeriod();
  const userId = url.getId('user_id');
  const filters = { from, to, user_id: userId };
  const { data, isFetching, error } = useQuery(reportQuery<IssuedReport>('issued', filters));

  const columns: TableColumnsType<IssuedReportRow> = [
    { key: 'user', title: t('warehouseExtra.col.person'), dataIndex: 'user_name' },
    { key: 'item', title: t('warehouseExtra.col.item'), dataIndex: 'nomenclature_name' },
    { key: 'issued', title: t('warehouseExtra.reports.issued'), align: 'right', render: (_, r) => qty(r.issued, r.unit_name) },
    { key: 'returned', title: t('warehouseExtra.reports.returned'), align: 'right', render: (_, r) => qty(r.returned, r.unit_name) },
    { key: 'holding', title: t('warehouseExtra.reports.holding'), align: 'right', render: (_, r) => qty(r.holding, r.unit_name) },
    { key: 'sum', title: t('warehouseExtra.col.sum'), align: 'right', render: (_, r) => formatMoney(r.sum) },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div className="wh-extra-filters">
        <PeriodFields />
        <RemoteField
          label={t('warehouseExtra.col.person')}
          lookup="user"
          value={userId}
          onChange={(v) => url.set({ user_id: v })}
          placeholder={t('warehouseExtra.filter.anyone')}
        />
        <ExcelButton kind="issued" query={filters} />
      </div>
      {error && <div className="wh-short">{error.message}</div>}
      {data && (
        <ReportTotals
          items={[
            [t('warehouseExtra.reports.issued'), formatQuantity(data.totals.issued)],
            [t('warehouseExtra.reports.returned'), formatQuantity(data.totals.returned)],
            [t('warehouseExtra.reports.totalSum'), formatMoney(data.totals.sum)],
          ]}
        />
      )}
      <Table<IssuedReportRow>
        size="small"
        rowKey={(r) => `${r.user_id}:${r.nomenclature_id}`}
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('warehouseExtra.reports.empty') }}
        pagination={(data?.items.length ?? 0) > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      />
    </div>
  );
}

/** Issued to projects for a period (`GET warehouse/reports/projects`): sums per project (chart) and per item. */
export function ProjectsReportTab() {
  const { t } = useTranslation();
  const url = useUrlState();
  const { from, to } = usePeriod();
  const projectId = url.getId('project_id');
  const filters = { from, to, project_id: projectId };
  const { data, isFetching, error } = useQuery(reportQuery<ProjectsReport>('projects', filters));

  const columns: TableColumnsType<ProjectsReportRow> = [
    { key: 'project', title: t('warehouseExtra.col.project'), dataIndex: 'project_name' },
    { key: 'item', title: t('warehouseExtra.col.item'), dataIndex: 'nomenclature_name' },
    { key: 'issued', title: t('warehouseExtra.reports.issued'), align: 'right', render: (_, r) => qty(r.issued, r.unit_name) },
    { key: 'returned', title: t('warehouseExtra.reports.returned'), align: 'right', render: (_, r) => qty(r.returned, r.unit_name) },
    { key: 'sum', title: t('warehouseExtra.col.sum'), align: 'right', render: (_, r) => formatMoney(r.sum) },
  ];
  const bars = (data?.by_project ?? []).slice(0, 15).map((p) => ({ label: short(p.project_name), value: p.sum, color: '#0958d9' }));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div className="wh-extra-filters">
        <PeriodFields />
        <RemoteField
          label={t('warehouseExtra.col.project')}
          lookup="project"
          value={projectId}
          onChange={(v) => url.set({ project_id: v })}
          placeholder={t('warehouseExtra.filter.any')}
        />
        <ExcelButton kind="projects" query={filters} />
      </div>
      {error && <div className="wh-short">{error.message}</div>}
      {data && (
        <ReportTotals
          items={[
            [t('warehouseExtra.reports.issued'), formatQuantity(data.totals.issued)],
            [t('warehouseExtra.reports.returned'), formatQuantity(data.totals.returned)],
            [t('warehouseExtra.reports.totalSum'), formatMoney(data.totals.sum)],
          ]}
        />
      )}
      {bars.length > 0 && (
        <Card size="small" title={t('warehouseExtra.reports.byProject')}>
          <BarChart title={t('warehouseExtra.reports.byProject')} bars={bars} format={(v) => formatMoney(v)} width={520} />
        </Card>
      )}
      <Table<ProjectsReportRow>
        size="small"
        rowKey={(r) => `${r.project_id}:${r.nomenclature_id}`}
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 600 }}
        locale={{ emptyText: t('warehouseExtra.reports.empty') }}
        pagination={(data?.items.length ?? 0) > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      />
    </div>
  );
}
