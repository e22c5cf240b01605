import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptsFile, FilesList, pastedImages, UploadMenu } from './index.ts';

const h = vi.hoisted(() => ({ toast: vi.fn(), send: vi.fn() }));
vi.mock('../../toast/index.ts', () => ({ toast: h.toast }));
vi.mock('../upload-request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMultipart: h.send,
}));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const files = (...names: string[]) => names.map((n) => new File(['x'], n, { type: 'application/octet-stream' }));
const wrap = (ui: ReactNode) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
    </ConfigProvider>,
  );

let writes: { method: string; path: string; body: unknown }[];
let failWrites = false;
beforeEach(() => {
  writes = [];
  failWrites = false;
  h.toast.mockClear();
  h.send.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://x');
      if ((init.method ?? 'GET') === 'GET') {
        return json([
          {
            id: 1,
            name: 'Счёт.pdf',
            filename: 'Счёт.pdf',
            path: '/upload/files/tasks/5/a.pdf',
            status: 1,
            type: 2,
            type_name: 'Документ',
            type_code: 'document',
            type_color: 'info',
            date_add: '2025-03-10 12:00',
            who_add_avatar: null,
            who_add_fio: 'Иванов Иван',
          },
        ]);
      }
      writes.push({ method: init.method ?? 'GET', path: url.pathname, body: JSON.parse(String(init.body)) });
      return failWrites ? json({ error: true }, 500) : json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openMenu() {
  await click(screen.getByRole('button', { name: /Прикрепить/ }));
}
const menuItems = () => Array.from(document.querySelectorAll('.ant-dropdown-menu-item')).map((i) => i.textContent);
async function chooseDevice() {
  await openMenu();
  await click(screen.getByText('Файл с компьютера'));
}
async function pick(list: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('device-file-input'), { target: { files: list } });
  });
}
const uploadButton = () => screen.getByRole('button', { name: 'Загрузить' }) as HTMLButtonElement;

