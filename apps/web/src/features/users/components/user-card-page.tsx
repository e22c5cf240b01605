import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Form, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { fetchUser, updateUser, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { useUserOptions } from '../model/use-options.ts';
import { PermitCatalogue } from './permit-catalogue.tsx';
import { UserActions } from './user-actions.tsx';
import { fieldErrorsOf, MultiSelectField, type UserFormValues, UserProfileFields } from './user-fields.tsx';

/** /users/:id: profile, organizations, roles, groups, own permits and account actions. */
export function UserCardPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const { control, handleSubmit, reset, setError } = useForm<UserFormValues>({
    defaultValues: {
      fio: '',
      login: '',
      email: null,
      phone: null,
      post: null,
      role_ids: [],
      group_ids: [],
      organization_ids: [],
      permits: [],
    },
  });
  const {
    data: user,
    isLoading,
    error,
  } = useQuery({ queryKey: usersKeys.card(id), queryFn: () => fetchUser(id), enabled: Number.isFinite(id) });
  const options = useUserOptions({ roles: user?.roles, groups: user?.groups, organizations: user?.organizations });
  usePageTitle(id, user?.fio, t('menu.users'));

  useEffect(() => {
    if (!user) return;
    reset({
      fio: user.fio,
      login: user.login,
      email: user.email,
      phone: user.phone,
      post: user.post,
      role_ids: user.roles.map((r) => r.id),
      group_ids: user.groups.map((g) => g.id),
      organization_ids: user.organizations.map((o) => o.id),
      permits: Object.entries(user.permits ?? {})
        .filter(([, v]) => Number(v) === 1)
        .map(([k]) => k),
    });
  }, [user, reset]);

  const save = useMutation({
    mutationFn: (v: UserFormValues) =>
      updateUser(id, { ...v, fio: v.fio.trim(), login: v.login.trim(), permits: Object.fromEntries(v.permits.map((p) => [p, 1])) }),
    onSuccess: () => {
      toast(0, t('common.saved'));
      void client.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (e) => {
      if (isApiError(e) && Object.keys(e.fieldErrors).length) {
        for (const [name, error] of fieldErrorsOf(e.fieldErrors)) setError(name, error);
      } else toast(1, errorText(e, t));
    },
  });

  if (isLoading) return <Skeleton active />;
  if (error || !user) {
    return (
      <Result
        status="404"
        title={isApiError(error) && error.status !== 404 ? errorText(error, t) : t('users.notFound')}
        extra={
          <Link to="/users">
            <Button>{t('common.back')}</Button>
          </Link>
        }
      />
    );
  }

  const tabs = [
    { key: 'profile', label: t('users.profile'), children: <UserProfileFields control={control} /> },
    {
      key: 'organizations',
      label: t('users.organizations'),
      children: (
        <MultiSelectField control={control} name="organization_ids" label={t('users.organizations')} options={options.organizations} />
      ),
    },
    {
      key: 'roles',
      label: t('users.roles'),
      children: <MultiSelectField control={control} name="role_ids" label={t('users.roles')} options={options.roles} />,
    },
    {
      key: 'groups',
      label: t('users.groups'),
      children: <MultiSelectField control={control} name="group_ids" label={t('users.groups')} options={options.groups} />,
    },
    {
      key: 'permits',
      label: t('users.permits'),
      children: (
        <>
          <Typography.Paragraph type="secondary">{t('users.permitsHint')}</Typography.Paragraph>
          <Controller
            control={control}
            name="permits"
            render={({ field }) => <PermitCatalogue value={field.value} onChange={field.onChange} />}
          />
        </>
      ),
    },
  ];

  return (
    <div>
      <div className="page-header">
        <Space align="center" wrap>
          <Link to="/users" aria-label={t('common.back')}>
            <Button type="text" icon={<ArrowLeftOutlined />} />
          </Link>
          <Avatar size={40} src={user.avatar || undefined} alt={user.fio} icon={<UserOutlined />} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {user.fio}
          </Typography.Title>
          {user.status === 1 ? <Tag color="green">{t('users.active')}</Tag> : <Tag color="red">{t('users.blocked')}</Tag>}
          {user.type === 1 && <Tag color="gold">{t('users.superAdmin')}</Tag>}
        </Space>
        <UserActions user={user} />
      </div>
      <Card>
        <Form
          layout="vertical"
          requiredMark="optional"
          onSubmitCapture={(e) => {
            e.preventDefault();
            void handleSubmit((v) => save.mutate(v))();
          }}
          style={{ maxWidth: 1100 }}
        >
          <Tabs items={tabs.map((tab) => ({ ...tab, forceRender: true }))} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
