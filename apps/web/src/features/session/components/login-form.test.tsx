import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Логин'), 'manager');
  await user.type(screen.getByLabelText('Пароль'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login form messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks to fill both fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Заполните обязательное поле')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message for a wrong password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(400, { error: true, result_content: 'Неверный логин или пароль' })),
    );
    render(<LoginForm />);
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Неверный логин или пароль');
    expect(alert.className).toContain('error');
  });

  it('shows the rate-limit message as a warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(429, { error: true, result_content: 'Слишком много попыток. Повторите через 15 минут.' })),
    );
    render(<LoginForm />);
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Слишком много попыток. Повторите через 15 минут.');
    expect(alert.className).toContain('warning');
  });

  it('falls back to its own texts when the server sends none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 429 })),
    );
    render(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Слишком много попыток входа. Попробуйте позже.');
  });

  it('moves to the code step when two-factor applies and sends the code', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { code?: string };
      return body.code ? reply(400, { error: true, result_content: 'Неверный код' }) : reply(200, { need_code: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginForm />);
    await fillAndSubmit();
    expect(await screen.findByText('Код подтверждения')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Введите шестизначный код из приложения-аутентификатора'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный код');
    const last = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(JSON.parse(String(last[1].body))).toEqual({ login: 'manager', password: 'wrong-password', code: '123456' });
  });
});
