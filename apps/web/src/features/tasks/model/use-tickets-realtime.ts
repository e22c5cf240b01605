import { TICKETS_CHANNEL, type TicketEvent } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { filesKey } from '../../../shared/widgets/attachments/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { historyKey } from '../../../shared/widgets/history-tab/index.ts';
import { useSession } from '../../session/index.ts';
import { tasksKeys } from '../api/keys.ts';
import { applyLivePatch, livePatchOf, patchCachedList } from './live-patch.ts';
import type { TicketCard } from './types.ts';

/** Invalidations of a burst of events are batched for this long, so that it refetches once. */
export const LIVE_BATCH_MS = 150;

interface Batch {
  lists: boolean;
  cards: Set<number>;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * One batch per query client, shared by every mounted hook: an event reaches the page once
 * per room it follows (the ticket's and the board's) and once per hook listening (the card
 * and the board behind it); a single refetch answers them all. Separate batches would
 * invalidate twice, and the second invalidation cancels and restarts the first's requests.
 */
const batches = new WeakMap<QueryClient, Batch>();

function refreshSoon(qc: QueryClient, ids: number[]) {
  let batch = batches.get(qc);
  if (!batch) {
    batch = { lists: false, cards: new Set() };
    batches.set(qc, batch);
  }
  const b = batch;
  b.lists = true;
  for (const id of ids) b.cards.add(id);
  b.timer ??= setTimeout(() => {
    b.timer = undefined;
    if (b.lists) void qc.invalidateQueries({ queryKey: tasksKeys.lists });
    for (const id of b.cards) {
      void qc.invalidateQueries({ queryKey: tasksKeys.card(id) });
      void qc.invalidateQueries({ queryKey: historyKey('tickets', id) });
      void qc.invalidateQueries({ queryKey: filesKey('tickets', id) });
    }
    b.lists = false;
    b.cards.clear();
  }, LIVE_BATCH_MS);
}

/** Writes the event's fields into the cached card and list rows of the ticket at once. */
function applyNow(qc: QueryClient, event: TicketEvent) {
  const patch = event.action === 'update' ? livePatchOf(event.fields) : null;
  if (!patch) return;
  qc.setQueryData<TicketCard>(tasksKeys.card(event.id), (card) => {
    const ticket = card?.ticket ? applyLivePatch(card.ticket, patch) : undefined;
    return card && ticket && ticket !== card.ticket ? { ...card, ticket } : card;
  });
  for (const [key, data] of qc.getQueriesData({ queryKey: tasksKeys.lists })) {
    const next = patchCachedList(data, event.id, patch);
    if (next !== data) qc.setQueryData(key, next);
  }
}

/**
 * Spec 2 §4 "Realtime": ticket events of other users (update, create,
 * document_files_updated) on the `tickets` channel refresh the open card and the lists.
 * Joins the board's room and, on a card, the ticket's room (shared, reference-counted
 * with the chat's). The pushed fields show at once; the refetch follows (batched).
 */
export function useTicketsRealtime(opts: { boardId?: number; ticketId?: number }) {
  const qc = useQueryClient();
  const me = useSession().user?.id;

  const onEvent = useCallback(
    (event: TicketEvent) => {
      if (!event || typeof event.id !== 'number' || (me !== undefined && event.user_id === me)) return;
      applyNow(qc, event);
      const parent = event.fields?.parent_id;
      refreshSoon(qc, typeof parent === 'number' ? [event.id, parent] : [event.id]);
    },
    [qc, me],
  );

  useObjectRoom<TicketEvent>('boards', opts.boardId ?? 0, TICKETS_CHANNEL, onEvent);
  useObjectRoom<TicketEvent>('tickets', opts.ticketId ?? 0, TICKETS_CHANNEL, onEvent);
}
