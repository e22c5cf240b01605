import { type StockRow, WAREHOUSE_MARKERS_MAX } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../../shared/format.ts';
import { stockQuery } from '../api/extra-api.ts';
import { useUrlState } from '../model/url-state.ts';
import { RemoteField } from './remote-field.tsx';
import '../texts.ts';
import { SelectAllTitle } from '../../../../shared/ui/select-all-title.tsx';

const PER_PAGE = 50;

/**
 * Stock lines to pick from (marking, stickers): storage (with its zones and shelves), search by
 * article, name, batch, serial or a scanned code, and row checkboxes kept across pages (at most
 * `WAREHOUSE_MARKERS_MAX`). Filters live in the URL under `prefix`.
 */
export function StockPicker({
  selected,
  onSelect,
  toolbar,
  prefix = 's_',
}: {
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
  prefix?: string;
  /** Actions on the selection, shown between the filters and the table. */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const url = useUrlState();
  const searchId = useId();
  const storageId = url.getId(`${prefix}storage`);
  const search = url.get(`${prefix}search`);
  const page = url.getId(`${prefix}page`) ?? 1;
  const { data, isFetching, error } = useQuery(
    stockQuery(storageId, { nested: true, search: search || undefined, page, per_page: PER_PAGE }),
  );

  const columns: TableColumnsType<StockRow> = [
    {
      key: 'name',
      title: t('warehouseExtra.col.item'),
      render: (_, r) => (
        <div>
          <div>{r.nomenclature_name}</div>
          <div className="wh-muted" style={{ fontSize: 12 }}>
            {[r.article, r.batch && `${t('warehouseExtra.col.batch')} ${r.batch}`, r.serial && `S/N ${r.serial}`]
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
    { key: 'sum', title: t('warehouseExtra.col.sum'), align: 'right', responsive: ['md'], render: (_, r) => formatMoney(r.sum) },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div className="wh-extra-filters">
        <RemoteField
          label={t('warehouseExtra.filter.storage')}
          lookup="storage"
          value={storageId}
          onChange={(v) => url.set({ [`${prefix}storage`]: v, [`${prefix}page`]: null })}
          placeholder={t('warehouseExtra.filter.anyStorage')}
        />
        <div className="wh-extra-field">
          <label htmlFor={searchId}>{t('warehouseExtra.filter.search')}</label>
          <Input.Search
            id={searchId}
            allowClear
            defaultValue={search}
            placeholder={t('warehouseExtra.filter.searchStock')}
            onSearch={(v) => url.set({ [`${prefix}search`]: v.trim(), [`${prefix}page`]: null })}
          />
        </div>
      </div>
      {toolbar}
      <SelectionLine count={selected.length} onClear={() => onSelect([])} />
      {error && <div className="wh-short">{error.message}</div>}
      <Table<StockRow>
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        tableLayout="auto"
        locale={{ emptyText: t('warehouseExtra.marking.noStock') }}
        rowSelection={{
          selectedRowKeys: [...selected],
          columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelect(keys.map(Number).slice(0, WAREHOUSE_MARKERS_MAX)),
          getCheckboxProps: (r) => ({ 'aria-label': t('warehouseExtra.pick', { name: r.nomenclature_name }) }),
        }}
        pagination={
          (data?.total ?? 0) > PER_PAGE
            ? {
                current: page,
                pageSize: PER_PAGE,
                total: data?.total,
                showSizeChanger: false,
                onChange: (p) => url.set({ [`${prefix}page`]: p }),
              }
            : false
        }
      />
    </div>
  );
}

/** «Selected: N (at most 500)» with a clear button. */
export function SelectionLine({ count, onClear }: { count: number; onClear: () => void }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <div className="wh-totals">
      <span>{t('warehouseExtra.selected', { n: count, max: WAREHOUSE_MARKERS_MAX })}</span>
      <Button type="link" size="small" onClick={onClear} style={{ padding: 0 }}>
        {t('warehouseExtra.clearSelection')}
      </Button>
    </div>
  );
}
