import type { StockReport, StockReportRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Input, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '../../../../shared/format.ts';
import { reportQuery } from '../api/extra-api.ts';
import { useUrlState } from '../model/url-state.ts';
import { RemoteField } from './remote-field.tsx';
import { DateField, ExcelButton, ReportTotals } from './report-kit.tsx';

const PER_PAGE = 100;

/** Balances at the end of a day (`GET warehouse/reports/stock`): storage (nested), group, search. */
export function StockReportTab() {
  const { t } = useTranslation();
  const url = useUrlState();
  const searchId = useId();
  const today = dayjs().format('YYYY-MM-DD');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(url.get('date')) ? url.get('date') : today;
  const storageId = url.getId('storage_id');
  const nested = url.get('flat') !== '1';
  const groupId = url.getId('group_id');
  const search = url.get('search');
  const page = url.getId('page') ?? 1;
  const filters = { date, storage_id: storageId, nested: nested ? 1 : 0, group_id: groupId, search: search || undefined };
  const { data, isFetching, error } = useQuery(reportQuery<StockReport>('stock', { ...filters, page, per_page: PER_PAGE }));

  const columns: TableColumnsType<StockReportRow> = [
    {
      key: 'name',
      title: t('warehouseExtra.col.item'),
      render: (_, r) => (
        <div>
          <div>{r.nomenclature_name}</div>
          <div className="wh-muted" style={{ fontSize: 12 }}>
            {[r.article, r.group_name, r.batch && `${t('warehouseExtra.col.batch')} ${r.batch}`, r.serial && `S/N ${r.serial}`]
              .filter(Boolean)
              .join(' · ')}
          </div>
        </div>
      ),
    },
    { key: 'storage', title: t('warehouseExtra.col.storage'), dataIndex: 'storage_name', responsive: ['sm'] },
    {
      key: 'quantity',
      title: t('warehouseExtra.col.quantity'),
      align: 'right',
      render: (_, r) => `${formatQuantity(r.quantity)}${r.unit_name ? ` ${r.unit_name}` : ''}`,
    },
    { key: 'cost', title: t('warehouseExtra.col.cost'), align: 'right', responsive: ['md'], render: (_, r) => formatMoney(r.cost) },
    { key: 'sum', title: t('warehouseExtra.col.sum'), align: 'right', render: (_, r) => formatMoney(r.sum) },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div className="wh-extra-filters">
        <DateField label={t('warehouseExtra.reports.onDate')} name="date" fallback={date} />
        <RemoteField
          label={t('warehouseExtra.filter.storage')}
          lookup="storage"
          value={storageId}
          onChange={(v) => url.set({ storage_id: v })}
          placeholder={t('warehouseExtra.filter.anyStorage')}
        />
        <RemoteField
          label={t('warehouseExtra.filter.group')}
          lookup="group"
          value={groupId}
          onChange={(v) => url.set({ group_id: v })}
          placeholder={t('warehouseExtra.filter.any')}
        />
        <div className="wh-extra-field">
          <label htmlFor={searchId}>{t('warehouseExtra.filter.search')}</label>
          <Input.Search id={searchId} allowClear defaultValue={search} onSearch={(v) => url.set({ search: v.trim() })} />
        </div>
        <Checkbox checked={nested} onChange={(e) => url.set({ flat: !e.target.checked })}>
          {t('warehouseExtra.reports.nested')}
        </Checkbox>
        <ExcelButton kind="stock" query={filters} />
      </div>
      {error && <div className="wh-short">{error.message}</div>}
      {data && (
        <ReportTotals
          items={[
            [t('warehouseExtra.reports.onDate'), formatDate(data.date) || data.date],
            [t('warehouseExtra.reports.lines'), formatQuantity(data.total)],
            [t('warehouseExtra.reports.totalQuantity'), formatQuantity(data.totals.quantity)],
            [t('warehouseExtra.reports.totalSum'), formatMoney(data.totals.sum)],
          ]}
        />
      )}
      <Table<StockReportRow>
        size="small"
        rowKey={(r) => `${r.storage_id}:${r.nomenclature_id}:${r.batch}:${r.serial}`}
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 560 }}
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
