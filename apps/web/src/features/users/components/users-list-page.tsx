import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useKeysetList } from '../../../shared/api/use-keyset-list.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import { fetchUsers, type UserRow, type UsersFilter, usersKeys } from '../api/users-api.ts';
import { useUserOptions } from '../model/use-options.ts';
import { AddUserModal } from './add-user-modal.tsx';
import { UsersNav } from './users-nav.tsx';

const FILTER_KEYS = ['search', 'group_id', 'role_id', 'blocked'] as const;

/** /users: the users list; filters live in the URL so that a link reproduces the view. */
export function UsersListPage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useUserOptions();
  const list = useKeysetList(FILTER_KEYS, (f: UsersFilter) => ({
    queryKey: usersKeys.list(f),
    queryFn: ({ pageParam }) => fetchUsers(f, pageParam),
    initialPageParam: null as string | number | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  }));
  const { params, filter, setFilter } = list;

  const columns: ColumnsType<UserRow> = [
    {
      title: t('users.fio'),
      dataIndex: 'fio',
      render: (_, u) => (
        <Space>
          <Avatar size="small" src={u.avatar || undefined} alt={u.fio} icon={<UserOutlined />} />
          <Link to={`/users/${u.id}`}>{u.fio}</Link>
          {u.type === 1 && <Tag color="gold">{t('users.superAdmin')}</Tag>}
        </Space>
      ),
    },
    { title: t('users.login'), dataIndex: 'login', responsive: ['md'] },
    { title: t('users.post'), dataIndex: 'post', responsive: ['lg'] },
    { title: t('users.email'), dataIndex: 'email', responsive: ['xl'] },
    {
      title: t('users.roles'),
      dataIndex: 'roles',
      responsive: ['lg'],
      render: (roles: UserRow['roles']) => roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
    },
    {
      title: t('users.status'),
      dataIndex: 'status',
      render: (s: number) => (s === 1 ? <Tag color="green">{t('users.active')}</Tag> : <Tag color="red">{t('users.blocked')}</Tag>),
    },
  ];

  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('users.title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate({ pathname: '/users/add', search: params.toString() })}>
          {t('users.add')}
        </Button>
      </div>
      <UsersNav />
      <div className="filters">
        <Input.Search allowClear {...list.searchBox} placeholder={t('users.searchPlaceholder')} aria-label={t('common.search')} />
        {options.canFilterByGroup && (
          <Select
            allowClear
            placeholder={t('users.group')}
            aria-label={t('users.group')}
            value={filter.group_id ? Number(filter.group_id) : undefined}
            options={options.groups}
            optionFilterProp="label"
            showSearch
            onChange={(v?: number) => setFilter('group_id', v ? String(v) : undefined)}
          />
        )}
        {options.canFilterByRole && (
          <Select
            allowClear
            placeholder={t('users.role')}
            aria-label={t('users.role')}
            value={filter.role_id ? Number(filter.role_id) : undefined}
            options={options.roles}
            optionFilterProp="label"
            showSearch
            onChange={(v?: number) => setFilter('role_id', v ? String(v) : undefined)}
          />
        )}
        <Select
          allowClear
          placeholder={t('users.status')}
          aria-label={t('users.status')}
          value={filter.blocked}
          options={[
            { value: '0', label: t('users.active') },
            { value: '1', label: t('users.blocked') },
          ]}
          onChange={(v?: string) => setFilter('blocked', v)}
        />
      </div>
      <Table<UserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(u) => ({ onDoubleClick: () => navigate(`/users/${u.id}`) })}
        footer={() => (
          <LoadMoreFooter
            total={list.total !== undefined && t('users.total', { total: list.total })}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        )}
      />
      <AddUserModal open={adding} onClose={() => navigate({ pathname: '/users', search: params.toString() }, { replace: true })} />
    </div>
  );
}

/** /users/add: the list with the add dialog open. */
export function UsersAddPage() {
  return <UsersListPage adding />;
}
