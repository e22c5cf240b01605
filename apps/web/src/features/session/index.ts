import { lazy } from 'react';

export { fetchCompanyParams, validateHash } from './api/session-api.ts';
export { endSession, onSessionEnd, signOut, startSession } from './model/session-actions.ts';
export { type SessionState, type SessionStatus, sessionStore, useSession } from './model/session-store.ts';
export type { SessionUser } from './model/session-user.ts';
export { can, type Me, useMe } from './model/use-me.ts';
export { globalLinkRoutes, loginRoutes, ssoRoutes } from './routes.tsx';

// Heavier pieces load on demand so that the login route stays small; render them inside <Suspense>.
export const SessionRealtime = lazy(() => import('./components/session-realtime.tsx').then((m) => ({ default: m.SessionRealtime })));
export const StalePasswordModal = lazy(() =>
  import('./components/stale-password-modal.tsx').then((m) => ({ default: m.StalePasswordModal })),
);
export const ChangePasswordModal = lazy(() =>
  import('./components/change-password-modal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);
