import { DeleteOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface DriveBulkBarProps {
  count: number;
  /** The trash offers a restore; other views a move and a delete. */
  trash: boolean;
  onRestore: () => void;
  onMove: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done with the selected items at once, above the table. */
export function DriveBulkBar({ count, trash, onRestore, onMove, onDelete, onClear }: DriveBulkBarProps) {
  const { t } = useTranslation();
  return (
    <div className="drive-bulk" role="toolbar" aria-label={t('drive.selected', { count })}>
      <Typography.Text>{t('drive.selected', { count })}</Typography.Text>
      {trash ? (
        <Button size="small" icon={<RollbackOutlined />} onClick={onRestore}>
          {t('drive.restore')}
        </Button>
      ) : (
        <>
          <Button size="small" icon={<SwapOutlined />} onClick={onMove}>
            {t('drive.move')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('drive.toTrash')}
          </Button>
        </>
      )}
      <Button size="small" type="text" onClick={onClear}>
        {t('drive.clearSelection')}
      </Button>
    </div>
  );
}
