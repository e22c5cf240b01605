import { Divider, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Chat } from '../../../shared/widgets/chat/index.ts';
import { DescriptionEditor } from '../../../shared/widgets/description-editor/index.ts';
import { NetworkLinks } from '../../../shared/widgets/network-links/index.ts';
import { can, useMe } from '../../session/index.ts';
import type { TicketCard } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { CardHeader } from './card-header.tsx';
import { CardSidebar } from './card-sidebar.tsx';
import { CardSubtasks } from './card-subtasks.tsx';
import { Checklists } from './checklists.tsx';
import { FileGroups } from './file-groups.tsx';
import { StatusActions } from './status-actions.tsx';

const TicketHistory = lazy(() => import('./ticket-history.tsx').then((m) => ({ default: m.TicketHistory })));
const KpiTab = lazy(() => import('./kpi-tab.tsx').then((m) => ({ default: m.KpiTab })));

/** The card: header, then tabs Main, History and KPI (project managers only). */
export function TicketCardView({ card }: { card: TicketCard }) {
  const { t } = useTranslation();
  const { ticket } = card;
  const me = useMe();
  const { patch } = useCardMutations(ticket.id);

  const main = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StatusActions card={card} />
      <CardSidebar card={card} />
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Text strong>{t('tasks.card.description')}</Typography.Text>
      <DescriptionEditor
        key={`${ticket.id}`}
        value={ticket.description ?? ''}
        hasRights={ticket.rights.edit}
        placeholder={t('tasks.card.descriptionPlaceholder')}
        onChange={(html) => void patch({ description: html }, (x) => ({ ...x, description: html }))}
      />
      <FileGroups ticket={ticket} />
      <Typography.Text strong>{t('tasks.card.links')}</Typography.Text>
      <NetworkLinks module="tickets" objectId={ticket.id} hasRights={ticket.rights.files} />
      <Checklists ticket={ticket} />
      <CardSubtasks ticket={ticket} />
      <Typography.Text strong>{t('tasks.card.chat')}</Typography.Text>
      {ticket.rights.chat ? (
        <Chat
          module="tickets"
          objectId={ticket.id}
          currentUser={{ id: me.id, fio: me.fio, avatar: me.avatar }}
          canHiddenChat={can(me, 'hidden_chat_access')}
          canDeleteAny={can(me, 'chat_all_message_delete')}
          height={360}
        />
      ) : (
        <Typography.Text type="secondary">{t('tasks.card.chatHidden')}</Typography.Text>
      )}
    </div>
  );

  return (
    <div className="tasks-card">
      <CardHeader card={card} />
      <Tabs
        size="small"
        items={[
          { key: 'main', label: t('tasks.card.main'), children: main },
          {
            key: 'history',
            label: t('tasks.card.history'),
            children: (
              <Suspense fallback={null}>
                <TicketHistory card={card} />
              </Suspense>
            ),
          },
          ...(ticket.rights.kpi
            ? [
                {
                  key: 'kpi',
                  label: t('tasks.card.kpi'),
                  children: (
                    <Suspense fallback={null}>
                      <KpiTab ticketId={ticket.id} />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
