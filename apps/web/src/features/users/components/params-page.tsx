import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '../../../shared/toast/toast.ts';
import { fetchParams, type Param, updateParam, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { UsersNav } from './users-nav.tsx';

function ParamValue({ param, autoFocus }: { param: Param; autoFocus: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const initial = param.value === null ? '' : String(param.value);
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: () => updateParam(param.key, value),
    onSuccess: () => {
      toast(0, t('common.saved'));
      void client.invalidateQueries({ queryKey: usersKeys.params });
      void client.invalidateQueries({ queryKey: ['company-params'] });
    },
    onError: (e) => toast(1, errorText(e, t)),
  });
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Input
        value={value}
        autoFocus={autoFocus}
        aria-label={param.label}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => value !== initial && save.mutate()}
      />
      <Button type="primary" disabled={value === initial} loading={save.isPending} onClick={() => save.mutate()}>
        {t('common.save')}
      </Button>
    </Space.Compact>
  );
}

/** /users/params and /users/params/:id: company parameters, edited in place. */
export function ParamsPage() {
  const { t } = useTranslation();
  const focus = useParams().id;
  const { data, isLoading } = useQuery({ queryKey: usersKeys.params, queryFn: fetchParams });
  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('params.title')}</Typography.Title>
      </div>
      <UsersNav />
      <Table<Param>
        rowKey="key"
        loading={isLoading}
        dataSource={data?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('params.label'),
            dataIndex: 'label',
            render: (label: string, p) => (
              <div>
                <div>{label}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {p.key}
                </Typography.Text>
              </div>
            ),
          },
          { title: t('params.value'), dataIndex: 'value', render: (_, p) => <ParamValue param={p} autoFocus={focus === p.key} /> },
        ]}
      />
    </div>
  );
}
