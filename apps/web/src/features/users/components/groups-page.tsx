import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/toast/toast.ts';
import { createGroup, fetchGroups, type Group, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { NameModal } from './name-modal.tsx';
import { UsersNav } from './users-nav.tsx';

export function GroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { data, isLoading } = useQuery({ queryKey: usersKeys.groups, queryFn: fetchGroups });
  const create = useMutation({
    mutationFn: (name: string) => createGroup({ name, user_ids: [] }),
    onSuccess: ({ id }) => {
      toast(0, t('groups.created'));
      void client.invalidateQueries({ queryKey: usersKeys.groups });
      setAdding(false);
      navigate(`/users/groups/${id}`);
    },
    onError: (e) => toast(1, errorText(e, t)),
  });
  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('groups.title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('groups.add')}
        </Button>
      </div>
      <UsersNav />
      <Table<Group>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.items ?? []}
        pagination={false}
        columns={[
          { title: t('groups.name'), dataIndex: 'name', render: (name: string, g) => <Link to={`/users/groups/${g.id}`}>{name}</Link> },
          {
            title: t('groups.members'),
            dataIndex: 'users_count',
            width: 180,
            render: (n: number) => t('users.count', { count: Number(n) || 0 }),
          },
        ]}
      />
      <NameModal
        open={adding}
        title={t('groups.add')}
        label={t('groups.name')}
        busy={create.isPending}
        onOk={(n) => create.mutate(n)}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}