describe('UploadMenu (spec 3 §2 upload menu, §4 variants, §5 device/disk upload and dropzone)', () => {
  it('offers only the variants asked for; the disk choice needs a disk picker', async () => {
    wrap(<UploadMenu module="tasks" objectId={5} variants={['device', 'link']} renderDiskPicker={() => null} />);
    await openMenu();
    expect(menuItems()).toEqual(['Файл с компьютера', 'Добавить ссылку']);
  });

  it('hides the disk choice without renderDiskPicker', async () => {
    wrap(<UploadMenu module="tasks" objectId={5} />);
    await openMenu();
    expect(menuItems()).toEqual(['Файл с компьютера', 'Добавить ссылку']);
  });

  it('device upload needs at least one file and refuses other formats for 10 s', async () => {
    wrap(<UploadMenu module="tasks" objectId={5} filter="image" />);
    await chooseDevice();
    expect(uploadButton().disabled).toBe(true);
    await pick(files('photo.TIFF', 'contract.docx'));
    expect(h.toast).toHaveBeenCalledWith(1, 'contract.docx: неверный формат файла.', { duration: 10 });
    expect(uploadButton().disabled).toBe(false);
    expect(screen.getByText('photo.TIFF')).toBeTruthy();
  });

  it('takes at most 99 files', async () => {
    wrap(<UploadMenu module="tasks" objectId={5} />);
    await chooseDevice();
    await pick(files(...Array.from({ length: 100 }, (_, i) => `f${i}.pdf`)));
    expect(screen.getAllByRole('textbox', { name: /Название файла/ })).toHaveLength(99);
    expect(h.toast).toHaveBeenCalledWith(1, 'Не более 99 файлов за раз');
  });

  it("'Не указано название файла' when a name is required and empty", async () => {
    wrap(<UploadMenu module="tasks" objectId={5} nameRequired />);
    await chooseDevice();
    await pick(files('a.pdf'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Название файла 1' }), { target: { value: '  ' } });
    await click(uploadButton());
    expect(h.toast).toHaveBeenCalledWith(1, 'Не указано название файла');
    expect(h.send).not.toHaveBeenCalled();
  });

  it('uploads each file with its name, type and group, showing per-file progress', async () => {
    let finish: (v: unknown) => void = () => {};
    h.send.mockImplementation((_path: string, _form: FormData, options: { onProgress?: (f: number) => void }) => {
      options.onProgress?.(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    wrap(<UploadMenu module="tasks" objectId={5} type="document" filter="document" />);
    await chooseDevice();
    await pick(files('plan.pdf'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Название файла 1' }), { target: { value: 'План работ' } });
    await click(uploadButton());
    const [path, form] = h.send.mock.calls[0] as [string, FormData];
    expect(path).toBe('files/tasks/5');
    expect((form.get('files[0][file]') as File).name).toBe('plan.pdf');
    expect(form.get('files[0][name]')).toBe('План работ');
    expect(form.get('type')).toBe('document');
    expect(form.get('group')).toBe('document');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await act(async () => finish([]));
    expect(screen.queryByText('Загрузка файлов')).toBeNull();
  });

  it('accepts pasted clipboard images (jpeg, pjpeg, gif, png) only', async () => {
    const item = (type: string) => ({ kind: 'file', type, getAsFile: () => new File(['x'], 'image.png', { type }) });
    const pasted = pastedImages([
      item('image/png'),
      item('image/pjpeg'),
      item('image/webp'),
      { kind: 'string', type: 'text/plain', getAsFile: () => null },
    ]);
    expect(pasted.map((f) => f.type)).toEqual(['image/png', 'image/pjpeg']);
    wrap(<UploadMenu module="tasks" objectId={5} />);
    await chooseDevice();
    const event = new Event('paste', { bubbles: true }) as Event & { clipboardData: unknown };
    event.clipboardData = { items: [item('image/gif')] };
    await act(async () => {
      document.dispatchEvent(event);
    });
    expect(screen.getAllByRole('textbox', { name: /Название файла/ })).toHaveLength(1);
  });

  it('attaches a drive file through the disk picker slot as its /upload/disk link', async () => {
    wrap(
      <UploadMenu
        module="tasks"
        objectId={5}
        type="contract"
        renderDiskPicker={({ open, onOk }) =>
          open ? (
            <button type="button" onClick={() => onOk({ name: 'Договор.pdf', link: '/upload/disk/abc.pdf' })}>
              pick
            </button>
          ) : null
        }
      />,
    );
    await openMenu();
    await click(screen.getByText('Файл с диска'));
    await click(screen.getByRole('button', { name: 'pick' }));
    expect(writes).toEqual([
      { method: 'POST', path: '/api/files/tasks/5', body: { disk_file_id: '/upload/disk/abc.pdf', name: 'Договор.pdf', type: 'contract' } },
    ]);
  });

  it('adds links through the links modal', async () => {
    wrap(<UploadMenu module="tasks" objectId={5} />);
    await openMenu();
    await click(screen.getByText('Добавить ссылку'));
    expect(screen.getByText('Добавление ссылок')).toBeTruthy();
  });

  it('dropzone filter groups: image and document extensions, both by default', () => {
    expect(['a.gif', 'a.jpg', 'a.jpeg', 'a.tiff', 'a.png'].every((n) => acceptsFile(n, 'image'))).toBe(true);
    expect(
      ['a.doc', 'a.docx', 'a.vsdx', 'a.odt', 'a.ods', 'a.pdf', 'a.ppt', 'a.pptx', 'a.txt', 'a.xls', 'a.xlsx'].every((n) =>
        acceptsFile(n, 'document'),
      ),
    ).toBe(true);
    expect(acceptsFile('a.pdf', 'image')).toBe(false);
    expect(acceptsFile('a.zip')).toBe(false);
    expect(acceptsFile('a.png')).toBe(true);
    expect(acceptsFile('scan-01.bin', /^scan-/)).toBe(true);
    expect(acceptsFile('a.csv', ['.csv'])).toBe(true);
  });
});

describe('FilesList (spec 3 §3 file item, §4 deletion sets status 0)', () => {
  it('lists files with type, who and when; delete after confirmation sets status 0', async () => {
    wrap(<FilesList module="tasks" objectId={5} hasRights />);
    expect(await screen.findByText('Счёт.pdf')).toBeTruthy();
    expect(screen.getByText('Документ')).toBeTruthy();
    expect(screen.getByText('Иванов Иван')).toBeTruthy();
    expect(screen.getByText('10.03.2025 12:00')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Удалить Счёт.pdf' }));
    await click(screen.getByRole('button', { name: 'Да' }));
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/files/1', body: { status: 0 } }]);
    expect(screen.queryByText('Счёт.pdf')).toBeNull();
  });

  it('restores the list when the delete fails; no delete without rights', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failWrites = true;
    const { unmount } = wrap(<FilesList module="tasks" objectId={5} hasRights />);
    await screen.findByText('Счёт.pdf');
    await click(screen.getByRole('button', { name: 'Удалить Счёт.pdf' }));
    await click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Счёт.pdf')).toBeTruthy();
    unmount();
    wrap(<FilesList module="tasks" objectId={5} hasRights={false} />);
    await screen.findByText('Счёт.pdf');
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });
});
