import { CHANNELS, FORCED_LOGOUT_DELAY_MS, type UsersLogoutEvent, userRoom } from '@app/contracts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { NotFound } from '../../shared/errors.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionSockets } from './session-sockets.ts';

export const FORCED_LOGOUT_QUEUE = 'forced-logout';

/**
 * An administrator signs a user out: the user is warned now (`users-logout`), and at the
 * given date, or in 10 minutes, a job revokes the sessions issued before the warning and
 * tells the open pages (`jwt_invalid_users`). Spec 1 §8: the user "must log in again"
 * within that time, so a session opened after the warning survives (with its open pages).
 */
export function createForcedLogout(auth: AuthService, realtime: Realtime, sessionSockets: SessionSockets, jobs: Jobs) {
  /** Revokes the user's sessions (those issued before a moment, if given) and closes their pages. */
  async function signOutNow(userId: number, issuedBefore?: Date) {
    sessionSockets.end(await auth.revokeUserSessions(userId, issuedBefore));
  }
  return {
    signOutNow,
    /** Without a date: in 10 minutes. A date already past: now. Unknown users: 404. */
    async schedule(userId: number, date?: Date) {
      if (!(await auth.userExists(userId))) throw new NotFound();
      const now = new Date();
      const at = date ? (date.getTime() > now.getTime() ? date : now) : new Date(now.getTime() + FORCED_LOGOUT_DELAY_MS);
      // The job first: a warning must never announce a sign-out that was not scheduled.
      await jobs.send(FORCED_LOGOUT_QUEUE, { userId, before: now.toISOString() }, { startAfter: at });
      const event: UsersLogoutEvent = { date: at.toISOString() };
      realtime.emit(userRoom(userId), CHANNELS.usersLogout, event);
      return { date: at };
    },
    async startWorker() {
      await jobs.work<{ userId: number; before?: string }>(FORCED_LOGOUT_QUEUE, async ({ userId, before }) =>
        signOutNow(userId, before ? new Date(before) : undefined),
      );
    },
  };
}

export type ForcedLogout = ReturnType<typeof createForcedLogout>;
