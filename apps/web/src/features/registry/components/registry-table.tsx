import { listColumns, type RegistryDefinition, registryPath } from '@app/contracts';
import { Table, Tag } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectAllTitle } from '../../../shared/ui/select-all-title.tsx';
import type { SortOrder } from '../model/list-params.ts';
import { type ColumnOverride, overrideText } from '../model/overrides.ts';
import { type RegistryRow, rowTitle } from '../model/row.ts';
import { CellValue } from './cell-value.tsx';

export interface RegistryTableProps {
  definition: RegistryDefinition;
  rows: RegistryRow[];
  loading: boolean;
  /** Names of the list columns the user hid. */
  hidden: readonly string[];
  sort: { field: string; order: SortOrder };
  /** A header click: the new sort, or null for the registry's default. */
  onSort: (sort: { field: string; order: SortOrder } | null) => void;
  empty: ReactNode;
  footer: ReactNode;
  /** The section's extra columns (override slot). */
  extraColumns?: readonly ColumnOverride[];
  /** Row checkboxes (bulk actions); absent without the edit or delete permit. */
  selection?: { ids: readonly number[]; onChange: (rows: RegistryRow[]) => void };
  /** A card opened from the list (the list remembers its order for PageUp / PageDown). */
  onOpen?: () => void;
}

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** The list's table: the definition's list columns (server sort on sortable ones); the title opens the card (bold with «Новое» when `is_new`). */
export function RegistryTable(props: RegistryTableProps) {
  const { definition, rows, loading, hidden, sort, onSort, empty, footer, extraColumns = [], selection, onOpen } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  // The title (the link to the card) comes first, then the other columns in definition order.
  const fields = listColumns(definition).sort((a, b) => Number(b.name === definition.title) - Number(a.name === definition.title));
  const fieldColumns: ColumnsType<RegistryRow> = fields
    .filter((f) => !hidden.includes(f.name))
    .map((field) => ({
      key: field.name,
      dataIndex: field.name,
      title: field.label[lang],
      sorter: field.sort ? true : undefined,
      sortOrder: field.sort && sort.field === field.name ? ANTD_ORDER[sort.order] : null,
      align: field.kind === 'number' || field.kind === 'money' ? ('right' as const) : undefined,
      ellipsis: field.kind === 'longText' ? { showTitle: true } : undefined,
      width: field.kind === 'longText' ? 260 : undefined,
      render: (_: unknown, row: RegistryRow) =>
        field.name === definition.title ? (
          // A record new to the user (`is_new`, e.g. unread news) is bold with a «Новое» tag.
          <>
            <Link to={`${registryPath(definition)}/${row.id}`} style={row.is_new ? { fontWeight: 600 } : undefined} onClick={onOpen}>
              {String(row[field.name] ?? row.id)}
            </Link>
            {row.is_new && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('registry.new')}
              </Tag>
            )}
          </>
        ) : (
          <CellValue definition={definition} field={field} row={row} lang={lang} />
        ),
    }));
  const columns = withExtraColumns(fieldColumns, extraColumns, lang);
  const selected = selection?.ids ?? [];

  return (
    <Table<RegistryRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      locale={{ emptyText: loading ? ' ' : empty }}
      onChange={(_pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<RegistryRow> | undefined;
        if (!s?.order || !s.columnKey) onSort(null);
        else onSort({ field: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' });
      }}
      footer={() => footer}
      rowSelection={
        selection && {
          selectedRowKeys: [...selected],
          preserveSelectedRowKeys: false,
          columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
          onChange: (_keys, picked) => selection.onChange(picked),
          getCheckboxProps: (row) => ({
            'aria-label': t('registry.bulk.select', { title: rowTitle(definition.title, row) }),
          }),
        }
      }
    />
  );
}

/** The field columns with the section's extra ones, each after its `after` field (or at the end). */
function withExtraColumns(
  columns: ColumnsType<RegistryRow>,
  extra: readonly ColumnOverride[],
  lang: 'ru' | 'en',
): ColumnsType<RegistryRow> {
  const result = [...columns];
  for (const column of extra) {
    const at = column.after ? result.findIndex((c) => c.key === column.after) : -1;
    const item = { key: column.key, title: overrideText(column.title, lang), render: (_: unknown, row: RegistryRow) => column.render(row) };
    if (at < 0) result.push(item);
    else result.splice(at + 1, 0, item);
  }
  return result;
}
