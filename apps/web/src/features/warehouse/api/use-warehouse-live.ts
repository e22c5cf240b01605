import { WAREHOUSE_CHANNEL, type WarehouseEvent } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { can, useMe } from '../../session/index.ts';

/**
 * Open stock and act screens refresh when an act changes balances (issue 16 "Realtime"):
 * `storageId` refreshes that storage's stock when the event names it, `actId` the act's card,
 * `refresh` the queries under that key on any event (the extras' screens: reports, markers,
 * control, IT; unsaved counts stay, they are local); with none of them, every warehouse list
 * (acts, debts, worktable) refreshes.
 */
export function useWarehouseLive(scope: { storageId?: number; actId?: number; refresh?: readonly unknown[] } = {}): void {
  const client = useQueryClient();
  const me = useMe();
  const room = can(me, 'warehouse_view') ? 'all' : '';
  useObjectRoom<WarehouseEvent>('warehouse_list', room, WAREHOUSE_CHANNEL, (event) => {
    const { storageId, actId, refresh } = scope;
    if (refresh) {
      void client.invalidateQueries({ queryKey: refresh });
      return;
    }
    if (storageId !== undefined) {
      if (event.action === 'stock' && event.storage_ids.includes(storageId)) {
        void client.invalidateQueries({ queryKey: ['warehouse', 'stock', storageId] });
        void client.invalidateQueries({ queryKey: ['warehouse', 'movements'] });
      }
    }
    if (actId !== undefined && event.act_id === actId) void client.invalidateQueries({ queryKey: ['warehouse', 'act', actId] });
    if (storageId === undefined && actId === undefined) {
      for (const key of ['acts', 'debts', 'worktable']) void client.invalidateQueries({ queryKey: ['warehouse', key] });
    }
  });
}
