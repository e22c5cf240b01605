import { EllipsisOutlined } from '@ant-design/icons';
import { TICKET_STATUS } from '@app/contracts';
import { Button, Dropdown, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { EditableText } from '../../../shared/widgets/editable-text/index.ts';
import { FavouriteStar } from '../../../shared/widgets/favourite-star/index.ts';
import { useMe } from '../../session/index.ts';
import { useAllowedBoards } from '../api/boards.ts';
import { cardActions } from '../model/status-actions.ts';
import type { TicketCard } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { PriorityBadge, StatusBadge } from './badges.tsx';
import { TicketLinks } from './ticket-links.tsx';

/**
 * Header: title, favourite, board, status and priority, parent link, linked document and linked
 * contract (spec 2 §2; a refused change reverts it, §8); side menu Delete / Complete.
 */
export function CardHeader({ card }: { card: TicketCard }) {
  const { t } = useTranslation();
  const { ticket } = card;
  const me = useMe();
  const { patch, optimistic, refreshLists } = useCardMutations(ticket.id);
  const boards = useAllowedBoards(ticket.rights.change_board);
  const [confirm, confirmHolder] = useConfirmDialog();
  const me_work = ticket.performers.find((p) => p.performer_id === me.id)?.status ?? null;
  const actions = cardActions({
    status: ticket.status.id,
    userId: me.id,
    initiatorId: ticket.initiator?.id ?? null,
    myWork: me_work,
    owner: card.statuses.some((s) => s.id === TICKET_STATUS.accepted),
    editor: ticket.rights.edit,
    expired: ticket.expired,
    acceptedVisible: card.statuses.some((s) => s.id === TICKET_STATUS.accepted),
  });

  const setStatus = async (status: number, text: string) => {
    if (await confirm({ title: text, danger: status === TICKET_STATUS.deleted })) {
      const next = card.statuses.find((s) => s.id === status);
      await patch({ status }, next ? (x) => ({ ...x, status: next }) : undefined);
    }
  };

  const menu = [
    actions.remove && { key: 'delete', danger: true, label: t('tasks.card.delete') },
    actions.complete && { key: 'complete', label: t('tasks.card.complete') },
  ].filter(Boolean) as { key: string; label: string; danger?: boolean }[];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 4 }}>
      {confirmHolder}
      <div style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0, fontSize: 16, fontWeight: 600 }}>
          <EditableText
            value={ticket.name}
            hasRights={ticket.rights.edit}
            required
            maxLength={500}
            aria-label={t('tasks.card.title')}
            onSave={(name) => void patch({ name }, (x) => ({ ...x, name }))}
          />
        </div>
        <FavouriteStar
          module="tickets"
          objectId={ticket.id}
          liked={ticket.liked === 1}
          onChange={(liked) => {
            optimistic((x) => ({ ...x, liked: liked ? 1 : 0 }));
            refreshLists();
          }}
        />
        {menu.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: menu,
              onClick: ({ key }) =>
                void (key === 'delete'
                  ? setStatus(TICKET_STATUS.deleted, t('tasks.card.deleteConfirm'))
                  : setStatus(TICKET_STATUS.finished, t('tasks.card.completeConfirm'))),
            }}
          >
            <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('tasks.card.menu')} />
          </Dropdown>
        )}
      </div>
      <Space wrap size={6}>
        <StatusBadge status={ticket.status} />
        {ticket.rights.edit ? (
          <Select
            size="small"
            variant="borderless"
            value={ticket.priority.id}
            aria-label={t('tasks.col.priority')}
            popupMatchSelectWidth={false}
            onChange={(priority) => {
              const next = card.priority.find((p) => p.id === priority);
              void patch({ priority }, next ? (x) => ({ ...x, priority: next }) : undefined);
            }}
            options={card.priority.map((p) => ({ value: p.id, label: <PriorityBadge priority={p} /> }))}
          />
        ) : (
          <PriorityBadge priority={ticket.priority} />
        )}
        {ticket.rights.change_board ? (
          <Select
            size="small"
            style={{ minWidth: 140 }}
            value={ticket.board_id}
            aria-label={t('tasks.side.moveBoard')}
            options={(boards.data ?? [{ id: ticket.board_id, name: ticket.board_name }]).map((b) => ({ value: b.id, label: b.name }))}
            onChange={(board_id) => void patch({ board_id, tickets: [ticket.id] })}
          />
        ) : (
          <Typography.Text type="secondary">{ticket.board_name}</Typography.Text>
        )}
      </Space>
      <TicketLinks ticket={ticket} />
    </div>
  );
}
