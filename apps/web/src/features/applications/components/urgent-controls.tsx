import { Checkbox, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { checkboxesState, urgentChange } from '../model/urgent.ts';

interface Props {
  urgent: boolean;
  repeats: boolean;
  tab: string;
  canSetPriority: boolean;
  blockRepeat: boolean;
  deleted: boolean;
  onSave: (pack: Record<string, unknown>) => Promise<unknown>;
}

/** The urgent and repeat checkboxes (spec 1 §4–§6): urgent on asks a reason; both only on the positions tab. */
export function UrgentControls({ urgent, repeats, tab, canSetPriority, blockRepeat, deleted, onSave }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const state = checkboxesState({ tab, canSetPriority, blockRepeat, deleted });

  const toggleUrgent = (on: boolean) => {
    if (on) {
      setReason('');
      setAsking(true);
      return;
    }
    const change = urgentChange(false, '');
    if (change.ok) void onSave(change.pack).catch(() => undefined);
  };

  const confirmUrgent = async () => {
    const change = urgentChange(true, reason);
    if (!change.ok) {
      toast(1, t(change.error));
      return;
    }
    await onSave(change.pack).catch(() => undefined);
    setAsking(false);
  };

  return (
    <Space>
      <Checkbox checked={urgent} disabled={state.urgentDisabled} onChange={(e) => toggleUrgent(e.target.checked)}>
        {t('applications.urgent')}
      </Checkbox>
      <Checkbox
        checked={repeats}
        disabled={state.repeatDisabled}
        onChange={(e) => void onSave({ repeats: e.target.checked ? 1 : 0 }).catch(() => undefined)}
      >
        {t('applications.repeat')}
      </Checkbox>
      <Modal
        open={asking}
        title={t('applications.confirmUrgent')}
        onCancel={() => setAsking(false)}
        onOk={() => void confirmUrgent()}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('applications.urgentReason')}
          placeholder={t('applications.urgentReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          autoSize={{ minRows: 2 }}
        />
      </Modal>
    </Space>
  );
}
