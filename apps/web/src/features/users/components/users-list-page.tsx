import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchUsers, type UserRow, type UsersFilter, usersKeys } from '../api/users-api.ts';
import { useUserOptions } from '../model/use-options.ts';
import { AddUserModal } from './add-user-modal.tsx';
import { UsersNav } from './users-nav.tsx';

const FILTER_KEYS = ['search', 'group_id', 'role_id', 'blocked'] as const;

/** /users: the users list; filters live in the URL so that a link reproduces the view. */
export function UsersListPage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const options = useUserOptions();
  const filter: UsersFilter = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v));

  const query = useInfiniteQuery({
    queryKey: usersKeys.list(filter),
    queryFn: ({ pageParam }) => fetchUsers(filter, pageParam),
    initialPageParam: null as string | number | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total;

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const columns: ColumnsType<UserRow> = [
    {
      title: t('users.fio'),
      dataIndex: 'fio',
      render: (_, u) => (
        <Space>
          <Avatar size="small" src={u.avatar || undefined} icon={<UserOutlined />} />
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
        <Input.Search
          allowClear
          value={search}
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('common.search')}
          onChange={(e) => {
            setSearch(e.target.value);
            if (!e.target.value) setFilter('search', undefined);
          }}
          onSearch={(v) => setFilter('search', v.trim() || undefined)}
        />
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
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(u) => ({ onDoubleClick: () => navigate(`/users/${u.id}`) })}
        footer={() => (
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <span>{total !== undefined && t('users.total', { total })}</span>
            {query.hasNextPage && (
              <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('common.loadMore')}
              </Button>
            )}
          </div>
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
