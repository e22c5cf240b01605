import { type MarkerRow, WAREHOUSE_MARKERS_MAX } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Input, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format.ts';
import { markersQuery } from '../api/extra-api.ts';
import { useUrlState } from '../model/url-state.ts';
import { RemoteField } from './remote-field.tsx';
import { SelectionLine } from './stock-picker.tsx';
import '../texts.ts';
import { SelectAllTitle } from '../../../../shared/ui/select-all-title.tsx';

const PER_PAGE = 50;

/**
 * The inventory markers (`GET warehouse/markers`) with filters in the URL under `prefix` (storage,
 * search by code, name, article or serial, only not printed) and row checkboxes kept across pages.
 */
export function MarkersPicker({
  selected,
  onSelect,
  toolbar,
  prefix = 'm_',
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
  const unprinted = url.get(`${prefix}unprinted`) === '1';
  const page = url.getId(`${prefix}page`) ?? 1;
  const { data, isFetching, error } = useQuery(
    markersQuery({ storage_id: storageId ?? undefined, search: search || undefined, unprinted, page, per_page: PER_PAGE }),
  );

  const columns: TableColumnsType<MarkerRow> = [
    { key: 'code', title: t('warehouseExtra.col.code'), render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{r.code}</span> },
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
    { key: 'storage', title: t('warehouseExtra.col.storage'), responsive: ['sm'], render: (_, r) => r.storage_name ?? '—' },
    {
      key: 'created',
      title: t('warehouseExtra.col.created'),
      responsive: ['md'],
      render: (_, r) => `${formatDateTime(r.created_at)}${r.created_by_name ? `, ${r.created_by_name}` : ''}`,
    },
    {
      key: 'printed',
      title: t('warehouseExtra.marking.printed'),
      render: (_, r) => (r.printed_at ? formatDateTime(r.printed_at) : <Tag>{t('warehouseExtra.marking.notPrinted')}</Tag>),
    },
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
            placeholder={t('warehouseExtra.filter.searchMarkers')}
            onSearch={(v) => url.set({ [`${prefix}search`]: v.trim(), [`${prefix}page`]: null })}
          />
        </div>
        <Checkbox checked={unprinted} onChange={(e) => url.set({ [`${prefix}unprinted`]: e.target.checked, [`${prefix}page`]: null })}>
          {t('warehouseExtra.marking.onlyUnprinted')}
        </Checkbox>
      </div>
      {toolbar}
      <SelectionLine count={selected.length} onClear={() => onSelect([])} />
      {error && <div className="wh-short">{error.message}</div>}
      <Table<MarkerRow>
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('warehouseExtra.marking.noMarkers') }}
        rowSelection={{
          selectedRowKeys: [...selected],
          columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelect(keys.map(Number).slice(0, WAREHOUSE_MARKERS_MAX)),
          getCheckboxProps: (r) => ({ 'aria-label': t('warehouseExtra.pick', { name: `${r.code} ${r.nomenclature_name}` }) }),
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
