import { useTranslation } from 'react-i18next';
import { HistoryTab } from '../../../shared/widgets/history-tab/index.ts';
import type { TicketCard } from '../model/types.ts';

/** The wire field names the task module writes history rows under (tasks.service & co). */
export const HISTORY_FIELDS = [
  'create',
  'name',
  'description',
  'status',
  'reason',
  'priority',
  'start',
  'end',
  'contract_id',
  'initiator_id',
  'parent_id',
  'board_id',
  'performer_add',
  'performer_remove',
  'watcher_add',
  'watcher_remove',
  'work',
  'work_time',
  'checklist_group',
  'checklist_item',
  'reminder',
  'recurrence',
] as const;

const USER_FIELDS = new Set(['initiator_id', 'performer_add', 'performer_remove', 'watcher_add', 'watcher_remove']);

/** The History tab of the card: the shared widget with the ticket's field labels and value names. */
export function TicketHistory({ card }: { card: TicketCard }) {
  const { t } = useTranslation();
  const labels: Record<string, string> = {};
  for (const f of HISTORY_FIELDS) labels[f] = t(`tasks.history.fields.${f}`);
  for (const c of card.ticket.custom_columns) labels[c.name] = c.title;

  const formatValue = (field: string, value: string) => {
    if (field === 'status') return card.statuses.find((s) => s.code === value)?.name ?? value;
    if (field === 'priority') return card.priority.find((p) => String(p.id) === value)?.name ?? value;
    if (USER_FIELDS.has(field)) return card.boards_users.find((u) => String(u.id) === value)?.fio ?? value;
    return value;
  };

  return <HistoryTab module="tickets" objectId={card.ticket.id} fieldLabels={labels} formatValue={formatValue} />;
}
