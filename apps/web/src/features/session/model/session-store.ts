import { useSyncExternalStore } from 'react';
import type { SessionUser } from './session-user.ts';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

let state: SessionState = { status: 'unknown', user: null };
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionState => state,
  set(next: SessionState): void {
    state = next;
    for (const l of listeners) l();
  },
  patchUser(patch: Partial<SessionUser>): void {
    if (state.user) sessionStore.set({ ...state, user: { ...state.user, ...patch } });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
