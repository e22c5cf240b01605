import type { StockRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../../shared/format.ts';
import { stockQuery } from '../api/extra-api.ts';
import { itemCell, PickerTable, usePickerFilters } from './picker-table.tsx';

/**
 * Stock lines to pick from (marking, stickers): storage (with its zones and shelves), search by
 * article, name, batch, serial or a scanned code. Filters live in the URL under `prefix`.
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
  const filters = usePickerFilters(prefix);
  const { data, isFetching, error } = useQuery(
    stockQuery(filters.storageId, { nested: true, search: filters.search || undefined, page: filters.page, per_page: filters.perPage }),
  );

  const columns: TableColumnsType<StockRow> = [
    { key: 'name', title: t('warehouseExtra.col.item'), render: (_, r) => itemCell(r, t) },
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
    <PickerTable<StockRow>
      prefix={prefix}
      filters={filters}
      searchPlaceholder={t('warehouseExtra.filter.searchStock')}
      toolbar={toolbar}
      selected={selected}
      onSelect={onSelect}
      pickName={(r) => r.nomenclature_name}
      columns={columns}
      data={data}
      isFetching={isFetching}
      error={error}
      emptyText={t('warehouseExtra.marking.noStock')}
      layout={{ tableLayout: 'auto' }}
    />
  );
}
