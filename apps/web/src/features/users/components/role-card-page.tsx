import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { fetchRole, updateRole, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { PermitCatalogue } from './permit-catalogue.tsx';

/** /users/roles/:id: the role name and its permits from the catalogue. */
export function RoleCardPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const { data: role, isLoading, error } = useQuery({ queryKey: usersKeys.role(id), queryFn: () => fetchRole(id) });
  const nameId = useId();
  const [name, setName] = useState('');
  const [permits, setPermits] = useState<string[]>([]);
  usePageTitle(id, role?.name, t('roles.title'));

  useEffect(() => {
    if (!role) return;
    setName(role.name);
    setPermits(role.permits ?? []);
  }, [role]);

  const save = useMutation({
    mutationFn: () => updateRole(id, { name: name.trim(), permits }),
    onSuccess: () => {
      toast(0, t('common.saved'));
      void client.invalidateQueries({ queryKey: usersKeys.roles });
    },
    onError: (e) => toast(1, errorText(e, t)),
  });

  if (isLoading) return <Skeleton active />;
  if (error || !role) return <Result status="404" title={t('roles.notFound')} extra={<Link to="/users/roles">{t('common.back')}</Link>} />;

  return (
    <div>
      <div className="page-header">
        <Space>
          <Link to="/users/roles" aria-label={t('common.back')}>
            <Button type="text" icon={<ArrowLeftOutlined />} />
          </Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {role.name}
          </Typography.Title>
        </Space>
        <Button type="primary" loading={save.isPending} disabled={!name.trim()} onClick={() => save.mutate()}>
          {t('common.save')}
        </Button>
      </div>
      <Card size="small" style={{ marginBottom: 16 }}>
        <div style={{ display: 'grid', gap: 4, maxWidth: 480 }}>
          <label htmlFor={nameId}>{t('roles.name')}</label>
          <Input
            id={nameId}
            value={name}
            maxLength={255}
            onChange={(e) => setName(e.target.value)}
            status={name.trim() ? undefined : 'error'}
          />
          {!name.trim() && <span className="field-error">{t('field.fillRequired')}</span>}
        </div>
      </Card>
      <Typography.Title level={4}>{t('roles.permits')}</Typography.Title>
      <PermitCatalogue value={permits} onChange={setPermits} />
    </div>
  );
}
