import { MOVEMENT_KINDS, type MovementRow, type MovementsReport } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, formatQuantity } from '../../../../shared/format.ts';
import { useLanguage } from '../../../../shared/i18n/index.ts';
import { LineChart } from '../../../../shared/ui/charts.tsx';
import { reportQuery } from '../api/extra-api.ts';
import { signedQuantity } from '../model/format.ts';
import { useUrlState } from '../model/url-state.ts';
import { RemoteField } from './remote-field.tsx';
import { ExcelButton, PeriodFields, ReportTotals, usePeriod } from './report-kit.tsx';

const PER_PAGE = 100;
const KIND_CODES: readonly string[] = MOVEMENT_KINDS.map((k) => k.value);

/** Movements for a period (`GET warehouse/reports/movements`): in/out per day chart, totals, the movements. */
export function MovementsReportTab() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const url = useUrlState();
  const kindId = useId();
  const { from, to } = usePeriod();
  const storageId = url.getId('storage_id');
  const nomenclatureId = url.getId('nomenclature_id');
  const kind = KIND_CODES.includes(url.get('kind')) ? url.get('kind') : '';
  const page = url.getId('page') ?? 1;
  const filters = { from, to, storage_id: storageId, kind: kind || undefined, nomenclature_id: nomenclatureId };
  const { data, isFetching, error } = useQuery(reportQuery<MovementsReport>('movements', { ...filters, page, per_page: PER_PAGE }));
  const kindLabel = (code: string) => {
    const k = MOVEMENT_KINDS.find((m) => m.value === code);
    return k ? (lang === 'en' ? k.en : k.ru) : code;
  };

  const columns: TableColumnsType<MovementRow> = [
    { key: 'date', title: t('warehouseExtra.col.date'), render: (_, r) => formatDateTime(r.date), width: 140 },
    { key: 'kind', title: t('warehouseExtra.col.kind'), render: (_, r) => kindLabel(r.kind) },
    {
      key: 'act',
      title: t('warehouseExtra.col.act'),
      render: (_, r) => (r.act_id ? <Link to={`/warehouse/acts/${r.act_id}`}>{r.act_number ?? `#${r.act_id}`}</Link> : '—'),
    },
    { key: 'storage', title: t('warehouseExtra.col.storage'), dataIndex: 'storage_name', responsive: ['md'] },
    {
      key: 'item',
      title: t('warehouseExtra.col.item'),
      render: (_, r) => [r.nomenclature_name, r.serial && `S/N ${r.serial}`].filter(Boolean).join(' · '),
    },
    {
      key: 'quantity',
      title: t('warehouseExtra.col.quantity'),
      align: 'right',
      render: (_, r) => <span className={r.quantity < 0 ? 'wh-short' : 'wh-surplus'}>{signedQuantity(r.quantity)}</span>,
    },
    {
      key: 'sum',
      title: t('warehouseExtra.col.sum'),
      align: 'right',
      responsive: ['md'],
      render: (_, r) => (r.cost === null ? '' : formatMoney(Math.abs(r.quantity) * r.cost)),
    },
    { key: 'who', title: t('warehouseExtra.col.holder'), responsive: ['lg'], render: (_, r) => r.holder_name ?? r.user_name ?? '' },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div className="wh-extra-filters">
        <PeriodFields />
        <RemoteField
          label={t('warehouseExtra.filter.storage')}
          lookup="storage"
          value={storageId}
          onChange={(v) => url.set({ storage_id: v })}
          placeholder={t('warehouseExtra.filter.anyStorage')}
        />
        <div className="wh-extra-field">
          <label htmlFor={kindId}>{t('warehouseExtra.col.kind')}</label>
          <Select
            id={kindId}
            value={kind}
            onChange={(v) => url.set({ kind: v })}
            options={[
              { value: '', label: t('warehouseExtra.filter.any') },
              ...MOVEMENT_KINDS.map((k) => ({ value: k.value, label: kindLabel(k.value) })),
            ]}
          />
        </div>
        <RemoteField
          label={t('warehouseExtra.filter.item')}
          lookup="nomenclature"
          value={nomenclatureId}
          onChange={(v) => url.set({ nomenclature_id: v })}
          placeholder={t('warehouseExtra.filter.any')}
        />
        <ExcelButton kind="movements" query={filters} />
      </div>
      {error && <div className="wh-short">{error.message}</div>}
      {data && (
        <>
          <ReportTotals
            items={[
              [t('warehouseExtra.reports.movementsCount'), formatQuantity(data.total)],
              [t('warehouseExtra.reports.in'), `${formatQuantity(data.totals.in)} (${formatMoney(data.totals.sum_in)})`],
              [t('warehouseExtra.reports.out'), `${formatQuantity(data.totals.out)} (${formatMoney(data.totals.sum_out)})`],
            ]}
          />
          {data.series.length > 0 && (
            <Card size="small" title={t('warehouseExtra.reports.perDay')}>
              <LineChart
                title={t('warehouseExtra.reports.perDay')}
                labels={data.series.map((d) => dayjs(d.day).format('DD.MM'))}
                format={(v) => formatQuantity(v)}
                series={[
                  { name: t('warehouseExtra.reports.in'), color: '#237804', values: data.series.map((d) => d.in) },
                  { name: t('warehouseExtra.reports.out'), color: '#cf1322', values: data.series.map((d) => d.out) },
                ]}
              />
            </Card>
          )}
        </>
      )}
      <Table<MovementRow>
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('warehouseExtra.reports.empty') }}
        pagination={
          (data?.total ?? 0) > PER_PAGE
            ? { current: page, pageSize: PER_PAGE, total: data?.total, showSizeChanger: false, onChange: (p) => url.set({ page: p }) }
            : false
        }
      />
    </div>
  );
}
