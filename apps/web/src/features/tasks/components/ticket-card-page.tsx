import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ErrorCard } from '../../../shared/ui/error-card.tsx';
import { SidePanel } from '../../../shared/widgets/side-panel/index.ts';
import '../texts.ts';
import { cardQuery } from '../api/card.ts';
import { useTicketsRealtime } from '../model/use-tickets-realtime.ts';
import { BoardScreen } from './board-screen.tsx';
import { TicketCardView } from './ticket-card-view.tsx';

/** `/tickets/:id` (numeric): the board behind, the card in a 470 px side panel. */
export function TicketCardPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!/^\d+$/.test(raw ?? '') || id <= 0) return <Navigate to="/tickets" replace />;
  return <TicketCardLoader id={id} />;
}

function TicketCardLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const card = useQuery(cardQuery(id));
  const ticket = card.data?.ticket;
  useTicketsRealtime({ ticketId: id });
  usePageTitle(id, ticket?.name, t('tasks.section'));

  const status = isApiError(card.error) ? card.error.status : null;
  const noTicket = (card.isSuccess && !ticket) || status === 403;
  useEffect(() => {
    // Spec 2 §8: no ticket returned → "no access to the task", back to /tickets.
    if (noTicket) {
      toast(1, t('tasks.errors.noAccess'));
      navigate('/tickets', { replace: true });
    }
    if (status === 500 || status === 502 || status === 503) toast(1, t('tasks.errors.support'));
  }, [noTicket, status, navigate, t]);

  if (status === 404) return <ErrorCard title={t('tasks.card.notFound')} hint={t('tasks.errors.support')} />;
  if (card.isLoading) return <Spin />;
  if (!card.data || !ticket) return null;
  const close = () => navigate(`/tickets/board/${ticket.board_id}`);
  return (
    <>
      <BoardScreen boardId={ticket.board_id} />
      <SidePanel open width={470} onClose={close} title={`№${ticket.id} ${ticket.name}`} collapsible>
        <TicketCardView card={card.data} />
      </SidePanel>
    </>
  );
}
