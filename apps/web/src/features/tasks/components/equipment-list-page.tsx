import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import '../texts.ts';
import { type EquipmentRow, equipmentListQuery } from '../api/equipment-list.ts';

/**
 * `/equipment`: the minimal equipment registry table (name, board number, VIN, status,
 * location, organization, mileage), searched in name, board number and VIN (kept in the URL
 * as `?search=`), keyset pages loaded on demand; a name opens the card `/equipment/search/:id`.
 */
export function EquipmentListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const query = useInfiniteQuery(equipmentListQuery(search));
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total;
  usePageTitle(null, null, t('tasks.equipment.registry'));

  const setSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('search', value);
    else next.delete('search');
    setParams(next, { replace: true });
  };

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
        <Input.Search
          allowClear
          value={text}
          placeholder={t('tasks.equipment.searchPlaceholder')}
          aria-label={t('common.search')}
          onChange={(e) => {
            setText(e.target.value);
            if (!e.target.value) setSearch('');
          }}
          onSearch={(v) => setSearch(v.trim())}
        />
      </div>
      <Table<EquipmentRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        footer={() => (
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <span>{total !== undefined && t('tasks.equipment.total', { total })}</span>
            {query.hasNextPage && (
              <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('common.loadMore')}
              </Button>
            )}
          </div>
        )}
      />
    </div>
  );
}
