import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { historyKey } from '../../../shared/widgets/history-tab/index.ts';
import { cardQuery, patchTicket, type TicketPatch } from '../api/card.ts';
import { tasksKeys } from '../api/keys.ts';
import { reportError } from './report-error.ts';
import type { Ticket, TicketCard } from './types.ts';

/**
 * Card writes: the change is applied to the cached card at once (optimistic), sent, and
 * rolled back when the server refuses (spec 2 §8 messages). Lists are refreshed after.
 */
export function useCardMutations(id: number) {
  const qc = useQueryClient();
  const key = tasksKeys.card(id);

  const optimistic = useCallback(
    (change: (t: Ticket) => Ticket) => {
      const before = qc.getQueryData<TicketCard>(key);
      if (before) qc.setQueryData<TicketCard>(key, { ...before, ticket: change(before.ticket) });
      return () => {
        if (before) qc.setQueryData<TicketCard>(key, before);
      };
    },
    [qc, key],
  );

  const refreshLists = useCallback(() => void qc.invalidateQueries({ queryKey: tasksKeys.lists }), [qc]);

  const refresh = useCallback(() => {
    void qc.invalidateQueries({ queryKey: key });
    refreshLists();
    void qc.invalidateQueries({ queryKey: historyKey('tickets', id) });
  }, [qc, key, id, refreshLists]);

  /** Runs a call with an optional optimistic change; answers true on success. */
  const run = useCallback(
    async (call: () => Promise<unknown>, change?: (t: Ticket) => Ticket): Promise<boolean> => {
      const rollback = change ? optimistic(change) : () => {};
      try {
        await call();
        refresh();
        return true;
      } catch (e) {
        rollback();
        reportError(e);
        return false;
      }
    },
    [optimistic, refresh],
  );

  const patch = useCallback((fields: TicketPatch, change?: (t: Ticket) => Ticket) => run(() => patchTicket(id, fields), change), [run, id]);

  return { run, patch, refresh, refreshLists, optimistic, query: cardQuery(id) };
}
