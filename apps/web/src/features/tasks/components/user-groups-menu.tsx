import { DeleteOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { tasksKeys } from '../api/keys.ts';
import { createGroup, deleteGroup, groupsQuery } from '../api/people.ts';
import { reportError } from '../model/report-error.ts';

export interface UserGroupsMenuProps {
  type: 'performers' | 'watchers';
  onApply: (groupId: number) => void;
}

/** Performer/watcher groups: add a group to the ticket, create one (name + at least one user), delete. */
export function UserGroupsMenu({ type, onApply }: UserGroupsMenuProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [users, setUsers] = useState<number[]>([]);
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = useQuery({ ...groupsQuery(type), enabled: menuOpen });

  const create = async () => {
    if (!name.trim() || users.length === 0) {
      toast(2, t('tasks.side.groupNeedsUsers'));
      return;
    }
    try {
      await createGroup({ name: name.trim(), type, performers: users });
      void qc.invalidateQueries({ queryKey: tasksKeys.groups(type) });
      setOpen(false);
      setName('');
      setUsers([]);
    } catch (e) {
      reportError(e);
    }
  };

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
          <Form.Item label={t('tasks.side.groupName')} required>
            <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
          <Form.Item label={t('tasks.side.groupUsers')} required>
            <RemoteSelect
              url="/autocomplete/users"
              multiple
              value={users}
              onChange={(v) => setUsers(Array.isArray(v) ? v.map(Number) : [])}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
