import { TICKETS_CHANNEL, type TicketEvent } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { filesKey } from '../../../shared/widgets/attachments/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { historyKey } from '../../../shared/widgets/history-tab/index.ts';
import { useSession } from '../../session/index.ts';
import { tasksKeys } from '../api/keys.ts';

/**
 * Spec 2 §4 "Realtime": ticket events of other users (update, create,
 * document_files_updated) on the `tickets` channel refresh the open card and the lists.
 * Joins the board's room and, on a card, the ticket's room (shared, reference-counted
 * with the chat's). Invalidations are batched for 150 ms so a burst refetches once.
 */
export function useTicketsRealtime(opts: { boardId?: number; ticketId?: number }) {
  const qc = useQueryClient();
  const me = useSession().user?.id;
  const pending = useRef<{ lists: boolean; cards: Set<number>; timer?: ReturnType<typeof setTimeout> }>({ lists: false, cards: new Set() });

  const onEvent = useCallback(
    (event: TicketEvent) => {
      if (!event || (me !== undefined && event.user_id === me)) return;
      const p = pending.current;
      p.lists = true;
      p.cards.add(event.id);
      const parent = event.fields?.parent_id;
      if (typeof parent === 'number') p.cards.add(parent);
      p.timer ??= setTimeout(() => {
        p.timer = undefined;
        if (p.lists) void qc.invalidateQueries({ queryKey: tasksKeys.lists });
        for (const id of p.cards) {
          void qc.invalidateQueries({ queryKey: tasksKeys.card(id) });
          void qc.invalidateQueries({ queryKey: historyKey('tickets', id) });
          void qc.invalidateQueries({ queryKey: filesKey('tickets', id) });
        }
        p.lists = false;
        p.cards.clear();
      }, 150);
    },
    [qc, me],
  );

  useObjectRoom<TicketEvent>('boards', opts.boardId ?? 0, TICKETS_CHANNEL, onEvent);
  useObjectRoom<TicketEvent>('tickets', opts.ticketId ?? 0, TICKETS_CHANNEL, onEvent);
  useEffect(() => () => clearTimeout(pending.current.timer), []);
}
