import type { LoginBody, LoginReply } from '@app/contracts';
import { configureApi, isApiError } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { navigateTo } from '../../../shared/navigation.ts';
import { local, STORAGE_KEYS, session } from '../../../shared/storage.ts';
import { fetchRights, getLogout, patchRefresh, postLogin, postSsoCookies } from '../api/session-api.ts';
import { sessionStore } from './session-store.ts';
import { toSessionUser } from './session-user.ts';
import { refreshDelay } from './timers.ts';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let ending = false;
const logoutListeners = new Set<() => void>();

/** Runs when the session ends (realtime disconnect and the like). */
export function onSessionEnd(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function scheduleRefresh(now = Date.now()): void {
  clearTimeout(refreshTimer);
  const delay = refreshDelay(local.get(STORAGE_KEYS.tokenExpired), now);
  if (delay === null) return;
  refreshTimer = setTimeout(() => {
    patchRefresh()
      .then((reply) => {
        storeToken(reply);
        scheduleRefresh();
      })
      .catch((e: unknown) => console.warn('token refresh failed', e));
  }, delay);
}

function storeToken(reply: Pick<LoginReply, 'token_expired'>): void {
  if (reply.token_expired) local.set(STORAGE_KEYS.tokenExpired, reply.token_expired);
}

/** Loads the rights of the cookie's session; a 401 ends it. */
export async function loadRights(): Promise<boolean> {
  try {
    const rights = await fetchRights();
    sessionStore.set({ status: 'authenticated', user: toSessionUser(rights) });
    scheduleRefresh();
    return true;
  } catch (e) {
    if (isApiError(e) && e.status === 401) local.remove(STORAGE_KEYS.tokenExpired);
    else console.warn('rights call failed', e);
    sessionStore.set({ status: 'anonymous', user: null });
    return false;
  }
}

/** At start-up: a stored expiry date means a session cookie may be there. */
export async function startSession(): Promise<void> {
  configureApi({
    language: currentLanguage,
    unauthorized: () => {
      if (sessionStore.get().status === 'authenticated') void endSession({ callServer: false, keepTarget: true });
    },
  });
  if (local.get(STORAGE_KEYS.tokenExpired)) await loadRights();
  else sessionStore.set({ status: 'anonymous', user: null });
}

export type SignInResult = { kind: 'signed-in' } | { kind: 'code'; otpauthUri?: string };

/** POST /api/login; a need_code answer asks for the two-factor step. Errors are ApiErrors. */
export async function signIn(body: LoginBody): Promise<SignInResult> {
  const reply = await postLogin(body);
  if ('need_code' in reply && reply.need_code) return { kind: 'code', otpauthUri: reply.otpauth_uri };
  storeToken(reply as LoginReply);
  const ok = await loadRights();
  if (!ok) throw new Error('rights');
  return { kind: 'signed-in' };
}

/** Cookie sign-in from /sso/...: the server sets the cookie from the token. */
export async function signInWithToken(token: string, tokenExpired: string): Promise<boolean> {
  const reply = await postSsoCookies(token, tokenExpired);
  storeToken('token_expired' in reply ? reply : { token_expired: tokenExpired });
  return loadRights();
}

/**
 * Logout clears the session even when the call fails, then goes to /login (spec 1 §4).
 * `keepTarget` remembers the current address so that sign-in returns there.
 */
export async function endSession(options: { callServer?: boolean; keepTarget?: boolean } = {}): Promise<void> {
  if (ending) return;
  ending = true;
  try {
    clearTimeout(refreshTimer);
    if (options.callServer !== false) {
      try {
        await getLogout();
      } catch (e) {
        console.warn('logout call failed', e);
      }
    }
    if (options.keepTarget && typeof location !== 'undefined' && location.pathname !== '/login') {
      session.set(STORAGE_KEYS.redirectTarget, location.pathname + location.search);
    }
    local.remove(STORAGE_KEYS.tokenExpired);
    for (const l of logoutListeners) l();
    sessionStore.set({ status: 'anonymous', user: null });
    navigateTo('/login', { replace: true });
  } finally {
    ending = false;
  }
}

export const signOut = () => endSession({ callServer: true });
