import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchMembers, projectsKeys, updateMembers } from '../api/projects-api.ts';
import '../texts.ts';

/** The server's field messages of a refused save (422), else its message. */
const problemOf = (e: unknown): string | null =>
  isApiError(e) ? Object.values(e.fieldErrors).flat().join(' ') || e.message : e instanceof Error ? e.message : null;

/**
 * The project card's «Участники» tab: the members by name; with the edit right, picked from the
 * users look-up and saved as a whole (`PUT projects/:id/members`).
 */
export function MembersTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const members = useQuery({ queryKey: projectsKeys.members(record.id), queryFn: () => fetchMembers(record.id) });
  const [value, setValue] = useState<number[]>([]);
  const users = members.data?.users;
  useEffect(() => setValue((users ?? []).map((m) => m.id)), [users]);
  const save = useMutation({
    mutationFn: (ids: number[]) => updateMembers(record.id, ids),
    onSuccess: (next) => {
      client.setQueryData(projectsKeys.members(record.id), next);
      toast(0, t('projects.saved'));
    },
  });
  if (!users) return <Skeleton active />;
  const list = users.length ? (
    <List
      size="small"
      dataSource={users}
      renderItem={(m) => (
        <List.Item>
          {m.fio}
          {m.post && <Typography.Text type="secondary"> — {m.post}</Typography.Text>}
        </List.Item>
      )}
    />
  ) : (
    <Empty description={t('projects.noMembers')} />
  );
  if (!canEdit) return list;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }}>
      <label htmlFor={id}>{t('projects.members')}</label>
      <Autocomplete
        id={id}
        multiple
        url="autocomplete/users"
        placeholder={t('projects.membersPlaceholder')}
        initialOptions={users.map((m) => ({ value: m.id, label: m.fio }))}
        value={value}
        onChange={(next) => setValue(((next as OptionValue[] | null) ?? []).map(Number))}
        style={{ width: '100%' }}
      />
      {save.isError && <Alert type="error" showIcon role="alert" title={problemOf(save.error)} />}
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate(value)}>
        {t('common.save')}
      </Button>
      {list}
    </Space>
  );
}
