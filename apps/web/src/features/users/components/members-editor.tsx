import { Button, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';

export interface Member {
  id: number;
  fio: string;
  post?: string | null;
}

/**
 * The users of a role or a group, chosen from the session's user look-up (`autocomplete/users`)
 * and saved as a whole set; read-only without the edit right or on a deleted record.
 */
export function MembersEditor({
  label,
  members,
  canEdit,
  saving,
  onSave,
}: {
  label: string;
  members: readonly Member[];
  canEdit: boolean;
  saving: boolean;
  onSave: (userIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<number[]>(() => members.map((m) => m.id));
  useEffect(() => setValue(members.map((m) => m.id)), [members]);
  if (!canEdit)
    return members.length ? (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {members.map((m) => (
          <li key={m.id}>
            {m.fio}
            {m.post && <Typography.Text type="secondary"> — {m.post}</Typography.Text>}
          </li>
        ))}
      </ul>
    ) : (
      <Typography.Text type="secondary">{t('common.empty')}</Typography.Text>
    );
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }}>
      <label htmlFor={id}>{label}</label>
      <Autocomplete
        id={id}
        multiple
        url="autocomplete/users"
        placeholder={t('groups.membersPlaceholder')}
        initialOptions={members.map((m) => ({ value: m.id, label: m.fio }))}
        value={value}
        onChange={(next) => setValue(((next as OptionValue[] | null) ?? []).map(Number))}
        style={{ width: '100%' }}
      />
      <Button type="primary" loading={saving} onClick={() => onSave(value)}>
        {t('common.save')}
      </Button>
    </Space>
  );
}
