import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { quantityText } from '../model/positions.ts';
import type { PositionView } from '../model/types.ts';
import { PositionActions, PositionDialog, type PositionDialogState } from './position-actions.tsx';
import { PositionAttachments } from './position-attachments.tsx';
import { PositionStatusTag } from './status-badge.tsx';

/** The positions of the card (spec 2 positions list) with their statuses. */
export function PositionsTable({
  positions,
  selectable,
  selected,
  onSelect,
  packId,
  canMark,
}: {
  positions: PositionView[];
  selectable?: boolean;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  /** With `canMark` (editors and supply staff): the row actions (status, cancel mark, responsible, explanation). */
  packId?: number;
  canMark?: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<PositionDialogState>(null);
  const withActions = Boolean(packId && canMark);
  const columns: ColumnsType<PositionView> = [
    { key: 'n', title: '№', width: 50, render: (_, p) => p.number },
    {
      key: 'info',
      title: t('applications.pos.info'),
      render: (_, p) => (
        <span>
          {p.info ?? p.dv_work_name ?? '—'}
          {p.article ? <span style={{ color: 'var(--ant-color-text-tertiary)' }}> · {p.article}</span> : null}
          <PositionAttachments position={p} />
          {p.responsible_fio ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('applications.posActions.responsible')}: {p.responsible_fio}
            </Typography.Text>
          ) : null}
          {p.explanation ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="position-explanation">
              {t('applications.posActions.explanation')}: {p.explanation}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    { key: 'q', title: t('applications.pos.quantity'), width: 120, render: (_, p) => quantityText(p) },
    { key: 'cost', title: t('applications.pos.cost'), width: 120, render: (_, p) => (p.cost ? formatNumber(Number(p.cost)) : '') },
    { key: 'date', title: t('applications.pos.date_want'), width: 110, render: (_, p) => p.date_want ?? '' },
    {
      key: 'status',
      title: t('applications.pos.status'),
      width: 170,
      render: (_, p) => <PositionStatusTag status={p.status} icon={p.status.icon} />,
    },
    { key: 'invoice', title: t('applications.pos.invoice'), width: 90, render: (_, p) => (p.invoice_id ? `#${p.invoice_id}` : '') },
    ...(withActions && packId
      ? [
          {
            key: 'actions',
            title: t('applications.posActions.actions'),
            width: 70,
            render: (_: unknown, p: PositionView) => <PositionActions packId={packId} position={p} onDialog={setDialog} />,
          },
        ]
      : []),
  ];
  return (
    <>
      {withActions && packId ? <PositionDialog packId={packId} dialog={dialog} onClose={() => setDialog(null)} /> : null}
      <Table<PositionView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={positions}
        pagination={false}
        scroll={{ x: 800 }}
        rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => onSelect?.(keys.map(Number)) } : undefined}
      />
    </>
  );
}
