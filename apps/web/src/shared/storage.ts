/** localStorage / sessionStorage that never throw (private mode, disabled storage, tests). */
function safe(kind: 'localStorage' | 'sessionStorage') {
  const store = (): Storage | undefined => {
    try {
      return globalThis[kind];
    } catch {
      return undefined;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store()?.setItem(key, value);
      } catch {
        // storage full or disabled: the value only lives for this page
      }
    },
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        // ignored, see set()
      }
    },
  };
}

export const local = safe('localStorage');
export const session = safe('sessionStorage');

/** Every storage key of the web app, in one place. */
export const STORAGE_KEYS = {
  lang: 'lang',
  theme: 'gio-theme',
  buildVersion: 'build-ver',
  tokenExpired: 'token_expired',
  redirectTarget: 'auth-redirect',
  lastAddress: 'last-address',
  chunkReload: 'chunk-reload',
  feedbackPostponed: 'feedback-postponed',
  passwordPostponed: 'password-postponed',
  /** Prefix of a registry list's hidden columns (`registry-columns:<name>`). */
  registryColumns: 'registry-columns',
} as const;
