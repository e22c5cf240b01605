import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiBlob, configureApi, sendMultipart } from './client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in XMLHttpRequest answering with the status and body it is given. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private call = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.call = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send() {
      sent.push(this.call);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('the one API client: every transport reads the same envelope and signs out on 401', () => {
  const unauthorized = vi.fn();
  configureApi({ language: () => 'en', unauthorized });
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockClear();
  });

  it('a FormData body goes as POST multipart (the browser sets the boundary), with the idempotency key', async () => {
    const fetchMock = vi.fn(async () => json({ id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('_method', 'PATCH');
    await expect(api('/applications/1', { body: form, idempotencyKey: 'k1' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/applications/1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k1', 'Accept-Language': 'en' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('a refused file download is an ApiError with the server message, and a 401 signs out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ result_content: 'Нет доступа' }, 401)),
    );
    const error = await apiBlob('/applications/1/waybill', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Нет доступа');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('an upload reports progress and answers JSON; its 422 carries the field messages; its 401 signs out', async () => {
    const sent = fakeXhr(201, { files: [{ id: 1 }] });
    const progress: number[] = [];
    await expect(sendMultipart('/disk/folders/0/files', new FormData(), { onProgress: (f) => progress.push(f) })).resolves.toEqual({
      files: [{ id: 1 }],
    });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/disk/folders/0/files', headers: { 'Accept-Language': 'en' } });

    fakeXhr(422, { errors: { name: ['Заполните поле'] } });
    const invalid = (await sendMultipart('/x', new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(invalid.status).toBe(422);
    expect(invalid.fieldErrors).toEqual({ name: ['Заполните поле'] });
    expect(unauthorized).not.toHaveBeenCalled();

    fakeXhr(401, { token: false });
    await expect(sendMultipart('/x', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
