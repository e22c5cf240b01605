import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteReason } from '../model/urgent.ts';

interface Props {
  open: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason. */
  onDelete: (reason: string) => Promise<unknown>;
}

/** Spec 1 §5: a required, trimmed reason; the delete button stays disabled while it is empty. */
export function DeleteDialog({ open, onCancel, onDelete }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const reason = deleteReason(text);
  return (
    <Modal
      open={open}
      title={t('applications.card.deleteTitle')}
      okText={t('applications.card.delete')}
      okButtonProps={{ danger: true, disabled: !reason || busy, loading: busy }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onDelete(reason);
          setText('');
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label={t('applications.card.deleteReason')}
        placeholder={t('applications.card.deleteReason')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2 }}
        maxLength={2000}
      />
    </Modal>
  );
}
