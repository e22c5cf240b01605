import { APPLICATIONS_CHANNEL, type ApplicationEvent, INVOICES_CHANNEL } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { subscribe } from '../../../shared/realtime/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { applicationsKeys } from '../api/keys.ts';

/**
 * Spec 1 §7: application and invoice events (update, update_files, properties, snab_change,
 * add_snab_or_signs, pack_delete, invoice_change) refresh the open card and the lists.
 * Joins the card's room; list events arrive on the user's room (members) or the list room.
 * Invalidations are batched for 150 ms.
 */
export function useApplicationsRealtime(cardId?: number) {
  const qc = useQueryClient();
  const pending = useRef<{ cards: Set<number>; timer?: ReturnType<typeof setTimeout> }>({ cards: new Set() });

  const onEvent = useCallback(
    (event: ApplicationEvent) => {
      if (!event || typeof event.id !== 'number') return;
      const p = pending.current;
      p.cards.add(event.id);
      p.timer ??= setTimeout(() => {
        p.timer = undefined;
        void qc.invalidateQueries({ queryKey: applicationsKeys.lists });
        for (const id of p.cards) void qc.invalidateQueries({ queryKey: applicationsKeys.card(id) });
        p.cards.clear();
      }, 150);
    },
    [qc],
  );

  useObjectRoom<ApplicationEvent>('applications', cardId ?? 0, APPLICATIONS_CHANNEL, onEvent);
  useObjectRoom<ApplicationEvent>('applications_list', cardId ? 0 : 'all', APPLICATIONS_CHANNEL, onEvent);
  useEffect(() => {
    // Members get events on their user room; the object hooks above already listen to the channel.
    const offInvoices = subscribe<ApplicationEvent>(INVOICES_CHANNEL, onEvent);
    return offInvoices;
  }, [onEvent]);
  useEffect(() => () => clearTimeout(pending.current.timer), []);
}
