import { FireOutlined, RetweetOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/index.ts';
import { EditableText } from '../../../shared/widgets/editable-text/index.ts';
import { reportError } from '../model/report-error.ts';
import type { Pack } from '../model/types.ts';
import { StatusTag } from './status-badge.tsx';

interface Props {
  pack: Pack;
  canRename: boolean;
  seesUrgent: boolean;
  onRename: (name: string) => void;
}

/** Favourite toggle (POST applications/favorite/:id), optimistic, rolled back on error. */
function Favourite({ id, liked }: { id: number; liked: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(liked);
  const toggle = async () => {
    setOn(!on);
    try {
      const reply = await api<{ liked: boolean | number }>(`/applications/favorite/${id}`, { method: 'POST' });
      setOn(Boolean(reply.liked));
    } catch (e) {
      setOn(on);
      reportError(e);
    }
  };
  const label = on ? t('applications.card.favRemove') : t('applications.card.favAdd');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={on}
        icon={on ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}

/** Header: id, editable title, parent link (new tab), equipment, status, urgent and repeat badges, favourite. */
export function CardHeader({ pack, canRename, seesUrgent, onRename }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 12 }}>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          №{pack.id}
        </Typography.Title>
        <EditableText
          value={pack.name}
          hasRights={canRename}
          maxLength={500}
          onSave={onRename}
          aria-label={t('applications.form.name')}
          style={{ fontSize: 20, minWidth: 200 }}
        />
        <Favourite key={String(pack.liked)} id={pack.id} liked={Boolean(pack.liked)} />
        <StatusTag code={pack.status} label={pack.status_name} />
        {pack.urgent && seesUrgent ? (
          <Tooltip title={pack.comment ?? undefined}>
            <Tag color="red" icon={<FireOutlined />} data-testid="urgent-badge">
              {t('applications.urgent')}
              {pack.comment ? `: ${pack.comment}` : ''}
            </Tag>
          </Tooltip>
        ) : null}
        {pack.repeats ? (
          <Tag icon={<RetweetOutlined />} data-testid="repeat-badge">
            {t('applications.repeat')}
          </Tag>
        ) : null}
      </Space>
      <Space wrap style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">{pack.type.label}</Typography.Text>
        {pack.parent_id ? (
          <a href={`/applications/${pack.parent_id}`} target="_blank" rel="noopener noreferrer">
            {t('applications.card.parent', { id: pack.parent_id, name: pack.parent_name ?? '' })}
          </a>
        ) : null}
        {pack.equipment ? (
          <Typography.Text>
            {t('applications.card.equipment')}: {pack.equipment.short_name}
            {pack.equipment.board_number ? ` (${pack.equipment.board_number})` : ''}
            {pack.equipment.s_n ? ` · ${pack.equipment.s_n}` : ''}
          </Typography.Text>
        ) : null}
        {pack.delete_reason ? (
          <Typography.Text type="danger">{t('applications.card.deleteReasonLabel', { reason: pack.delete_reason })}</Typography.Text>
        ) : null}
      </Space>
    </div>
  );
}
