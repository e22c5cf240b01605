import { CHANNELS, sessionRoom } from '@app/contracts';
import type { Realtime } from '../../plugins/realtime.ts';

/**
 * What open pages learn when sessions change. Each socket belongs to the session whose
 * token opened it, so ending one session leaves the user's other pages alone.
 */
export function createSessionSockets(realtime: Realtime) {
  return {
    /** Ended (revoked) sessions: their pages are told (`jwt_invalid_users`) and their sockets closed. */
    end(sessionIds: number[]) {
      for (const id of sessionIds) realtime.emit(sessionRoom(id), CHANNELS.jwtInvalidUsers, {});
      realtime.disconnectSessions(sessionIds);
    },
    /** A refreshed token: the pages of the old session stay open under the new one. */
    renew(oldSessionId: number, newSessionId: number) {
      realtime.moveSessionSockets(oldSessionId, newSessionId);
    },
    /** Permits or roles changed: open sockets re-read them before the next event. */
    rightsChanged(userIds: number[]) {
      return realtime.refreshUsers(userIds);
    },
  };
}

export type SessionSockets = ReturnType<typeof createSessionSockets>;
