import { DeleteOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { tasksKeys } from '../api/keys.ts';
import { createGroup, deleteGroup, groupsQuery } from '../api/people.ts';
import { reportError } from '../model/report-error.ts';

const EMPTY: { name: string; users: number[] } = { name: '', users: [] };

export interface UserGroupsMenuProps {
  type: 'performers' | 'watchers';
  onApply: (groupId: number) => void;
}

/** Performer/watcher groups: add a group to the ticket, create one (name + at least one user), delete. */
export function UserGroupsMenu({ type, onApply }: UserGroupsMenuProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const { control, handleSubmit, reset } = useForm({ defaultValues: EMPTY });
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = useQuery({ ...groupsQuery(type), enabled: menuOpen });

  const create = handleSubmit(
    async ({ name, users }) => {
      try {
        await createGroup({ name: name.trim(), type, performers: users });
        void qc.invalidateQueries({ queryKey: tasksKeys.groups(type) });
        setOpen(false);
        reset(EMPTY);
      } catch (e) {
        reportError(e);
      }
    },
    () => toast(2, t('tasks.side.groupNeedsUsers')),
  );

  const remove = async (id: number) => {
    try {
      await deleteGroup(id);
      void qc.invalidateQueries({ queryKey: tasksKeys.groups(type) });
    } catch (e) {
      reportError(e);
    }
  };

  const items = [
    ...(groups.data ?? []).map((g) => ({
      key: String(g.id),
      label: (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>
            {g.name} ({g.performers.length})
          </span>
          <DeleteOutlined
            aria-label={t('tasks.side.deleteGroup')}
            onClick={(e) => {
              e.stopPropagation();
              void remove(g.id);
            }}
          />
        </span>
      ),
    })),
    { type: 'divider' as const },
    { key: 'new', label: t('tasks.side.newGroup') },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        onOpenChange={setMenuOpen}
        menu={{ items, onClick: ({ key }) => (key === 'new' ? setOpen(true) : onApply(Number(key))) }}
      >
        <Button size="small" type="text" icon={<TeamOutlined />} aria-label={t('tasks.side.applyGroup')} />
      </Dropdown>
      <Modal open={open} title={t('tasks.side.newGroup')} onOk={() => void create()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form layout="vertical">
          <FormItem control={control} name="name" label={t('tasks.side.groupName')} required rules={{ validate: filled }}>
            {({ ref: _ref, ...field }) => <Input {...field} maxLength={200} />}
          </FormItem>
          <FormItem control={control} name="users" label={t('tasks.side.groupUsers')} required rules={{ validate: filled }}>
            {({ id, value, onChange }, invalid) => (
              <RemoteSelect
                id={id}
                url="/autocomplete/users"
                multiple
                value={value}
                status={invalid ? 'error' : undefined}
                onChange={(v) => onChange(Array.isArray(v) ? v.map(Number) : [])}
              />
            )}
          </FormItem>
        </Form>
      </Modal>
    </>
  );
}
