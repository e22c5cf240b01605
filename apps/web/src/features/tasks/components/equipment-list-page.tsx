import { Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeysetList } from '../../../shared/api/use-keyset-list.ts';
import { formatNumber } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import '../texts.ts';
import { type EquipmentRow, equipmentListQuery } from '../api/equipment-list.ts';

/**
 * `/equipment`: the minimal equipment registry table (name, board number, VIN, status,
 * location, organization, mileage), searched in name, board number and VIN (kept in the URL
 * as `?search=`), keyset pages loaded on demand; a name opens the card `/equipment/search/:id`.
 */
export function EquipmentListPage() {
  const { t } = useTranslation();
  const list = useKeysetList(['search'], (filter) => equipmentListQuery(filter.search ?? ''));
  usePageTitle(null, null, t('tasks.equipment.registry'));

  const columns: ColumnsType<EquipmentRow> = [
    {
      title: t('tasks.equipment.name'),
      dataIndex: 'name',
      render: (_, row) => <Link to={`/equipment/search/${row.id}`}>{row.name}</Link>,
    },
    { title: t('tasks.equipment.boardNumber'), dataIndex: 'board_number' },
    { title: t('tasks.equipment.vin'), dataIndex: 's_n', responsive: ['md'] },
    { title: t('tasks.equipment.status'), dataIndex: 'status', responsive: ['sm'] },
    { title: t('tasks.equipment.location'), dataIndex: 'location', responsive: ['lg'] },
    { title: t('tasks.equipment.organization'), dataIndex: 'organization', responsive: ['xl'] },
    {
      title: t('tasks.equipment.run'),
      dataIndex: 'run',
      align: 'right',
      responsive: ['md'],
      render: (run: number) => t('tasks.equipment.km', { value: formatNumber(run, 0) }),
    },
  ];

  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('tasks.equipment.registry')}</Typography.Title>
      </div>
      <div className="filters">
        <Input.Search allowClear {...list.searchBox} placeholder={t('tasks.equipment.searchPlaceholder')} aria-label={t('common.search')} />
      </div>
      <Table<EquipmentRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        footer={() => (
          <LoadMoreFooter
            total={list.total !== undefined && t('tasks.equipment.total', { total: list.total })}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        )}
      />
    </div>
  );
}
