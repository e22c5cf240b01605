import { CheckOutlined, ProjectOutlined } from '@ant-design/icons';
import { SUPPORT_OPERATOR_PERMIT, SUPPORT_STATES, type SupportState } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, useMe } from '../../session/index.ts';
import { changeState, takeRequest } from '../api.ts';
import { SlaTimer } from './sla-timer.tsx';
import { TicketModal } from './ticket-modal.tsx';
import '../texts.ts';

/**
 * The card's buttons: the SLA timer; operators take the request, set its status and make a ticket
 * of it; the requester closes or reopens their own. The ticket's address once it exists.
 */
export function RequestActions({ record }: { record: Record<string, unknown> & { id: number } }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const { message } = App.useApp();
  const client = useQueryClient();
  const me = useMe();
  const operator = can(me, SUPPORT_OPERATOR_PERMIT);
  const [ticketOpen, setTicketOpen] = useState(false);
  const state = record.state as SupportState;
  const refresh = () => client.invalidateQueries({ queryKey: ['registry', 'support'] });
  const onError = (error: Error) => void message.error(error.message);
  const take = useMutation({
    mutationFn: () => takeRequest(record.id),
    onSuccess: async () => {
      void message.success(t('support.taken'));
      await refresh();
    },
    onError,
  });
  const status = useMutation({
    mutationFn: (to: SupportState) => changeState(record.id, to),
    onSuccess: async () => {
      void message.success(t('support.statusChanged'));
      await refresh();
    },
    onError,
  });
  const ticketId = record.ticket_id as number | null;
  const mine = record.requester_id === me.id;
  return (
    <Space wrap>
      <SlaTimer row={record} />
      {operator && state !== 'closed' && record.operator_id !== me.id && (
        <Button type="primary" icon={<CheckOutlined />} loading={take.isPending} onClick={() => take.mutate()}>
          {t('support.take')}
        </Button>
      )}
      {operator && (
        <Select<SupportState>
          aria-label={t('support.status')}
          style={{ minWidth: 170 }}
          value={state}
          loading={status.isPending}
          onChange={(to) => status.mutate(to)}
          options={SUPPORT_STATES.map((s) => ({ value: s.value, label: s[lang] }))}
        />
      )}
      {!operator && mine && state !== 'closed' && (
        <Button loading={status.isPending} onClick={() => status.mutate('closed')}>
          {t('support.close')}
        </Button>
      )}
      {!operator && mine && state === 'closed' && (
        <Button loading={status.isPending} onClick={() => status.mutate('new')}>
          {t('support.reopen')}
        </Button>
      )}
      {ticketId ? (
        <Link to={`/tickets/${ticketId}`}>
          <ProjectOutlined /> {t('support.ticket', { id: ticketId })}
        </Link>
      ) : (
        operator && (
          <Button icon={<ProjectOutlined />} onClick={() => setTicketOpen(true)}>
            {t('support.makeTicket')}
          </Button>
        )
      )}
      {ticketOpen && <TicketModal requestId={record.id} onClose={() => setTicketOpen(false)} onMade={refresh} />}
    </Space>
  );
}
