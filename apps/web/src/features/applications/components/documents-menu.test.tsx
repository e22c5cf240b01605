import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import { DocumentsMenu } from './documents-menu.tsx';

const toast = vi.fn();
captureToasts(toast);

interface Call {
  url: string;
  method: string;
  form: FormData | null;
}
let calls: Call[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let open: MockInstance<typeof window.open>;

beforeEach(() => {
  toast.mockReset();
  calls = [];
  open = vi.spyOn(window, 'open').mockReturnValue(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, form: init?.body instanceof FormData ? init.body : null });
      if (url === '/api/applications/4/defect_statement' && method === 'POST')
        return json({ link: '/api/applications/4/defect', status: 1, name: 'Ведомость.pdf' });
      if (url === '/api/applications/4/defect_statement' && method === 'DELETE')
        return json({ link: null, status: 0, result_content: 'Дефектная ведомость удалена' });
      if (url === '/api/applications/4/waybill' && method === 'POST')
        return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
      return json({});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderMenu = (props: { defectLink?: string | null; canEdit?: boolean; hasPositions?: boolean } = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DocumentsMenu
        packId={4}
        defectLink={props.defectLink ?? null}
        canEdit={props.canEdit ?? true}
        hasPositions={props.hasPositions ?? true}
      />
    </QueryClientProvider>,
  );

const item = (name: string) => screen.getByRole('menuitem', { name: new RegExp(name) });
const mutations = () => calls.filter((c) => c.method !== 'GET');

describe('card documents: defect statement (POST/DELETE applications/{id}/defect_statement, GET .../defect)', () => {
  it('uploads files[0][file] and files[0][name]; a missing file and a wrong format are refused before sending', async () => {
    renderMenu();
    expect(screen.queryByRole('menuitem', { name: /Открыть дефектную ведомость/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Удалить дефектную ведомость/ })).toBeNull();
    await userEvent.click(item('Загрузить дефектную ведомость'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText('Выберите файл')).toBeTruthy();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Файл (pdf, jpg, png)'), new File(['x'], 'act.docx'));
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    expect(await within(dialog).findByText('act.docx: неверный формат файла')).toBeTruthy();
    expect(mutations()).toHaveLength(0);

    await user.upload(
      within(dialog).getByLabelText('Файл (pdf, jpg, png)'),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect((within(dialog).getByLabelText('Название') as HTMLInputElement).value).toBe('scan.pdf');
    fireEvent.change(within(dialog).getByLabelText('Название'), { target: { value: 'Ведомость.pdf' } });
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(mutations()).toHaveLength(1));
    const [post] = mutations();
    expect(post).toMatchObject({ url: '/api/applications/4/defect_statement', method: 'POST' });
    const form = post.form as FormData;
    expect((form.get('files[0][file]') as File).name).toBe('scan.pdf');
    expect(form.get('files[0][name]')).toBe('Ведомость.pdf');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Дефектная ведомость загружена'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('views the uploaded statement in a new tab', async () => {
    renderMenu({ defectLink: '/api/applications/4/defect' });
    await userEvent.click(item('Открыть дефектную ведомость'));
    expect(open).toHaveBeenCalledWith('/api/applications/4/defect', '_blank', 'noopener');
    expect(item('Заменить дефектную ведомость')).toBeTruthy();
  });

  it('deletes only after a confirmation, with the "defect statement deleted" toast', async () => {
    renderMenu({ defectLink: '/api/applications/4/defect' });
    await userEvent.click(item('Удалить дефектную ведомость'));
    let confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Удалить дефектную ведомость?').length).toBeGreaterThan(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(mutations()).toHaveLength(0);

    await userEvent.click(item('Удалить дефектную ведомость'));
    confirm = await waitFor(() => {
      const dialogs = screen.getAllByRole('dialog').filter((d) => within(d).queryByRole('button', { name: 'Удалить' }));
      expect(dialogs.length).toBeGreaterThan(0);
      return dialogs[dialogs.length - 1];
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(mutations()).toHaveLength(1));
    expect(mutations()[0]).toMatchObject({ url: '/api/applications/4/defect_statement', method: 'DELETE' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Дефектная ведомость удалена'));
  });

  it('a user who may not edit only views: no upload, replace or delete', () => {
    renderMenu({ defectLink: '/api/applications/4/defect', canEdit: false });
    expect(item('Открыть дефектную ведомость')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Заменить|Загрузить|Удалить/ })).toBeNull();
  });
});

describe('card documents: sticker and waybill PDFs', () => {
  it('stickers open GET applications/{id}/snab/sticker in a new tab; hidden without positions', async () => {
    const { unmount } = renderMenu();
    await userEvent.click(item('Стикеры позиций'));
    expect(open).toHaveBeenCalledWith('/api/applications/4/snab/sticker', '_blank', 'noopener');
    unmount();
    renderMenu({ hasPositions: false });
    expect(screen.queryByRole('menuitem', { name: /Стикеры позиций/ })).toBeNull();
  });

  it('stickers are disabled with a message when the application has more than 50 positions (the server refuses more)', async () => {
    const positions = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, status: { code: 'active' } }));
    let count = 51;
    let cardCalls = 0;
    const fetchMock = vi.mocked(globalThis.fetch as (url: string, init?: RequestInit) => Promise<Response>);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url !== '/api/applications/4') return original(url, init);
      cardCalls += 1;
      return json({ pack: { id: 4 }, snabs: positions(count) });
    });
    const { unmount } = renderMenu();
    expect(await screen.findByText('Стикеры печатаются не более чем для 50 позиций за раз')).toBeTruthy();
    const sticker = item('Стикеры позиций');
    expect(sticker.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(sticker);
    expect(open).not.toHaveBeenCalled();
    unmount();

    count = 50;
    renderMenu();
    await waitFor(() => expect(cardCalls).toBe(2));
    await userEvent.click(item('Стикеры позиций'));
    expect(open).toHaveBeenCalledWith('/api/applications/4/snab/sticker', '_blank', 'noopener');
    expect(screen.queryByText('Стикеры печатаются не более чем для 50 позиций за раз')).toBeNull();
  });

  it('the waybill is POSTed and its PDF opened in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    open.mockImplementation(() => tab as unknown as Window);
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:waybill');
    URL.revokeObjectURL = vi.fn();
    try {
      renderMenu();
      await userEvent.click(item('Накладная'));
      await waitFor(() => expect(tab.location.href).toBe('blob:waybill'));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(mutations()).toEqual([expect.objectContaining({ url: '/api/applications/4/waybill', method: 'POST' })]);
      expect(tab.opener).toBeNull();
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('a failed waybill closes the blank tab and shows the refusal', async () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    open.mockImplementation(() => tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: true, result_content: 'Нет доступа' }, 403)),
    );
    renderMenu();
    await userEvent.click(item('Накладная'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, 'Нет доступа'));
    expect(tab.close).toHaveBeenCalled();
  });
});
