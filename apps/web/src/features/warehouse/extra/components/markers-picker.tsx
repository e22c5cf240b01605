import type { MarkerRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format.ts';
import { markersQuery } from '../api/extra-api.ts';
import { itemCell, PickerTable, usePickerFilters } from './picker-table.tsx';

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
  const filters = usePickerFilters(prefix);
  const unprinted = filters.url.get(`${prefix}unprinted`) === '1';
  const { data, isFetching, error } = useQuery(
    markersQuery({
      storage_id: filters.storageId ?? undefined,
      search: filters.search || undefined,
      unprinted,
      page: filters.page,
      per_page: filters.perPage,
    }),
  );

  const columns: TableColumnsType<MarkerRow> = [
    { key: 'code', title: t('warehouseExtra.col.code'), render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{r.code}</span> },
    { key: 'name', title: t('warehouseExtra.col.item'), render: (_, r) => itemCell(r, t) },
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
    <PickerTable<MarkerRow>
      prefix={prefix}
      filters={filters}
      searchPlaceholder={t('warehouseExtra.filter.searchMarkers')}
      extraFilters={
        <Checkbox checked={unprinted} onChange={(e) => filters.filter({ [`${prefix}unprinted`]: e.target.checked })}>
          {t('warehouseExtra.marking.onlyUnprinted')}
        </Checkbox>
      }
      toolbar={toolbar}
      selected={selected}
      onSelect={onSelect}
      pickName={(r) => `${r.code} ${r.nomenclature_name}`}
      columns={columns}
      data={data}
      isFetching={isFetching}
      error={error}
      emptyText={t('warehouseExtra.marking.noMarkers')}
      layout={{ scroll: { x: 560 } }}
    />
  );
}
