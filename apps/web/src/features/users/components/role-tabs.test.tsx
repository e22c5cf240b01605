import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryRow } from '../../registry/index.ts';
import { GroupMembersTab, RolePermitsTab } from './role-tabs.tsx';

const record: RegistryRow = {
  id: 7,
  status: 1,
  version: 1,
  date_add: '2025-03-01 10:00',
  who_add_name: null,
  date_edit: null,
  name: 'Кадры',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderTab(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

/** The engine's card tabs of roles and groups (features/users/overrides.tsx). */
describe('role and group card tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the permits tab shows the role’s permits and saves the whole new set to roles/:id/grants', async () => {
    const calls: { url: string; method: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return json({ permits: init?.body ? ['hr_view', 'users_access'] : ['hr_view'], users: [] });
      }),
    );
    renderTab(<RolePermitsTab record={record} canEdit />);
    const hr = await screen.findByRole('checkbox', { name: /hr_view/ }, { timeout: 10_000 });
    expect((hr as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /users_access/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toContain('/api/roles/7/grants');
    const sent = (patch?.body as { permits?: string[] } | undefined)?.permits ?? [];
    expect([...sent].sort()).toEqual(['hr_view', 'users_access']);
  });

  it('without the edit right the permits are read-only and the members a plain list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/members')
          ? json({ users: [{ id: 3, fio: 'Сидоров Пётр', post: 'Кладовщик' }] })
          : json({ permits: ['hr_view'], users: [] }),
      ),
    );
    renderTab(
      <>
        <RolePermitsTab record={record} canEdit={false} />
        <GroupMembersTab record={record} canEdit={false} />
      </>,
    );
    const hr = await screen.findByRole('checkbox', { name: /hr_view/ }, { timeout: 10_000 });
    expect((hr as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('Сидоров Пётр')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
