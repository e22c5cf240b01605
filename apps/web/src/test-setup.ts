import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setTheme } from './app/theme.ts';
import { sessionStore } from './features/session/model/session-store.ts';
import { configureApi } from './shared/api/client.ts';
import { queryClient } from './shared/api/query-client.ts';
import { setLanguage } from './shared/i18n/index.ts';
import { setBaseTitle } from './shared/page-title.ts';
import { captureToasts } from './shared/toast/toast.ts';

// `findBy…` and `waitFor` wait for a condition; this ceiling only bounds a hang. A cold
// transform cache or a busy machine makes a lazily loaded component take seconds to appear,
// far beyond the library's default of one second.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

// The `web` project runs files one after another in one module graph (`isolate: false`):
// whatever a file changed outside its own module is put back before the next file starts.
afterAll(() => {
  captureToasts(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  queryClient.clear();
  configureApi({ language: () => 'ru', unauthorized: () => {} });
  sessionStore.set({ status: 'unknown', user: null });
  setBaseTitle('');
  setTheme('light');
  setLanguage('ru');
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
