import { WAREHOUSE_MARKERS_MAX } from '@app/contracts';
import { Button, Input, Table, type TableColumnsType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectAllTitle } from '../../../../shared/ui/select-all-title.tsx';
import { useUrlState } from '../model/url-state.ts';
import { RemoteField } from './remote-field.tsx';
import '../texts.ts';

const PER_PAGE = 50;

/** The filters of a picker, kept in the URL under `prefix`: storage, search, page (and the picker's own). */
export function usePickerFilters(prefix: string) {
  const url = useUrlState();
  return {
    url,
    storageId: url.getId(`${prefix}storage`),
    search: url.get(`${prefix}search`),
    page: url.getId(`${prefix}page`) ?? 1,
    perPage: PER_PAGE,
    /** Sets filters and goes back to page 1. */
    filter: (values: Record<string, string | number | boolean | null>) => url.set({ ...values, [`${prefix}page`]: null }),
  };
}
export type PickerFilters = ReturnType<typeof usePickerFilters>;

/** An item as a table cell: its name, then article, batch and serial in small text. */
export function itemCell(r: { nomenclature_name: string; article: string | null; batch: string; serial: string }, t: TFunction) {
  return (
    <div>
      <div>{r.nomenclature_name}</div>
      <div className="wh-muted" style={{ fontSize: 12 }}>
        {[r.article, r.batch && `${t('warehouseExtra.col.batch')} ${r.batch}`, r.serial && `S/N ${r.serial}`].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
}

interface PickerTableProps<T extends { id: number }> {
  prefix: string;
  filters: PickerFilters;
  searchPlaceholder: string;
  /** Filters of the picker's own, after the storage and the search. */
  extraFilters?: ReactNode;
  /** Actions on the selection, shown between the filters and the table. */
  toolbar?: ReactNode;
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
  /** The checkbox's name of a row (screen readers). */
  pickName: (row: T) => string;
  columns: TableColumnsType<T>;
  data: { items: T[]; total: number } | undefined;
  isFetching: boolean;
  error: Error | null;
  emptyText: string;
  layout?: Pick<TableProps<T>, 'scroll' | 'tableLayout'>;
}

/**
 * Rows to pick (marking, stickers): the storage and search filters, the selection kept across pages
 * (at most `WAREHOUSE_MARKERS_MAX`) with its count and a clear button, the table and its pages.
 */
export function PickerTable<T extends { id: number }>(props: PickerTableProps<T>) {
  const { prefix, filters, selected, onSelect, data, layout } = props;
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div className="wh-extra-filters">
        <RemoteField
          label={t('warehouseExtra.filter.storage')}
          lookup="storage"
          value={filters.storageId}
          onChange={(v) => filters.filter({ [`${prefix}storage`]: v })}
          placeholder={t('warehouseExtra.filter.anyStorage')}
        />
        <div className="wh-extra-field">
          <label htmlFor={searchId}>{t('warehouseExtra.filter.search')}</label>
          <Input.Search
            id={searchId}
            allowClear
            defaultValue={filters.search}
            placeholder={props.searchPlaceholder}
            onSearch={(v) => filters.filter({ [`${prefix}search`]: v.trim() })}
          />
        </div>
        {props.extraFilters}
      </div>
      {props.toolbar}
      <SelectionLine count={selected.length} onClear={() => onSelect([])} />
      {props.error && <div className="wh-short">{props.error.message}</div>}
      <Table<T>
        size="small"
        rowKey="id"
        loading={props.isFetching && !data}
        dataSource={data?.items ?? []}
        columns={props.columns}
        {...layout}
        locale={{ emptyText: props.emptyText }}
        rowSelection={{
          selectedRowKeys: [...selected],
          columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelect(keys.map(Number).slice(0, WAREHOUSE_MARKERS_MAX)),
          getCheckboxProps: (r) => ({ 'aria-label': t('warehouseExtra.pick', { name: props.pickName(r) }) }),
        }}
        pagination={
          (data?.total ?? 0) > filters.perPage
            ? {
                current: filters.page,
                pageSize: filters.perPage,
                total: data?.total,
                showSizeChanger: false,
                onChange: (p) => filters.url.set({ [`${prefix}page`]: p }),
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
