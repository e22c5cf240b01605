import { HistoryOutlined } from '@ant-design/icons';
import type { StockRow } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Space, Switch, Table, type TableProps, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '../../../shared/format.ts';
import { stockQuery } from '../api/warehouse-api.ts';
import { ScanInput } from './scan-input.tsx';
import '../texts.ts';

export interface StockFilters {
  search: string;
  nested: boolean;
  zero: boolean;
  sort: 'name' | 'quantity' | 'updated_at';
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export const DEFAULT_STOCK_FILTERS: StockFilters = {
  search: '',
  nested: false,
  zero: false,
  sort: 'name',
  order: 'asc',
  page: 1,
  per_page: 50,
};

export const stockParams = (f: StockFilters): Record<string, string> => ({
  ...(f.search ? { search: f.search } : {}),
  ...(f.nested ? { nested: '1' } : {}),
  ...(f.zero ? { zero: '1' } : {}),
  sort: f.sort,
  order: f.order,
  page: String(f.page),
  per_page: String(f.per_page),
});

/**
 * A storage's balances: search (name, article, batch, serial) and a scanner field, the
 * sub-storages toggle, server sort and pages. `selection` turns it into a picker (checkout,
 * transfer, write-off); `onHistory` adds the movement history button.
 */
export function StockTable({
  storageId,
  filters,
  onFilters,
  selection,
  onHistory,
  toolbar,
  scanAutoFocus,
}: {
  storageId: number;
  filters: StockFilters;
  onFilters: (f: StockFilters) => void;
  selection?: { keys: number[]; onChange: (rows: StockRow[], selected: boolean) => void; onScanned?: (rows: StockRow[]) => void };
  onHistory?: (row: StockRow) => void;
  toolbar?: ReactNode;
  scanAutoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.search);
  const [scanned, setScanned] = useState('');
  useEffect(() => setText(filters.search), [filters.search]);
  const query = useQuery({ ...stockQuery(storageId, stockParams(filters)), placeholderData: keepPreviousData });
  const set = (patch: Partial<StockFilters>) => onFilters({ ...filters, page: 1, ...patch });

  useEffect(() => {
    // A scanned code that finds lines selects them for the picker (one scan, one position).
    if (!selection?.onScanned || !scanned || query.isFetching || !query.data) return;
    if (filters.search === scanned) {
      selection.onScanned(query.data.items.filter((r) => r.quantity > 0));
      setScanned('');
    }
  });

  const rows = query.data?.items ?? [];
  const columns: TableProps<StockRow>['columns'] = [
    {
      key: 'name',
      title: t('warehouse.item'),
      sorter: true,
      sortOrder: filters.sort === 'name' ? (filters.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, r) => (
        <>
          <div>{r.nomenclature_name}</div>
          {(r.article || r.group_name) && (
            <div style={{ fontSize: 12, opacity: 0.75 }}>{[r.article, r.group_name].filter(Boolean).join(' · ')}</div>
          )}
        </>
      ),
    },
    { key: 'batch', title: t('warehouse.batch'), render: (_, r) => r.batch, responsive: ['md'] },
    { key: 'serial', title: t('warehouse.serial'), render: (_, r) => r.serial, responsive: ['md'] },
    {
      key: 'quantity',
      title: t('warehouse.available'),
      align: 'right',
      sorter: true,
      sortOrder: filters.sort === 'quantity' ? (filters.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, r) => `${formatQuantity(r.quantity)} ${r.unit_name ?? ''}`.trim(),
    },
    ...(filters.nested
      ? [
          {
            key: 'storage',
            title: t('warehouse.storage'),
            render: (_: unknown, r: StockRow) => r.storage_name,
            responsive: ['sm' as const],
          },
        ]
      : []),
    { key: 'cost', title: t('warehouse.cost'), align: 'right', render: (_, r) => formatMoney(r.cost), responsive: ['lg'] },
    { key: 'sum', title: t('warehouse.sum'), align: 'right', render: (_, r) => formatMoney(r.sum), responsive: ['sm'] },
    {
      key: 'updated_at',
      title: t('warehouse.updated'),
      sorter: true,
      sortOrder: filters.sort === 'updated_at' ? (filters.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, r) => formatDate(r.updated_at),
      responsive: ['lg'],
    },
    ...(onHistory
      ? [
          {
            key: 'history',
            title: '',
            width: 48,
            render: (_: unknown, r: StockRow) => (
              <Tooltip title={t('warehouse.history')}>
                <Button
                  type="text"
                  icon={<HistoryOutlined />}
                  aria-label={`${t('warehouse.history')}: ${r.nomenclature_name}`}
                  onClick={() => onHistory(r)}
                />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%' }}>
        <Input.Search
          aria-label={t('warehouse.search')}
          placeholder={t('warehouse.search')}
          allowClear
          value={text}
          style={{ width: 'min(340px, 100%)' }}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => set({ search: v.trim() })}
        />
        <ScanInput
          autoFocus={scanAutoFocus}
          style={{ width: 'min(260px, 100%)' }}
          onScan={(code) => {
            setScanned(code);
            set({ search: code });
          }}
        />
        {!selection && (
          <Space>
            <Switch id={`nested-${storageId}`} checked={filters.nested} onChange={(v) => set({ nested: v })} />
            <label htmlFor={`nested-${storageId}`}>{t('warehouse.nested')}</label>
          </Space>
        )}
        {!selection && (
          <Space>
            <Switch id={`zero-${storageId}`} checked={filters.zero} onChange={(v) => set({ zero: v })} />
            <label htmlFor={`zero-${storageId}`}>{t('warehouse.zero')}</label>
          </Space>
        )}
        {toolbar}
      </Space>
      <div style={{ overflowX: 'auto' }}>
        <Table<StockRow>
          size="small"
          rowKey="id"
          loading={query.isFetching}
          dataSource={rows}
          columns={columns}
          scroll={selection ? undefined : { x: 'max-content' }}
          locale={{ emptyText: query.isPending ? t('warehouse.loading') : <Empty description={t('warehouse.noStock')} /> }}
          rowSelection={
            selection
              ? {
                  selectedRowKeys: selection.keys,
                  getCheckboxProps: (r) => ({ disabled: r.quantity <= 0, 'aria-label': r.nomenclature_name }),
                  onSelect: (r, selected) => selection.onChange([r], selected),
                  onSelectAll: (selected, _all, changed) =>
                    selection.onChange(
                      changed.filter((r) => r.quantity > 0),
                      selected,
                    ),
                }
              : undefined
          }
          pagination={{
            current: filters.page,
            pageSize: filters.per_page,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            size: 'small',
          }}
          onChange={(pagination, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const sort = (s?.order ? s.columnKey : 'name') as StockFilters['sort'];
            const order = s?.order === 'descend' ? 'desc' : 'asc';
            if (sort !== filters.sort || order !== filters.order) set({ sort, order });
            else onFilters({ ...filters, page: pagination.current ?? 1 });
          }}
        />
      </div>
    </>
  );
}
