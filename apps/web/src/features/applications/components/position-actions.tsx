import { MoreOutlined } from '@ant-design/icons';
import { POSITION_STATUSES } from '@app/contracts';
import type { MenuProps } from 'antd';
import { Button, Dropdown, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { type PositionAction, usePositionAction } from '../api/positions.ts';
import { canCancelMark, canEditExtras, statusTargets } from '../model/position-actions.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';

type Dialog = { kind: 'responsible' | 'explanation'; position: PositionView } | null;

/**
 * The row actions of the positions tab (spec 2 positions list, spec 3 §4): status marks
 * offered by the rules, cancel of a mark, responsible and explanation. The server checks
 * every rule again; its refusal is shown.
 */
export function PositionActions({ packId, position, onDialog }: { packId: number; position: PositionView; onDialog: (d: Dialog) => void }) {
  const { t, i18n } = useTranslation();
  const action = usePositionAction(packId);
  const status = position.status.code;
  const run = (a: PositionAction) => action.mutate(a, { onSuccess: () => toast(0, t('applications.saved')), onError: reportError });
  const label = (code: string) => {
    const s = POSITION_STATUSES.find((x) => x.code === code);
    return s ? (i18n.language === 'en' ? s.en : s.ru) : code;
  };
  const extras = canEditExtras({ status, part_id: position.part_id, some_parts: position.some_parts });
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'status',
      label: t('applications.posActions.setStatus'),
      children: statusTargets(status).map((code) => ({ key: `status:${code}`, label: label(code) })),
    },
    ...(canCancelMark(status) ? [{ key: 'rollback', label: t('applications.posActions.rollback', { status: label(status) }) }] : []),
    { type: 'divider' as const },
    {
      key: 'responsible',
      label: t('applications.posActions.responsible'),
      disabled: !extras,
      title: extras ? undefined : t('applications.posActions.notEditable'),
    },
    { key: 'explanation', label: t('applications.posActions.explanation'), disabled: status === 'delete' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('status:')) run({ kind: 'status', posId: position.id, status: key.slice(7) });
    else if (key === 'rollback') run({ kind: 'rollback', posId: position.id, status });
    else if (key === 'responsible' || key === 'explanation') onDialog({ kind: key, position });
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button
        size="small"
        type="text"
        icon={<MoreOutlined />}
        loading={action.isPending}
        aria-label={t('applications.posActions.menu', { n: position.number })}
      />
    </Dropdown>
  );
}

/** The responsible and explanation dialogs of a position row. */
export function PositionDialog({ packId, dialog, onClose }: { packId: number; dialog: Dialog; onClose: () => void }) {
  if (!dialog) return null;
  return <DialogBody key={`${dialog.kind}-${dialog.position.id}`} packId={packId} dialog={dialog} onClose={onClose} />;
}

function DialogBody({ packId, dialog, onClose }: { packId: number; dialog: NonNullable<Dialog>; onClose: () => void }) {
  const { t } = useTranslation();
  const action = usePositionAction(packId);
  const { position } = dialog;
  const [responsible, setResponsible] = useState<number | null>(position.responsible ?? null);
  const [explanation, setExplanation] = useState(position.explanation ?? '');
  const save = () => {
    const a: PositionAction =
      dialog.kind === 'responsible'
        ? { kind: 'responsible', posIds: [position.id], responsible }
        : { kind: 'explanation', posId: position.id, explanation: explanation.trim() };
    action.mutate(a, {
      onSuccess: () => {
        toast(0, t('applications.saved'));
        onClose();
      },
      onError: reportError,
    });
  };
  const title = dialog.kind === 'responsible' ? t('applications.posActions.responsible') : t('applications.posActions.explanation');
  return (
    <Modal open title={title} onCancel={onClose} onOk={save} confirmLoading={action.isPending} okText={t('applications.form.save')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{position.info ?? position.dv_work_name ?? `#${position.id}`}</Typography.Text>
        {dialog.kind === 'responsible' ? (
          <RemoteSelect
            url="/autocomplete/users"
            aria-label={t('applications.posActions.responsible')}
            allowClear
            initialOptions={
              position.responsible && position.responsible_fio ? [{ value: position.responsible, label: position.responsible_fio }] : []
            }
            value={responsible}
            onChange={(v) => setResponsible(v === null || v === undefined ? null : Number(v))}
          />
        ) : (
          <Input.TextArea
            aria-label={t('applications.posActions.explanation')}
            autoSize={{ minRows: 3 }}
            maxLength={4000}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
          />
        )}
      </Space>
    </Modal>
  );
}

export type { Dialog as PositionDialogState };
