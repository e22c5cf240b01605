import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import type { UserCard } from '../api/users-api.ts';
import { UserCardPage } from './user-card-page.tsx';

const card: UserCard = {
  id: 5,
  login: 'employee',
  fio: 'Петров Иван Сергеевич',
  email: null,
  phone: null,
  post: null,
  avatar: null,
  status: 1,
  type: 2,
  roles: [{ id: 3, name: 'Руководитель проектов' }],
  groups: [{ id: 8, name: 'Снабжение' }],
  organizations: [{ id: 1, name: 'ООО «Ромашка»' }],
  permits: {},
};

const admin = (permits: Record<string, number>) => sessionUserFixture({ id: 1, name: 'Администратор', permits });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderCard() {
  const router = createMemoryRouter([{ path: '/users/:id', Component: UserCardPage }], { initialEntries: ['/users/5'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

/** The labels antd shows for the selected values of the multiple select under a form label. */
function selectedLabels(label: string): string[] {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-select-selection-item') ?? [])].map((el) => el.textContent ?? '');
}

describe('user card: assigned roles and groups (gap 7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ status: 'unknown', user: null });
  });

  it('without users_roles_access and users_groups_access, the assigned roles and groups show by name, and no catalogue is asked for', async () => {
    sessionStore.set({ status: 'authenticated', user: admin({ users_access: 1 }) });
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/users/5')) return json(card);
      if (url.startsWith('/api/organizations')) return json({ items: [] });
      return json({ error: true, result_content: 'no right' }, 403);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Петров Иван Сергеевич' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(selectedLabels('Роли')).toEqual(['Руководитель проектов']));
    expect(selectedLabels('Группы')).toEqual(['Снабжение']);
    expect(selectedLabels('Организации')).toEqual(['ООО «Ромашка»']);
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((u) => u.startsWith('/api/roles') || u.startsWith('/api/user_groups'))).toBe(false);
  });

  it('with the rights, the catalogue names are used', async () => {
    sessionStore.set({ status: 'authenticated', user: admin({ users_access: 1, users_roles_access: 1, users_groups_access: 1 }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/roles'))
          return json({
            items: [
              { id: 3, name: 'РП (каталог)' },
              { id: 4, name: 'Бухгалтер' },
            ],
          });
        if (url.startsWith('/api/user_groups')) return json({ items: [{ id: 8, name: 'Снабжение' }] });
        if (url.startsWith('/api/users/5')) return json(card);
        return json({ items: [] });
      }),
    );
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Петров Иван Сергеевич' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(selectedLabels('Роли')).toEqual(['РП (каталог)']));
  });
});
