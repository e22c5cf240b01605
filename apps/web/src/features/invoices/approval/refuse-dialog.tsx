import { APPROVAL_REASON_MAX } from '@app/contracts';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

export interface RefuseDialogProps {
  open: boolean;
  /** Sends the refusal; answers whether it went through (the dialog then closes). */
  onSend: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The reason of a refusal (required), asked before the invoice is refused. */
export function RefuseDialog({ open, onSend, onCancel }: RefuseDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!reason.trim()) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      if (await onSend(reason.trim())) setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('approvals.refuseTitle')}
      okText={t('approvals.send')}
      cancelText={t('approvals.cancel')}
      okButtonProps={{ loading: busy, danger: true }}
      onOk={() => void send()}
      onCancel={() => {
        setReason('');
        setError(false);
        onCancel();
      }}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label={t('approvals.reason')}
        placeholder={t('approvals.reason')}
        value={reason}
        maxLength={APPROVAL_REASON_MAX}
        status={error ? 'error' : undefined}
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(e) => {
          setReason(e.target.value);
          setError(false);
        }}
      />
      {error && <Typography.Text type="danger">{t('approvals.reasonRequired')}</Typography.Text>}
    </Modal>
  );
}
