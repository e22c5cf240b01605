import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Select, Skeleton, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { fetchGroup, fetchUsers, updateGroup, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';

type Option = { value: number; label: string };

/** Spec 3 §9: select search debounce 500 ms; an answer to an older search is ignored. */
function useUserSearch(initial: Option[]) {
  const [options, setOptions] = useState<Option[]>(initial);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++seq.current;
      setLoading(true);
      fetchUsers({ search: text }, null, 20)
        .then((page) => {
          if (mine === seq.current) setOptions(page.items.map((u) => ({ value: u.id, label: u.fio })));
        })
        .catch(() => {})
        .finally(() => mine === seq.current && setLoading(false));
    }, 500);
  };
  return { options, loading, search, setOptions };
}

export function GroupCardPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [form] = Form.useForm<{ name: string; user_ids: number[] }>();
  const { data: group, isLoading, error } = useQuery({ queryKey: usersKeys.group(id), queryFn: () => fetchGroup(id) });
  const members = (group?.users ?? []).map((u) => ({ value: u.id, label: u.fio }));
  const search = useUserSearch([]);
  usePageTitle(id, group?.name, t('groups.title'));

  useEffect(() => {
    if (group) form.setFieldsValue({ name: group.name, user_ids: group.users.map((u) => u.id) });
  }, [group, form]);

  const save = useMutation({
    mutationFn: (v: { name: string; user_ids: number[] }) => updateGroup(id, v),
    onSuccess: () => {
      toast(0, t('common.saved'));
      void client.invalidateQueries({ queryKey: usersKeys.groups });
    },
    onError: (e) => toast(1, errorText(e, t)),
  });

  if (isLoading) return <Skeleton active />;
  if (error || !group)
    return <Result status="404" title={t('groups.notFound')} extra={<Link to="/users/groups">{t('common.back')}</Link>} />;

  const known = new Map([...members, ...search.options].map((o) => [o.value, o]));
  return (
    <div>
      <div className="page-header">
        <Space>
          <Link to="/users/groups" aria-label={t('common.back')}>
            <Button type="text" icon={<ArrowLeftOutlined />} />
          </Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {group.name}
          </Typography.Title>
        </Space>
      </div>
      <Card style={{ maxWidth: 720 }}>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate({ name: v.name.trim(), user_ids: v.user_ids ?? [] })}>
          <Form.Item name="name" label={t('groups.name')} rules={[{ required: true, whitespace: true, message: t('field.fillRequired') }]}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="user_ids" label={t('groups.members')}>
            <Select
              mode="multiple"
              showSearch={{ filterOption: false, onSearch: search.search }}
              placeholder={t('groups.membersPlaceholder')}
              options={[...known.values()]}
              notFoundContent={search.loading ? <Spin size="small" /> : t('common.notFound')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
