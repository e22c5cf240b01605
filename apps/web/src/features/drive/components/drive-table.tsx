import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Input, type MenuProps, Space, Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { createContext, type HTMLAttributes, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatSize } from '../../../shared/format.ts';
import type { DriveItem, SortField, SortOrder } from '../api/drive-api.ts';
import { ItemIcon } from '../model/file-icon.tsx';

export const itemKey = (item: Pick<DriveItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

export interface DriveTableProps {
  items: DriveItem[];
  loading: boolean;
  emptyText: string;
  selected: string[];
  onSelect: (keys: string[]) => void;
  sort: SortField;
  order: SortOrder;
  onSort: (sort: SortField, order: SortOrder) => void;
  renaming: string | null;
  onRename: (item: DriveItem, name: string | null) => void;
  onOpen: (item: DriveItem) => void;
  menu: (item: DriveItem) => MenuProps['items'];
  onMenu: (action: string, item: DriveItem) => void;
}

/** The row menu on right click: the table's rows find their item and menu through this context. */
const RowMenu = createContext<{ byKey: Map<string, DriveItem>; menu: DriveTableProps['menu']; onMenu: DriveTableProps['onMenu'] } | null>(
  null,
);

function ContextRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) {
  const ctx = useContext(RowMenu);
  const item = props['data-row-key'] ? ctx?.byKey.get(props['data-row-key']) : undefined;
  if (!ctx || !item) return <tr {...props} />;
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items: ctx.menu(item), onClick: ({ key }) => ctx.onMenu(key, item) }}>
      <tr {...props} />
    </Dropdown>
  );
}

const components = { body: { row: ContextRow } };

function RenameInput({ item, onDone }: { item: DriveItem; onDone: (name: string | null) => void }) {
  const { t } = useTranslation();
  const finish = (value: string) => {
    const name = value.trim();
    onDone(name && name !== item.name ? name : null);
  };
  return (
    <Input
      size="small"
      autoFocus
      defaultValue={item.name}
      aria-label={t('drive.rename')}
      onFocus={(e) => {
        const dot = item.type === 'file' ? e.target.value.lastIndexOf('.') : -1;
        e.target.setSelectionRange(0, dot > 0 ? dot : e.target.value.length);
      }}
      onPressEnter={(e) => finish(e.currentTarget.value)}
      onBlur={(e) => finish(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone(null);
      }}
    />
  );
}

/** Folders first, then files; sort by name, date or size; multi-select; inline rename; a menu per row. */
export function DriveTable(props: DriveTableProps) {
  const { items, loading, emptyText, selected, onSelect, sort, order, onSort, renaming, onRename, onOpen, menu, onMenu } = props;
  const { t } = useTranslation();
  const byKey = useMemo(() => new Map(items.map((i) => [itemKey(i), i])), [items]);
  const sortOrder = (field: SortField) => (sort === field ? (order === 'asc' ? 'ascend' : 'descend') : null);

  const columns: ColumnsType<DriveItem> = [
    {
      title: t('drive.name'),
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, item) =>
        renaming === itemKey(item) ? (
          <RenameInput item={item} onDone={(name) => onRename(item, name)} />
        ) : (
          <Space size={8} style={{ minWidth: 0 }}>
            <ItemIcon folder={item.type === 'folder'} ext={item.type === 'file' ? item.ext : undefined} />
            {item.type === 'folder' && item.status === 1 ? (
              <Link to={`/disk/folder/${item.id}`}>{item.name}</Link>
            ) : item.type === 'file' && item.status === 1 ? (
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => onOpen(item)}
              >
                {item.name}
              </Button>
            ) : (
              <span>{item.name}</span>
            )}
          </Space>
        ),
    },
    {
      title: t('drive.size'),
      key: 'size',
      sorter: true,
      sortOrder: sortOrder('size'),
      responsive: ['sm'],
      width: 120,
      render: (_, item) => (item.type === 'file' ? formatSize(item.size) : '—'),
    },
    {
      title: t('drive.date'),
      key: 'date',
      sorter: true,
      sortOrder: sortOrder('date'),
      responsive: ['md'],
      width: 160,
      render: (_, item) => formatDateTime(item.date_add),
    },
    { title: t('drive.owner'), key: 'owner', responsive: ['lg'], render: (_, item) => item.who_add_fio },
    {
      title: <span className="sr-only">{t('drive.actions')}</span>,
      key: 'actions',
      width: 48,
      render: (_, item) => (
        <Dropdown trigger={['click']} menu={{ items: menu(item), onClick: ({ key }) => onMenu(key, item) }}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`${t('drive.actions')}: ${item.name}`} />
        </Dropdown>
      ),
    },
  ];

  return (
    <RowMenu.Provider value={{ byKey, menu, onMenu }}>
      <Table<DriveItem>
        rowKey={itemKey}
        size="middle"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        components={components}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)), columnWidth: 40 }}
        // While the list loads it is not known to be empty: no "folder is empty" under the spinner.
        locale={{
          emptyText: loading ? <div className="drive-loading" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
        }}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<DriveItem>;
          const field = (s.columnKey as SortField | undefined) ?? 'name';
          onSort(s.order ? field : 'name', s.order === 'descend' ? 'desc' : 'asc');
        }}
        onRow={(item) => ({ onDoubleClick: () => onOpen(item) })}
      />
    </RowMenu.Provider>
  );
}
