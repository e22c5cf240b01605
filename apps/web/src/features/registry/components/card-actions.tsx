import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { type ActionOverride, type CardContext, overrideText } from '../model/overrides.ts';
import type { RegistryRights } from '../model/rights.ts';

export interface CardActionsProps {
  title: string;
  deleted: boolean;
  editing: boolean;
  rights: RegistryRights;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onRestore: () => Promise<void>;
  /** The section's extra buttons (override slot), shown on a live record before edit and delete. */
  extra?: readonly ActionOverride[];
  context: CardContext;
}

/** Edit, delete (after a confirmation) and, for a record in the trash, restore. */
export function CardActions(props: CardActionsProps) {
  const { title, deleted, editing, rights, onEdit, onDelete, onRestore, extra = [], context } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
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
            ...extra.map((action) =>
              action.render ? (
                <Fragment key={action.key}>{action.render(context)}</Fragment>
              ) : (
                <Button key={action.key} icon={action.icon} onClick={() => action.onClick?.(context)}>
                  {action.label && overrideText(action.label, lang)}
                </Button>
              ),
            ),
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
