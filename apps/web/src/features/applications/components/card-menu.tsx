import { BellOutlined, BranchesOutlined, CopyOutlined, DeleteOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';

export type CardAction = 'edit' | 'delete' | 'duplicate' | 'based' | 'print' | 'alert';

/** Side menu of the card (spec 1 §2): edit, delete (danger, hidden when deleted), duplicate, based-on, print. */
export function CardMenu({ deleted, canEdit, onAction }: { deleted: boolean; canEdit: boolean; onAction: (a: CardAction) => void }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    ...(canEdit ? [{ key: 'edit', icon: <EditOutlined />, label: t('applications.card.edit') }] : []),
    { key: 'duplicate', icon: <CopyOutlined />, label: t('applications.card.duplicate') },
    { key: 'based', icon: <BranchesOutlined />, label: t('applications.card.basedOn') },
    { key: 'print', icon: <PrinterOutlined />, label: t('applications.card.print') },
    ...(deleted ? [] : [{ key: 'alert', icon: <BellOutlined />, label: t('applications.card.alert') }]),
    ...(deleted || !canEdit ? [] : [{ key: 'delete', icon: <DeleteOutlined />, label: t('applications.card.delete'), danger: true }]),
  ];
  return (
    <Menu mode="inline" selectable={false} items={items} onClick={(e) => onAction(e.key as CardAction)} style={{ borderInlineEnd: 0 }} />
  );
}
