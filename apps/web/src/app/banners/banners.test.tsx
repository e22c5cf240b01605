import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/index.ts';
import { local, STORAGE_KEYS } from '../../shared/storage.ts';
import { BrowserBanner } from './browser-banner.tsx';
import { BUILD_VERSION, checkBuildVersion } from './build-version.ts';
import { UpdateBanner } from './update-banner.tsx';

/**
 * The service worker as vite-plugin-pwa's React hook (`virtual:pwa-register/react`, re-exported
 * by ./service-worker.ts) reports it: `pwa.found()` is what the hook does when a new service
 * worker is waiting; `updateServiceWorker(true)` activates it and reloads the page.
 */
const pwa = vi.hoisted(() => ({
  found: () => {},
  updateServiceWorker: (_reload?: boolean) => Promise.resolve(),
}));
vi.mock('./service-worker.ts', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: () => {
      const [needRefresh, setNeedRefresh] = useState(false);
      const [offlineReady, setOfflineReady] = useState(false);
      pwa.found = () => setNeedRefresh(true);
      return {
        needRefresh: [needRefresh, setNeedRefresh],
        offlineReady: [offlineReady, setOfflineReady],
        updateServiceWorker: pwa.updateServiceWorker,
      };
    },
  };
});

const UPDATED = 'Приложение обновлено до версии 4.0.0.';
const AVAILABLE = 'Доступна новая версия приложения.';

describe('build version (spec 1 §4, §9: 4.0.0 under build-ver)', () => {
  afterEach(() => localStorage.clear());

  it('is 4.0.0', () => {
    expect(BUILD_VERSION).toBe('4.0.0');
  });

  it('a first visit stores the version and reports no update', () => {
    expect(checkBuildVersion()).toBe(false);
    expect(localStorage.getItem('build-ver')).toBe('4.0.0');
  });

  it('the same stored version reports no update', () => {
    localStorage.setItem('build-ver', '4.0.0');
    expect(checkBuildVersion()).toBe(false);
  });

  it('another stored version reports the update once and stores the new one', () => {
    localStorage.setItem('build-ver', '3.9.2');
    expect(checkBuildVersion()).toBe(true);
    expect(localStorage.getItem('build-ver')).toBe('4.0.0');
    expect(checkBuildVersion()).toBe(false);
  });
});

describe('UpdateBanner', () => {
  let updateServiceWorker: ReturnType<typeof vi.fn<(reload?: boolean) => Promise<void>>>;
  beforeEach(() => {
    updateServiceWorker = vi.fn(async () => {});
    pwa.updateServiceWorker = updateServiceWorker;
  });
  afterEach(() => localStorage.clear());

  it('shows nothing on a first visit', () => {
    const view = render(<UpdateBanner />);
    expect(view.container.textContent).toBe('');
    expect(local.get(STORAGE_KEYS.buildVersion)).toBe('4.0.0');
  });

  it('shows nothing when the stored version is the current one', () => {
    localStorage.setItem('build-ver', '4.0.0');
    const view = render(<UpdateBanner />);
    expect(view.container.textContent).toBe('');
  });

  it('says the app was updated when the stored version differs, until closed; the next visit is quiet', async () => {
    localStorage.setItem('build-ver', '3.9.2');
    const first = render(<UpdateBanner />);
    expect(screen.getByRole('status').textContent).toContain(UPDATED);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    render(<UpdateBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a service-worker update offers a reload that activates the new worker', async () => {
    localStorage.setItem('build-ver', '4.0.0');
    render(<UpdateBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => pwa.found());
    expect(screen.getByRole('status').textContent).toContain(AVAILABLE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Обновить' }));
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('the reload offer can be closed without reloading', async () => {
    localStorage.setItem('build-ver', '4.0.0');
    render(<UpdateBanner />);
    act(() => pwa.found());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText(AVAILABLE)).toBeNull();
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });
});

describe('BrowserBanner: the two messages of spec 1 §8', () => {
  const UA = {
    current: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
    oldChrome: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.88 Safari/537.36',
    uc: 'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  };
  const withUserAgent = (ua: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);

  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('ru');
  });

  it('says nothing to a current browser', () => {
    withUserAgent(UA.current);
    const view = render(<BrowserBanner />);
    expect(view.container.textContent).toBe('');
  });

  it('names an outdated browser and its version', () => {
    withUserAgent(UA.oldChrome);
    render(<BrowserBanner />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Ваш браузер (Chrome 79.0.3945.88) устарел. Пожалуйста, обновите его до последней доступной версии.',
    );
  });

  it('refuses an unsupported browser (UC and the like)', () => {
    withUserAgent(UA.uc);
    render(<BrowserBanner />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Ваш браузер не поддерживается. Пожалуйста, используйте Chrome, Firefox или Safari.',
    );
  });

  it('reads the spec wording in English', async () => {
    await i18n.changeLanguage('en');
    withUserAgent(UA.oldChrome);
    const outdated = render(<BrowserBanner />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Your browser (Chrome 79.0.3945.88) is outdated. Please update to the latest available version.',
    );
    outdated.unmount();
    withUserAgent(UA.uc);
    render(<BrowserBanner />);
    expect(screen.getByRole('alert').textContent).toContain('Your browser is not supported. Please use Chrome, Firefox or Safari.');
  });

  it('can be closed', async () => {
    withUserAgent(UA.uc);
    render(<BrowserBanner />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
