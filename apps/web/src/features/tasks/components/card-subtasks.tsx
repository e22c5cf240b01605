import { TICKET_STATUSES } from '@app/contracts';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import type { Ticket } from '../model/types.ts';
import { InlineAddRow } from './inline-add-row.tsx';
import { SubtaskList } from './tickets-table.tsx';

/** The card's subtask table (end ascending) with a status filter and the inline add row. */
export function CardSubtasks({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [statuses, setStatuses] = useState<number[]>([]);
  return (
    <div className="tasks-card-subtasks" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text strong>{t('tasks.card.subtasks')}</Typography.Text>
        <Select
          size="small"
          mode="multiple"
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('tasks.filter.status')}
          aria-label={`${t('tasks.card.subtasks')}: ${t('tasks.filter.status')}`}
          value={statuses}
          onChange={setStatuses}
          options={TICKET_STATUSES.map((s) => ({ value: s.id, label: s[lang] }))}
        />
      </div>
      {(ticket.subtasks === 1 || statuses.length > 0) && <SubtaskList parentId={ticket.id} statuses={statuses} />}
      <InlineAddRow boardId={ticket.board_id} parentId={ticket.id} />
    </div>
  );
}
