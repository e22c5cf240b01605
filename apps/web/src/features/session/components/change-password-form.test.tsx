import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../shared/toast/index.ts';
import { sessionStore } from '../model/session-store.ts';
import { sessionUserFixture } from '../session-user.fixture.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { StalePasswordModal } from './stale-password-modal.tsx';

/** The change-password form of the stale-password notice and of the user menu (spec 1 §8, issue 3). */

const user = sessionUserFixture({ checkPasswordChange: true });

const STALE = 'Пароль давно не обновлялся. Установите новый пароль для Вашей учетной записи.';
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function withShell(children: ReactNode) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ToastHost />
      {children}
    </ConfigProvider>,
  );
}

async function fill(values: { old?: string; next?: string; confirm?: string }) {
  const ue = userEvent.setup();
  if (values.old) await ue.type(screen.getByLabelText('Текущий пароль'), values.old);
  if (values.next) await ue.type(screen.getByLabelText('Новый пароль'), values.next);
  if (values.confirm) await ue.type(screen.getByLabelText('Повторите новый пароль'), values.confirm);
  await ue.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

const passwordCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/users/password') as [string, RequestInit][];

describe('ChangePasswordForm', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => (url === '/api/users/password' ? reply(200, { result: true }) : reply(404, {})));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ status: 'authenticated', user });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('asks for every field', async () => {
    withShell(<ChangePasswordForm />);
    await fill({});
    expect(await screen.findAllByText('Заполните обязательное поле')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password shorter than 8 characters', async () => {
    withShell(<ChangePasswordForm />);
    await fill({ old: 'OldPassw0rd', next: 'Short1', confirm: 'Short1' });
    expect(await screen.findByText('Пароль должен быть не короче 8 символов')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one', async () => {
    withShell(<ChangePasswordForm />);
    await fill({ old: 'OldPassw0rd', next: 'OldPassw0rd', confirm: 'OldPassw0rd' });
    expect(await screen.findByText('Новый пароль должен отличаться от текущего')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    withShell(<ChangePasswordForm />);
    await fill({ old: 'OldPassw0rd', next: 'NewPassw0rd', confirm: 'NewPassw0rD' });
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password: sends old and new only, says so, clears the form and the stale flag', async () => {
    const onDone = vi.fn();
    withShell(<ChangePasswordForm onDone={onDone} />);
    await fill({ old: 'OldPassw0rd', next: 'NewPassw0rd', confirm: 'NewPassw0rd' });

    expect(await screen.findByText('Пароль изменён')).toBeTruthy();
    const [[, init]] = passwordCalls(fetchMock);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ old_password: 'OldPassw0rd', new_password: 'NewPassw0rd' });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Текущий пароль') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Новый пароль') as HTMLInputElement).value).toBe('');
    expect(sessionStore.get().user?.checkPasswordChange).toBe(false);
  });

  // The server translates its messages (Accept-Language) before sending them.
  it('shows the server refusal of a wrong current password on its field', async () => {
    fetchMock.mockImplementation(async () => reply(422, { errors: { old_password: ['Текущий пароль указан неверно'] } }));
    withShell(<ChangePasswordForm />);
    await fill({ old: 'WrongPassw0rd', next: 'NewPassw0rd', confirm: 'NewPassw0rd' });
    expect(await screen.findByText('Текущий пароль указан неверно')).toBeTruthy();
    expect(sessionStore.get().user?.checkPasswordChange).toBe(true);
  });

  it('shows the server refusal of an unchanged password on its field', async () => {
    fetchMock.mockImplementation(async () => reply(422, { errors: { new_password: ['Новый пароль должен отличаться от текущего'] } }));
    withShell(<ChangePasswordForm />);
    await fill({ old: 'OldPassw0rd', next: 'NewPassw0rd', confirm: 'NewPassw0rd' });
    expect(await screen.findByText('Новый пароль должен отличаться от текущего')).toBeTruthy();
  });

  it('shows any other failure above the form', async () => {
    fetchMock.mockImplementation(async () => reply(500, { error: true, result_content: 'Внутренняя ошибка сервера', request_id: 'r1' }));
    withShell(<ChangePasswordForm />);
    await fill({ old: 'OldPassw0rd', next: 'NewPassw0rd', confirm: 'NewPassw0rd' });
    expect((await screen.findByRole('alert')).textContent).toContain('Внутренняя ошибка сервера');
  });
});

describe('StalePasswordModal', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => reply(200, { result: true }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('shows the stale-password notice with the form; a changed password closes it', async () => {
    sessionStore.set({ status: 'authenticated', user });
    withShell(<StalePasswordModal />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(STALE);
    await fill({ old: 'OldPassw0rd', next: 'NewPassw0rd', confirm: 'NewPassw0rd' });
    await vi.waitFor(() => expect(screen.queryByText(STALE)).toBeNull());
  });

  it('"Напомнить позже" closes it for the rest of the visit', async () => {
    sessionStore.set({ status: 'authenticated', user });
    const first = withShell(<StalePasswordModal />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Напомнить позже' }));
    await vi.waitFor(() => expect(screen.queryByText(STALE)).toBeNull());
    first.unmount();
    withShell(<StalePasswordModal />);
    expect(screen.queryByText(STALE)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not shown to a user whose password is fresh', () => {
    act(() => sessionStore.set({ status: 'authenticated', user: { ...user, checkPasswordChange: false } }));
    withShell(<StalePasswordModal />);
    expect(screen.queryByText(STALE)).toBeNull();
  });
});
