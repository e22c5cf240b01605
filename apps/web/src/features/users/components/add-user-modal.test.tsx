import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { AddUserModal } from './add-user-modal.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderModal() {
  const router = createMemoryRouter(
    [
      { path: '/users', element: <AddUserModal open onClose={() => undefined} /> },
      { path: '/users/:id', element: <p>карточка</p> },
    ],
    { initialEntries: ['/users'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** The add-user form (decision 013: react-hook-form): required fields, the password's length, trimmed values, a server's 422 on its field. */
describe('add user', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('asks for the required fields and a long enough password, sends trimmed values, shows the server refusal on its field', async () => {
    sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id: 1, name: 'Администратор', permits: { users_access: 1 } }) });
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/users' && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return json({ errors: { login: ['Логин уже занят'] } }, 422);
        }
        return json({ items: [] });
      }),
    );
    renderModal();
    const create = await screen.findByRole('button', { name: 'Создать' });
    fireEvent.click(create);
    await waitFor(() => expect(screen.getAllByText('Заполните обязательное поле')).toHaveLength(3));
    expect(posted).toEqual([]);

    fireEvent.change(field('ФИО'), { target: { value: '  Новиков Пётр  ' } });
    fireEvent.change(field('Логин'), { target: { value: ' novikov ' } });
    fireEvent.change(field('Пароль'), { target: { value: 'short' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(create);
    expect(await screen.findByText('Пароль должен быть не короче 8 символов')).toBeTruthy();
    expect(screen.getByText('Неверный формат e-mail')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(field('Пароль'), { target: { value: 'long-enough-1' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'novikov@example.com' } });
    fireEvent.click(create);
    expect(await screen.findByText('Логин уже занят')).toBeTruthy();
    expect(posted).toEqual([
      {
        fio: 'Новиков Пётр',
        login: 'novikov',
        password: 'long-enough-1',
        email: 'novikov@example.com',
        phone: '',
        post: '',
        role_ids: [],
        group_ids: [],
        organization_ids: [],
      },
    ]);
  });
});
