import { CATERING_CHANNEL, type CateringEvent } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribe } from '../../../shared/realtime/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { can, useMe } from '../../session/index.ts';

/**
 * Live screens of the canteen and the cafe: the kitchen's room (canteen_manage / cafe_manage)
 * and the menu room (portions left) refresh the catering queries; the user's own room (joined by
 * the session) brings their cafe order's status, `onOwn` tells the screen.
 */
export function useCateringLive(onOwn?: (event: CateringEvent) => void): void {
  const client = useQueryClient();
  const me = useMe();
  const kitchen = can(me, 'canteen_manage') || can(me, 'cafe_manage');
  const refresh = () => void client.invalidateQueries({ queryKey: ['catering'] });
  useObjectRoom<CateringEvent>('catering', kitchen ? 'kitchen' : '', CATERING_CHANNEL, refresh);
  useObjectRoom<CateringEvent>('catering', kitchen ? '' : 'menu', CATERING_CHANNEL, refresh);
  const own = useRef(onOwn);
  own.current = onOwn;
  useEffect(
    () =>
      subscribe<CateringEvent>(CATERING_CHANNEL, (event) => {
        if (kitchen) return;
        void client.invalidateQueries({ queryKey: ['catering'] });
        own.current?.(event);
      }),
    [client, kitchen],
  );
}
