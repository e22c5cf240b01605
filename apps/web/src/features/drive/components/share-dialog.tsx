import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, List, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { type AccessEntry, type DriveItem, driveKeys, patchItem } from '../api/drive-api.ts';
import { errorText } from '../model/error-text.ts';

/** Who may see and edit an item: users with an edit flag each, and the public / public_edit switches. */
export function ShareDialog({ item, onClose }: { item: DriveItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<AccessEntry[]>([]);
  const [isPublic, setPublic] = useState(0);
  const [publicEdit, setPublicEdit] = useState(0);

  useEffect(() => {
    if (!item) return;
    setEntries(item.access);
    setPublic(item.public);
    setPublicEdit(item.public_edit);
  }, [item]);

  const save = useMutation({
    mutationFn: () =>
      patchItem(item!, { access: entries.map((e) => ({ user_id: e.id, edit: e.edit })), public: isPublic, public_edit: publicEdit }),
    onSuccess: () => {
      toast(0, t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: driveKeys.all });
      onClose();
    },
    onError: (e) => toast(1, errorText(e, t)),
  });

  const addUser = (value: unknown, option: unknown) => {
    const o = option as { value: number; label: string; raw?: { avatar?: string | null } } | null;
    if (!o || value === null || entries.some((e) => e.id === o.value) || o.value === item?.who_add) return;
    setEntries((list) => [...list, { id: Number(o.value), fio: o.label, avatar: o.raw?.avatar ?? null, edit: 0 }]);
  };

  return (
    <Modal
      open={item !== null}
      title={item ? t('drive.shareTitle', { name: item.name }) : ''}
      mask={{ closable: false }}
      okText={t('common.save')}
      onOk={() => save.mutate()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Text strong>{t('drive.users')}</Typography.Text>
      <RemoteSelect
        url="users/autocomplete"
        optionKeys={{ label: 'fio' }}
        value={null}
        onChange={addUser}
        placeholder={t('drive.addUser')}
        aria-label={t('drive.addUser')}
        style={{ width: '100%', margin: '8px 0' }}
      />
      <List
        size="small"
        locale={{ emptyText: t('drive.noAccess') }}
        dataSource={entries}
        renderItem={(entry) => (
          <List.Item
            actions={[
              <Switch
                key="edit"
                size="small"
                checked={entry.edit === 1}
                aria-label={`${t('drive.canEdit')}: ${entry.fio ?? ''}`}
                onChange={(on) => setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, edit: on ? 1 : 0 } : e)))}
              />,
              <Button
                key="remove"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`${t('drive.removeUser')}: ${entry.fio ?? ''}`}
                onClick={() => setEntries((list) => list.filter((e) => e.id !== entry.id))}
              />,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar size="small" src={entry.avatar || undefined} alt={entry.fio ?? ''} icon={<UserOutlined />} />}
              title={entry.fio}
              description={entry.edit ? t('drive.canEdit') : t('drive.readOnly')}
            />
          </List.Item>
        )}
      />
      <div className="drive-switches">
        <label htmlFor="drive-share-public">
          <Switch
            id="drive-share-public"
            size="small"
            checked={isPublic === 1}
            onChange={(on) => {
              setPublic(on ? 1 : 0);
              if (!on) setPublicEdit(0);
            }}
          />{' '}
          {t('drive.public')}
        </label>
        <label htmlFor="drive-share-public-edit">
          <Switch
            id="drive-share-public-edit"
            size="small"
            checked={publicEdit === 1}
            onChange={(on) => {
              setPublicEdit(on ? 1 : 0);
              if (on) setPublic(1);
            }}
          />{' '}
          {t('drive.publicEdit')}
        </label>
      </div>
    </Modal>
  );
}
