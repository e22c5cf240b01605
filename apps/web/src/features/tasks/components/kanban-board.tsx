import { TICKET_STATUS } from '@app/contracts';
import { DragDropProvider, type DragEndEvent, useDraggable, useDroppable } from '@dnd-kit/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../session/index.ts';
import { patchTicket } from '../api/card.ts';
import { tasksKeys } from '../api/keys.ts';
import { kanbanQuery } from '../api/misc.ts';
import { reportError } from '../model/report-error.ts';
import { acceptNeedsReason, reworkNeedsReason } from '../model/status-actions.ts';
import type { KanbanColumn, TicketRow } from '../model/types.ts';
import { useCompanyParams } from '../model/use-company.ts';
import { listDate } from '../model/wire-dates.ts';
import { PerformersAvatars, PriorityBadge } from './badges.tsx';
import { ReasonDialog, type ReasonKind } from './reason-dialog.tsx';

/**
 * The reason a drop needs before it is sent (spec 2 §4, issue 19), as the card's buttons ask
 * for it: accepting a finished task (unless the company accepts without one), or its initiator
 * sending it back to new. Null when the drop goes straight to the server.
 */
export function dropReason(
  from: number,
  to: number,
  facts: { userId: number; initiatorId: number | null; acceptWithoutReason: number | undefined },
): ReasonKind | null {
  if (from !== TICKET_STATUS.finished) return null;
  if (to === TICKET_STATUS.accepted && acceptNeedsReason(facts.acceptWithoutReason)) return 'accept';
  if (to === TICKET_STATUS.new && reworkNeedsReason(facts)) return 'rework';
  return null;
}

/** A drop waiting for its reason; the card moves once the reason is sent. */
interface PendingDrop {
  ticketId: number;
  toStatus: number;
  kind: ReasonKind;
}

/** Moves a card between columns of the cached kanban (the optimistic step of a drop). */
export function moveCard(columns: KanbanColumn[], ticketId: number, toStatus: number): KanbanColumn[] {
  const card = columns.flatMap((c) => c.cards).find((c) => c.id === ticketId);
  const target = columns.find((c) => c.status.id === toStatus);
  if (!card || !target) return columns;
  return columns.map((c) => {
    const without = c.cards.filter((x) => x.id !== ticketId);
    return c.status.id === toStatus ? { ...c, cards: [{ ...card, status: target.status }, ...without] } : { ...c, cards: without };
  });
}

function KanbanCard({ ticket }: { ticket: TicketRow }) {
  const { ref, isDragging } = useDraggable({ id: ticket.id, data: { status: ticket.status.id } });
  return (
    <div ref={ref} data-ticket-id={ticket.id} className="tasks-kanban-card" style={{ opacity: isDragging ? 0.5 : 1, cursor: 'grab' }}>
      <Card size="small">
        <Link to={`/tickets/${ticket.id}`}>{ticket.name}</Link>
        <div style={{ display: 'flex', gap: 6, alignItems: 'center', marginTop: 4, flexWrap: 'wrap' }}>
          <PriorityBadge priority={ticket.priority} />
          <Typography.Text type={ticket.expired ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {listDate(ticket.end)}
          </Typography.Text>
        </div>
        <div style={{ marginTop: 4 }}>
          <PerformersAvatars performers={ticket.performers} />
        </div>
      </Card>
    </div>
  );
}

function KanbanColumnView({ column }: { column: KanbanColumn }) {
  const { ref, isDropTarget } = useDroppable({ id: `status-${column.status.id}` });
  return (
    <div
      ref={ref}
      className="tasks-kanban-column"
      data-status={column.status.code}
      style={{
        flex: '0 0 260px',
        background: isDropTarget ? 'rgba(22,119,255,0.08)' : 'rgba(5,5,5,0.03)',
        borderRadius: 8,
        padding: 8,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        maxHeight: 640,
        overflowY: 'auto',
      }}
    >
      <Typography.Text strong style={{ color: column.status.color }}>
        {column.status.name} · {column.total}
      </Typography.Text>
      {column.cards.map((c) => (
        <KanbanCard key={c.id} ticket={c} />
      ))}
    </div>
  );
}

/**
 * Kanban of the board: one column per status. Dropping a card in another column sends the
 * status change through the same server rules as the card's buttons; a refusal puts the
 * card back (rollback) and shows the server's message.
 */
export function KanbanBoard({ boardId, search, performer }: { boardId: number; search?: string; performer?: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useMe();
  const company = useCompanyParams();
  const options = kanbanQuery(boardId, search, performer);
  const { data, isLoading } = useQuery(options);
  const [pending, setPending] = useState<PendingDrop | null>(null);

  /** Sends the status change; a refusal puts the card back and shows the server's message. */
  const send = async (ticketId: number, toStatus: number, before: KanbanColumn[], reasonId?: number) => {
    try {
      await patchTicket(ticketId, { status: toStatus, reason_id: reasonId });
      void qc.invalidateQueries({ queryKey: tasksKeys.lists });
      void qc.invalidateQueries({ queryKey: tasksKeys.card(ticketId) });
      return true;
    } catch (e) {
      qc.setQueryData(options.queryKey, before);
      reportError(e);
      return false;
    }
  };

  const onDragEnd = async (event: DragEndEvent) => {
    const { source, target } = event.operation;
    if (event.canceled || !source || !target || !data) return;
    const ticketId = Number(source.id);
    const toStatus = Number(String(target.id).replace('status-', ''));
    const from = data.find((c) => c.cards.some((x) => x.id === ticketId));
    if (!from || from.status.id === toStatus) return;
    const card = from.cards.find((x) => x.id === ticketId);
    const kind = dropReason(from.status.id, toStatus, {
      userId: me.id,
      initiatorId: card?.initiator?.id ?? null,
      acceptWithoutReason: company.data?.['tickets.accept_task_without_reason'],
    });
    // A drop that needs a reason stays in its column until the reason is sent.
    if (kind) return setPending({ ticketId, toStatus, kind });
    qc.setQueryData(options.queryKey, moveCard(data, ticketId, toStatus));
    await send(ticketId, toStatus, data);
  };

  const sendWithReason = async (reasonId: number) => {
    if (!pending || !data) return false;
    qc.setQueryData(options.queryKey, moveCard(data, pending.ticketId, pending.toStatus));
    const sent = await send(pending.ticketId, pending.toStatus, data, reasonId);
    if (sent) setPending(null);
    return sent;
  };

  if (isLoading) return <Spin />;
  return (
    <DragDropProvider onDragEnd={(e) => void onDragEnd(e)}>
      <section
        className="tasks-kanban"
        style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8 }}
        aria-label={t('tasks.kanban')}
      >
        {(data ?? []).map((c) => (
          <KanbanColumnView key={c.status.id} column={c} />
        ))}
      </section>
      <ReasonDialog kind={pending?.kind ?? null} onSend={sendWithReason} onCancel={() => setPending(null)} />
    </DragDropProvider>
  );
}
