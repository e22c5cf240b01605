import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import { ImportButton } from './import-button.tsx';
import { ListPage } from './list-page.tsx';

const toast = vi.fn();
captureToasts(toast);
fakeRealtime({ connected: false });

interface Call {
  url: string;
  method: string;
  form: FormData | null;
}
let calls: Call[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let importAnswer: () => Response;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  toast.mockReset();
  calls = [];
  importAnswer = () =>
    json({
      created: [{ id: 31, key: 'A', rows: [2, 3] }],
      errors: [
        { row: 4, messages: ['Неизвестный тип заявки «unknown»'] },
        { row: 5, messages: ['Не указано наименование позиции', 'Неизвестная единица измерения «ведро»'] },
      ],
      total_rows: 4,
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, form: init?.body instanceof FormData ? init.body : null });
      if (url === '/api/import/applications' && method === 'POST') return importAnswer();
      if (url.startsWith('/api/applications?')) return json({ items: [], total: 0, next_cursor: null });
      return json(url.startsWith('/api/applications/') || url.startsWith('/api/autocomplete') ? [] : {});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={['/applications']}>{node}</MemoryRouter>
  </QueryClientProvider>
);
const posts = () => calls.filter((c) => c.method === 'POST');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /Импорт из Excel/ }));
  return screen.findByRole('dialog');
}

describe('Excel import on the list (POST import/applications)', () => {
  it('the list page offers the import next to "New application" (the server takes it from every signed-in user)', async () => {
    render(wrap(<ListPage />));
    expect(await screen.findByRole('button', { name: /Импорт из Excel/ })).toBeTruthy();
  });

  it('refuses a missing file and a file that is not .xlsx before sending', async () => {
    render(wrap(<ImportButton />));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText('Выберите файл .xlsx')).toBeTruthy();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Файл .xlsx'), new File(['a;b'], 'list.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText('list.csv: неверный формат файла, нужен .xlsx')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('uploads the file as `file` and shows the created applications and the errors row by row', async () => {
    render(wrap(<ImportButton />));
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Файл .xlsx'), new File(['PK'], 'import.xlsx', { type: XLSX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(((posts()[0].form as FormData).get('file') as File).name).toBe('import.xlsx');

    const report = await within(dialog).findByTestId('import-report');
    expect(within(report).getByText(/Создано заявок: 1/)).toBeTruthy();
    expect(within(report).getByRole('link', { name: '№31' }).getAttribute('href')).toBe('/applications/31');
    expect(within(report).getByText('Ошибки по строкам (2)')).toBeTruthy();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['4', 'Неизвестный тип заявки «unknown»'],
      ['5', 'Не указано наименование позиции; Неизвестная единица измерения «ведро»'],
    ]);
    expect(toast).toHaveBeenCalledWith(0, 'Импорт завершён, создано заявок: 1');
  });

  it('a clean file reports no errors; an unreadable one shows the server message', async () => {
    importAnswer = () => json({ created: [{ id: 32, key: 'A', rows: [2] }], errors: [], total_rows: 1 });
    render(wrap(<ImportButton />));
    let dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Файл .xlsx'), new File(['PK'], 'ok.xlsx', { type: XLSX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText('Ошибок нет')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    importAnswer = () => json({ errors: { file: ['Файл не читается как Excel'] } }, 422);
    dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Файл .xlsx'), new File(['PK'], 'bad.xlsx', { type: XLSX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, 'Файл не читается как Excel'));
    expect(within(dialog).queryByTestId('import-report')).toBeNull();
  });
});
