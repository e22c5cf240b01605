import {
  CheckCircleOutlined,
  DeleteOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PlusCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Avatar, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../shared/ui/color-tag.tsx';
import type { Performer, TicketPriority, TicketStatus } from '../model/types.ts';

const ICONS: Record<string, ReactNode> = {
  'plus-circle': <PlusCircleOutlined />,
  'play-circle': <PlayCircleOutlined />,
  'pause-circle': <PauseCircleOutlined />,
  'check-circle': <CheckCircleOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  delete: <DeleteOutlined />,
};

/** Status badge with the status colour and icon (contracts TICKET_STATUSES). */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <ColorTag color={status.color} icon={ICONS[status.icon]} data-status={status.code} style={{ marginInlineEnd: 0 }}>
      {status.name}
    </ColorTag>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <ColorTag color={priority.color} bordered={false} style={{ marginInlineEnd: 0 }}>
      {priority.name}
    </ColorTag>
  );
}

/** Spec 2 §9: at most 2 performers, the rest under +N. */
export const PERFORMERS_SHOWN = 2;

export function PerformersAvatars({ performers }: { performers: Performer[] }) {
  const { t } = useTranslation();
  const shown = performers.slice(0, PERFORMERS_SHOWN);
  const rest = performers.slice(PERFORMERS_SHOWN);
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      {shown.map((p) => (
        <Tooltip key={p.performer_id} title={p.fio}>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <Avatar size="small" src={p.userimage ?? undefined} alt={p.fio}>
              {p.fio.slice(0, 1)}
            </Avatar>
            <span className="tasks-performer-name">{p.fio.split(' ')[0]}</span>
          </span>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map((p) => p.fio).join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }}>{t('tasks.side.more', { count: rest.length })}</Tag>
        </Tooltip>
      )}
    </span>
  );
}
