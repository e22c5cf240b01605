import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import type { DriveFile, DriveFolder, DriveList } from '../api/drive-api.ts';
import { driveRoutes } from '../routes.tsx';

const toast = vi.fn();
captureToasts(toast);

const base = {
  status: 1,
  public: 0,
  public_edit: 0,
  access: [],
  who_add: 10,
  who_add_fio: 'Петров Иван Сергеевич',
  who_edit: null,
  date_add: '2026-03-01 10:00',
  date_edit: null,
  can_edit: 1,
  parent_id: null,
};
const folder = (id: number, name: string): DriveFolder => ({ ...base, id, name, type: 'folder', has_children: 0 });
const file = (id: number, name: string): DriveFile => ({
  ...base,
  id,
  name,
  type: 'file',
  folder_id: null,
  size: 1024,
  ext: 'txt',
  mime: 'text/plain',
  filename: `${id}.txt`,
  link: `/upload/disk/${id}.txt`,
});
const ROOT: DriveList = { folders: [folder(1, 'Архив')], files: [file(2, 'Отчёт.txt'), file(3, 'План.txt')], truncated: 0 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Deferred {
  promise: Promise<Response>;
  resolve: (r: Response) => void;
}
function deferred(): Deferred {
  let resolve: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The drive server: lists, sizes, the side tree, and a status call the test answers itself. */
let statusCall: Deferred;
let listReplies: (() => Promise<Response>)[];
const fetchMock = vi.fn(async (input: unknown, init?: RequestInit): Promise<Response> => {
  const url = String(input);
  if (url.startsWith('/api/disk/elements/status')) return statusCall.promise;
  if (url.includes('has_children=1')) return json({ folders: [] });
  if (url.startsWith('/api/disk/sizes')) return json({ size_gb: 10, used_size_bytes: 0, size_bytes: 10 * 1024 ** 3 });
  if (url.startsWith('/api/disk/root')) return (listReplies.shift() ?? (async () => json(ROOT)))();
  if (url.startsWith('/api/disk/accessible')) return json({ folders: [], files: [], truncated: 0 });
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
});
const calls = (prefix: string) => fetchMock.mock.calls.filter(([u]) => String(u).startsWith(prefix)).length;

function renderDrive(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/disk', children: driveRoutes }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

const row = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });

async function selectAndTrash(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(row('Отчёт.txt')!).getByRole('checkbox'));
  await user.click(within(row('План.txt')!).getByRole('checkbox'));
  await user.click(within(screen.getByRole('toolbar', { name: 'Выбрано: 2' })).getByRole('button', { name: /В корзину/ }));
}

describe('drive page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    statusCall = deferred();
    listReplies = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('multi-select trash removes the rows at once, before the server answers (spec 3 §4)', async () => {
    const user = userEvent.setup();
    renderDrive('/disk/my');
    await screen.findByRole('row', { name: /Отчёт\.txt/ }, { timeout: 10_000 });
    await selectAndTrash(user);
    await waitFor(() => expect(row('Отчёт.txt')).toBeNull());
    expect(row('План.txt')).toBeNull();
    expect(row('Архив')).not.toBeNull();
    expect(calls('/api/disk/elements/status')).toBe(1);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/disk/elements/status'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ folders: [], files: [2, 3], status: 0 });

    listReplies.push(async () => json({ ...ROOT, files: [] }));
    statusCall.resolve(json({ folders: 0, files: 2 }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Перемещено в корзину'));
    expect(row('Отчёт.txt')).toBeNull();
  });

  it('rolls the rows and the selection back when the server refuses', async () => {
    const user = userEvent.setup();
    renderDrive('/disk/my');
    await screen.findByRole('row', { name: /Отчёт\.txt/ }, { timeout: 10_000 });
    await selectAndTrash(user);
    await waitFor(() => expect(row('Отчёт.txt')).toBeNull());
    // The refetch after the failure never answers: the rows must come back from the rollback itself.
    listReplies.push(() => new Promise<Response>(() => {}));
    statusCall.resolve(json({ error: true, result_content: 'Недостаточно прав для изменения «План.txt»' }, 403));
    await waitFor(() => expect(row('Отчёт.txt')).not.toBeNull());
    expect(row('План.txt')).not.toBeNull();
    expect(toast).toHaveBeenCalledWith(1, 'Недостаточно прав для изменения «План.txt»');
    expect(screen.getByRole('toolbar', { name: 'Выбрано: 2' })).toBeTruthy();
  });

  it('keeps the side tree across refetches of the list (it is rebuilt only when folders change)', async () => {
    const user = userEvent.setup();
    renderDrive('/disk/my');
    await screen.findByRole('row', { name: /Отчёт\.txt/ }, { timeout: 10_000 });
    await waitFor(() => expect(calls('/api/disk/root?has_children=1')).toBeGreaterThan(0));
    const treeLoads = calls('/api/disk/root?has_children=1');
    const listLoads = calls('/api/disk/root?sort=');
    await user.click(within(row('Отчёт.txt')!).getByRole('checkbox'));
    await user.click(within(screen.getByRole('toolbar', { name: 'Выбрано: 1' })).getByRole('button', { name: /В корзину/ }));
    statusCall.resolve(json({ folders: 0, files: 1 }));
    await waitFor(() => expect(calls('/api/disk/root?sort=')).toBeGreaterThan(listLoads));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Перемещено в корзину'));
    expect(calls('/api/disk/root?has_children=1')).toBe(treeLoads);
  });

  it('the move dialog offers folders shared with the user as well as "My drive"', async () => {
    const user = userEvent.setup();
    renderDrive('/disk/my');
    await screen.findByRole('row', { name: /Отчёт\.txt/ }, { timeout: 10_000 });
    await user.click(within(row('Отчёт.txt')!).getByRole('checkbox'));
    await user.click(within(screen.getByRole('toolbar', { name: 'Выбрано: 1' })).getByRole('button', { name: /Переместить/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Переместить в папку' });
    expect(within(dialog).getByText('Мой диск')).toBeTruthy();
    expect(within(dialog).getByText('Доступные мне')).toBeTruthy();
  });

  it('does not claim an empty drive while the list is still loading', async () => {
    listReplies.push(() => new Promise<Response>(() => {}));
    renderDrive('/disk/my');
    expect(await screen.findByText(/^Занято/, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(calls('/api/disk/root?sort=')).toBe(1));
    expect(screen.queryByText('На диске пока пусто. Создайте папку или загрузите файлы.')).toBeNull();
  });

  it('/disk/accessible answers as the "accessible" page (alias of the spec spelling /disk/acessable)', async () => {
    renderDrive('/disk/accessible');
    expect(await screen.findByText('С вами пока ничем не поделились', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls('/api/disk/accessible?sort=name&order=asc')).toBe(1);
    expect(calls('/api/disk/root?sort=')).toBe(0);
  });
});
