import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../shared/navigation.ts';
import { local, STORAGE_KEYS } from '../../../shared/storage.ts';
import { rightsReplyFixture } from '../session-user.fixture.ts';
import { endSession, signIn } from './session-actions.ts';
import { sessionStore } from './session-store.ts';

const rights = rightsReplyFixture({ fio: 'Иванов Иван', permits: { users_access: [1] }, check_password_change: 1 });

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('session actions', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setNavigator(navigate);
    navigate.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('signs in, stores the expiry date and maps the rights', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/login') ? reply(200, { token: 't', token_expired: '2099-01-01 00:00:00' }) : reply(200, rights),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(signIn({ login: 'a', password: 'b' })).resolves.toEqual({ kind: 'signed-in' });
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBe('2099-01-01 00:00:00');
    const { status, user } = sessionStore.get();
    expect(status).toBe('authenticated');
    expect(user?.permits).toEqual({ users_access: 1 });
    expect(user?.checkPasswordChange).toBe(true);
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('ru');
  });

  it('asks for the code when two-factor applies', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { need_code: true, otpauth_uri: 'otpauth://totp/x' })),
    );
    await expect(signIn({ login: 'a', password: 'b' })).resolves.toEqual({ kind: 'code', otpauthUri: 'otpauth://totp/x' });
  });

  it('logout clears the session even when the call fails and goes to /login', async () => {
    local.set(STORAGE_KEYS.tokenExpired, '2099-01-01 00:00:00');
    sessionStore.set({ status: 'authenticated', user: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await endSession();
    expect(sessionStore.get().status).toBe('anonymous');
    expect(local.get(STORAGE_KEYS.tokenExpired)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
