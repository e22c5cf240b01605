import { CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistryRights } from '../model/rights.ts';

export interface BulkBarProps {
  count: number;
  rights: RegistryRights;
  onEdit: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** "Выбрано: N" with the bulk actions the user may take; it wraps on narrow screens. */
export function BulkBar({ count, rights, onEdit, onDelete, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <section className="registry-bulk-bar" aria-label={t('registry.bulk.selected', { count })}>
      <Typography.Text strong>{t('registry.bulk.selected', { count })}</Typography.Text>
      {rights.edit && (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {t('registry.bulk.edit')}
        </Button>
      )}
      {rights.delete && (
        <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
          {t('registry.bulk.delete')}
        </Button>
      )}
      <Button type="text" icon={<CloseOutlined />} onClick={onClear}>
        {t('registry.bulk.clear')}
      </Button>
    </section>
  );
}
