import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { driveKeys } from '../api/drive-api.ts';
import { useUploader } from './use-uploader.tsx';

const toast = vi.fn();
captureToasts(toast);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const MB = 1024 * 1024;

/** A stand-in for XMLHttpRequest: records each upload and answers 201 with the stored file. */
class FakeXhr {
  static sent: string[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    const file = form.get('files[0]') as File;
    FakeXhr.sent.push(file.name);
    this.status = 201;
    this.responseText = JSON.stringify({ files: [{ id: FakeXhr.sent.length, name: file.name }] });
    queueMicrotask(() => this.onload?.());
  }
}

let start: (files: File[]) => Promise<void> = async () => {};
function Harness() {
  const uploader = useUploader(5);
  start = uploader.start;
  return <div>{uploader.panel}</div>;
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'text/plain' });

describe('uploader: the quota is checked for the whole batch before anything is sent', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('refuses a batch past the free space with the server wording, uploading none of it', async () => {
    // 3 MB free; each file alone fits, together they do not.
    fetchMock.mockImplementation(async () => json({ size_gb: 1, used_size_bytes: 1024 * MB - 3 * MB, size_bytes: 1024 * MB }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A stale cached answer saying there is plenty of room must not be trusted.
    client.setQueryData(driveKeys.sizes, { size_gb: 1, used_size_bytes: 0, size_bytes: 1024 * MB });
    render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
    await act(() => start([file('a.txt', 2 * MB), file('b.txt', 2 * MB)]));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/disk/sizes');
    expect(toast).toHaveBeenCalledWith(
      1,
      'Недостаточно места на диске: файлы занимают 4,00 МБ, свободно 3,00 МБ из 1,00 ГБ. Освободите место или очистите корзину.',
    );
    expect(FakeXhr.sent).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Загрузка файлов' })).toBeNull();
  });

  it('uploads every file of a batch that fits, each with its own row', async () => {
    fetchMock.mockImplementation(async () => json({ size_gb: 1, used_size_bytes: 1024 * MB - 5 * MB, size_bytes: 1024 * MB }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
    await act(() => start([file('a.txt', 2 * MB), file('b.txt', 2 * MB)]));
    expect(FakeXhr.sent.sort()).toEqual(['a.txt', 'b.txt']);
    const list = screen.getByRole('list', { name: 'Загрузка файлов' });
    await waitFor(() => expect(list.querySelectorAll('li[data-status="done"]')).toHaveLength(2));
    expect(toast).not.toHaveBeenCalledWith(1, expect.anything());
  });
});
