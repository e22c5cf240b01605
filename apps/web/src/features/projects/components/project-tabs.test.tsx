import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import type { RegistryRow } from '../../registry/index.ts';
import { ApplicationsTab } from './applications-tab.tsx';
import { ContractsTab } from './contracts-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { MembersTab } from './members-tab.tsx';

const { socket, emit: deliver } = fakeRealtime();

const record: RegistryRow = {
  id: 7,
  status: 1,
  version: 1,
  date_add: '2026-03-01 10:00',
  who_add_name: null,
  date_edit: null,
  name: 'Реконструкция котельной',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const row = (id: number, name: string) => ({
  id,
  name,
  type: { id: 1, code: 'tmc', label: 'ТМЦ' },
  status: 'active',
  status_name: 'На рассмотрении',
  status_color: '#1677ff',
  status_icon: 'eye',
  urgent: 0,
  comment: null,
  repeats: 0,
  liked: 0,
  parent_id: null,
  date_add: '2026-11-23 10:00',
  date_want: null,
  date_want_display: null,
  who_add: 3,
  who_add_fio: 'Петров Иван Сергеевич',
  who_add_avatar: null,
  performer: null,
  performer_name: null,
  responsible: null,
  responsible_fio: null,
  organization_id: null,
  organization_name: null,
  location_id: null,
  location_name: null,
  snabs_count: 1,
  sign_process: { current: 0, total: 0 },
});

function renderTab(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let calls: { url: string; method: string; body?: unknown }[] = [];
beforeEach(() => {
  calls = [];
  socket.emit.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** The project card's own tabs (features/projects/overrides.tsx). */
describe('project card tabs', () => {
  it('the applications tab lists the project’s applications, filters by status and follows application events', async () => {
    let linked = [row(12, 'Заявка на ТМЦ')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push({ url, method: 'GET' });
        return json({ items: url.includes('status=archive') ? [] : linked, total: linked.length, next_cursor: null });
      }),
    );
    renderTab(<ApplicationsTab record={record} canEdit />);
    expect((await screen.findByRole('link', { name: 'Заявка на ТМЦ' }, { timeout: 10_000 })).getAttribute('href')).toBe('/applications/12');
    expect(calls[0].url).toContain('/api/applications?project=7');
    expect(socket.emit).toHaveBeenCalledWith('subscribe', { module: 'applications_list', id: 'all' });

    // Another user links a second application: the tab refetches on the event.
    linked = [row(15, 'Заявка на услуги'), ...linked];
    act(() => deliver('applications', { action: 'properties', id: 15 }));
    expect(await screen.findByRole('link', { name: 'Заявка на услуги' }, { timeout: 5_000 })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус' }));
    fireEvent.click(await screen.findByTitle('В архиве'));
    expect(await screen.findByText('Заявок по этим условиям нет')).toBeTruthy();
    expect(calls.at(-1)?.url).toContain('status=archive');
  });

  it('the applications tab says so when the project has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], total: 0, next_cursor: null })),
    );
    renderTab(<ApplicationsTab record={record} canEdit={false} />);
    expect(await screen.findByText('Заявок по проекту пока нет', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('the members tab lists the members read-only without the edit right', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ users: [{ id: 2, fio: 'Соколова Ирина Викторовна', post: 'Руководитель проектов' }] })),
    );
    renderTab(<MembersTab record={record} canEdit={false} />);
    expect(await screen.findByText('Соколова Ирина Викторовна', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('the members tab saves the whole set and shows the server’s refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (init?.method === 'PUT')
          return json({ message: 'Ошибка', errors: { user_ids: ['Пользователь №9 не найден или заблокирован'] } }, 422);
        return json({ users: [{ id: 2, fio: 'Соколова Ирина Викторовна', post: null }] });
      }),
    );
    renderTab(<MembersTab record={record} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }, { timeout: 10_000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Пользователь №9 не найден или заблокирован');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain('/api/projects/7/members');
    expect(put?.body).toEqual({ user_ids: [2] });
  });

  it('the contracts tab lists the project’s contracts with links to their cards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push({ url, method: 'GET' });
        return json({
          items: [
            {
              id: 31,
              status: 1,
              version: 1,
              date_add: '2026-03-01 10:00',
              who_add_name: null,
              date_edit: null,
              number: 'Д-31/2026',
              date: '2026-03-02',
              subject: 'Поставка котлов',
              state: 'signed',
              sum: '1234567.50',
              contractor_id_name: 'ООО «ТеплоСнаб»',
              expiry_date: '2026-12-31',
            },
          ],
          total: 1,
          next_cursor: null,
        });
      }),
    );
    renderTab(<ContractsTab record={record} canEdit />);
    expect((await screen.findByRole('link', { name: 'Д-31/2026' }, { timeout: 10_000 })).getAttribute('href')).toBe('/contracts/31');
    expect(calls[0].url).toContain('/api/documents/contracts?project_id=7');
    expect(screen.getByText('Подписан')).toBeTruthy();
    expect(screen.getByText('1 234 567,50 ₽')).toBeTruthy();
    expect(screen.getByText('02.03.2026')).toBeTruthy();
  });

  it('the contracts and documents tabs say so when the project has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], total: 0, next_cursor: null })),
    );
    renderTab(<ContractsTab record={record} canEdit={false} />);
    expect(await screen.findByText('Договоров по проекту пока нет', {}, { timeout: 10_000 })).toBeTruthy();
    renderTab(<DocumentsTab record={record} canEdit={false} />);
    expect(await screen.findByText('Документов по проекту пока нет', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('the documents tab lists the project’s documents (documents?project_id=) with links to their cards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push({ url, method: 'GET' });
        return json({
          items: [
            {
              id: 41,
              status: 1,
              version: 1,
              date_add: '2026-11-01 10:00',
              who_add_name: null,
              date_edit: null,
              number: 'ВХ-41',
              date: '2026-11-02',
              subject: 'Запрос о сроках поставки',
              inbox: 'incoming',
              state: 'additional_answer',
              organization_id_name: 'ООО «Ромашка»',
            },
          ],
          total: 1,
          next_cursor: null,
        });
      }),
    );
    renderTab(<DocumentsTab record={record} canEdit />);
    expect((await screen.findByRole('link', { name: 'ВХ-41' }, { timeout: 10_000 })).getAttribute('href')).toBe('/documents/41');
    expect(calls[0].url).toContain('/api/documents?project_id=7');
    expect(screen.getByText('Запрос о сроках поставки')).toBeTruthy();
    expect(screen.getByText('Нужен доп. ответ')).toBeTruthy();
    expect(screen.getByText('Входящий')).toBeTruthy();
    expect(screen.getByText('02.11.2026')).toBeTruthy();
  });
});
