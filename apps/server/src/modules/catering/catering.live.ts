import { CATERING_CHANNEL, type CafeStatus, type CateringEvent, objectRoom, userRoom } from '@app/contracts';
import type { Realtime } from '../../plugins/realtime.ts';

/**
 * Live events of the module on channel `catering`: `objectRoom('catering', 'kitchen')` for the
 * kitchen (canteen_manage or cafe_manage), `objectRoom('catering', 'menu')` for anyone who orders
 * (portions left), and the customer's own user room for their cafe order's status.
 */
export interface CateringLive {
  canteen(date: string): void;
  cafe(id: number, status: CafeStatus, userId: number): void;
}

export function cateringLive(realtime: Realtime): CateringLive {
  realtime.guardModule('catering', async (user, id) => {
    if (user.type === 1) return true;
    if (id === 'kitchen') return user.permits.canteen_manage === 1 || user.permits.cafe_manage === 1;
    if (id === 'menu') return user.permits.canteen_view === 1 || user.permits.cafe_view === 1;
    return false;
  });
  const send = (room: string, event: CateringEvent) => realtime.emit(room, CATERING_CHANNEL, event);
  return {
    canteen(date) {
      send(objectRoom('catering', 'kitchen'), { kind: 'canteen', date });
      send(objectRoom('catering', 'menu'), { kind: 'canteen', date });
    },
    cafe(id, status, userId) {
      send(objectRoom('catering', 'kitchen'), { kind: 'cafe', id, status });
      send(userRoom(userId), { kind: 'cafe', id, status });
    },
  };
}
