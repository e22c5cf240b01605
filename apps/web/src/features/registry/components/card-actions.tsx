import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { RegistryRights } from '../model/rights.ts';

export interface CardActionsProps {
  title: string;
  deleted: boolean;
  editing: boolean;
  rights: RegistryRights;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onRestore: () => Promise<void>;
}

/** Edit, delete (after a confirmation) and, for a record in the trash, restore. */
export function CardActions({ title, deleted, editing, rights, onEdit, onDelete, onRestore }: CardActionsProps) {
  const { t } = useTranslation();
  const [confirm, holder] = useConfirmDialog();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const ok = await confirm({
      title: t('registry.deleteConfirm', { title }),
      content: t('registry.deleteHint'),
      danger: true,
      okText: t('common.delete'),
    });
    if (ok) await run(onDelete);
  };
  return (
    <Space wrap>
      {holder}
      {deleted
        ? rights.delete && (
            <Button icon={<UndoOutlined />} loading={busy} onClick={() => void run(onRestore)}>
              {t('registry.restore')}
            </Button>
          )
        : [
            rights.edit && !editing && (
              <Button key="edit" type="primary" icon={<EditOutlined />} onClick={onEdit}>
                {t('common.edit')}
              </Button>
            ),
            rights.delete && (
              <Button key="delete" danger icon={<DeleteOutlined />} loading={busy} onClick={() => void remove()}>
                {t('common.delete')}
              </Button>
            ),
          ]}
    </Space>
  );
}
