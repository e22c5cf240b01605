import { useSyncExternalStore } from 'react';
import { local, STORAGE_KEYS } from '../shared/storage.ts';

export type ThemeMode = 'light' | 'dark';

const listeners = new Set<() => void>();
let mode: ThemeMode = local.get(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';

function apply(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = mode;
}
apply();

/** Light / dark theme, stored under localStorage `gio-theme`. */
export function setTheme(next: ThemeMode): void {
  mode = next;
  local.set(STORAGE_KEYS.theme, next);
  apply();
  for (const l of listeners) l();
}

export function useTheme(): ThemeMode {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => mode,
    () => mode,
  );
}
