import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../features/session/index.ts';
import { sessionUserFixture } from '../../features/session/session-user.fixture.ts';
import { i18n, setLanguage } from '../../shared/i18n/index.ts';
import AntdProviders from '../antd-providers.tsx';
import { setTheme } from '../theme.ts';
import { UserMenu } from './user-menu.tsx';

/** The header's user menu (issue 3 "Layouts"): language, and theme light/dark stored as `gio-theme`. */

const user = sessionUserFixture({ email: 'ivanov@example.ru', generalFeedbackDate: '2025-01-01 10:00:00' });

function mount() {
  return render(
    <AntdProviders>
      <UserMenu />
    </AntdProviders>,
  );
}

/** Opens the user menu, then the submenu `group`, and picks `item`. */
async function pick(group: string, item: string) {
  // happy-dom runs no CSS animations, so a reopened popup keeps its entering `pointer-events: none`.
  const ue = userEvent.setup({ pointerEventsCheck: 0 });
  await ue.click(screen.getByRole('button', { name: user.name }));
  // A submenu title's name also carries its icons' labels ("bg-colors Тема right").
  await ue.hover(await screen.findByRole('menuitem', { name: new RegExp(group) }));
  await ue.click(await screen.findByRole('menuitem', { name: new RegExp(`^${item}$`) }));
}

/** The CSS variables antd writes for the current theme. */
const antdStyles = () =>
  Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n');

describe('UserMenu', () => {
  beforeEach(() => {
    sessionStore.set({ status: 'authenticated', user });
  });
  afterEach(async () => {
    act(() => {
      setTheme('light');
      setLanguage('ru');
    });
    await i18n.changeLanguage('ru');
    localStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('shows the signed-in user', () => {
    mount();
    expect(screen.getByRole('button', { name: 'Иванов Иван Петрович' }).textContent).toContain('Иванов Иван Петрович');
  });

  it('switches to the dark theme, stores it as gio-theme and gives antd its dark colours', async () => {
    mount();
    expect(antdStyles()).not.toContain('#141414');
    await pick('Тема', 'Тёмная');
    expect(localStorage.getItem('gio-theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await vi.waitFor(() => expect(antdStyles()).toContain('#141414'));

    await pick('Тема', 'Светлая');
    expect(localStorage.getItem('gio-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('a stored dark theme is applied when the app starts', async () => {
    localStorage.setItem('gio-theme', 'dark');
    document.documentElement.dataset.theme = '';
    vi.resetModules();
    const fresh = await import('../theme.ts');
    expect(document.documentElement.dataset.theme).toBe('dark');
    fresh.setTheme('light');
  });

  it('switches the interface to English and remembers it', async () => {
    mount();
    await pick('Язык', 'English');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    // The menu itself now reads in English; switching back works the same way.
    await pick('Language', 'Русский');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('opens the profile of the signed-in user', async () => {
    mount();
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: user.name }));
    await ue.click(await screen.findByRole('menuitem', { name: /Профиль$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Иванов Иван Петрович');
    expect(dialog.textContent).toContain('ivanov@example.ru');
  });
});
