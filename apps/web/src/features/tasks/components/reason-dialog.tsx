import { REASON_KIND } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { reasonsQuery } from '../api/misc.ts';

/** Why a status change needs a reason (spec 2 §4/§5): accepting a finished task, or the initiator sending it back. */
export type ReasonKind = 'accept' | 'rework';

export interface ReasonDialogProps {
  /** The dialog is open while a kind is set. */
  kind: ReasonKind | null;
  /** Sends the change with the chosen reason; answers whether it went through (the dialog then closes). */
  onSend: (reasonId: number) => Promise<boolean>;
  onCancel: () => void;
}

/** The reason picker of an accept or a rework, from the card's buttons and from a kanban drop alike. */
export function ReasonDialog({ kind, onSend, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const reasons = useQuery({ ...reasonsQuery(kind === 'accept' ? REASON_KIND.adoption : REASON_KIND.rework), enabled: kind !== null });

  const send = async () => {
    if (!reason) {
      toast(1, t('tasks.reasonSelect'));
      return;
    }
    setBusy(true);
    try {
      if (await onSend(reason)) setReason(undefined);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setReason(undefined);
    onCancel();
  };

  return (
    <Modal
      open={kind !== null}
      title={kind === 'accept' ? t('tasks.action.acceptTitle') : t('tasks.action.reworkTitle')}
      okText={t('tasks.action.send')}
      okButtonProps={{ loading: busy }}
      onOk={() => void send()}
      onCancel={cancel}
      destroyOnHidden
    >
      <Select
        style={{ width: '100%' }}
        placeholder={t('tasks.action.reason')}
        aria-label={t('tasks.action.reason')}
        loading={reasons.isLoading}
        value={reason}
        onChange={setReason}
        options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      />
    </Modal>
  );
}
