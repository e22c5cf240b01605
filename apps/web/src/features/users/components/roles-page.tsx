import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/toast/toast.ts';
import { createRole, fetchRoles, type Role, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { NameModal } from './name-modal.tsx';
import { UsersNav } from './users-nav.tsx';

export function RolesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { data, isLoading } = useQuery({ queryKey: usersKeys.roles, queryFn: fetchRoles });
  const create = useMutation({
    mutationFn: (name: string) => createRole({ name, permits: [] }),
    onSuccess: ({ id }) => {
      toast(0, t('roles.created'));
      void client.invalidateQueries({ queryKey: usersKeys.roles });
      setAdding(false);
      navigate(`/users/roles/${id}`);
    },
    onError: (e) => toast(1, errorText(e, t)),
  });
  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('roles.title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('roles.add')}
        </Button>
      </div>
      <UsersNav />
      <Table<Role>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('roles.name'), dataIndex: 'name', render: (name: string, r) => <Link to={`/users/roles/${r.id}`}>{name}</Link> },
          { title: t('roles.permits'), dataIndex: 'permits', render: (p: string[]) => <Tag>{p?.length ?? 0}</Tag> },
          { title: t('users.title'), dataIndex: 'users_count', render: (n: number) => t('users.count', { count: Number(n) || 0 }) },
        ]}
      />
      <NameModal
        open={adding}
        title={t('roles.add')}
        label={t('roles.name')}
        busy={create.isPending}
        onOk={(n) => create.mutate(n)}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}
