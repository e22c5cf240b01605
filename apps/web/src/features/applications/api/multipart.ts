import { ApiError, buildUrl } from '../../../shared/api/index.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error envelope of ARCHITECTURE.md as an ApiError (422 field messages, refusal text). */
function toError(status: number, data: unknown): ApiError {
  const record = (data && typeof data === 'object' ? data : {}) as { result_content?: unknown; errors?: unknown };
  const errors = record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, string[]>) : {};
  const message =
    typeof record.result_content === 'string' && record.result_content
      ? record.result_content
      : (Object.values(errors).flat()[0] ?? `HTTP ${status}`);
  return new ApiError(status, message, data, errors);
}

function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
  else if (value === null) form.append(key, '');
  else if (Array.isArray(value)) {
    // An empty list is sent as '' (the server reads it as "cleared").
    if (value.length === 0) form.append(key, '');
    for (const [i, item] of value.entries()) append(form, `${key}[${i}]`, item);
  } else if (typeof value === 'object')
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) append(form, key ? `${key}[${k}]` : k, v);
  else form.append(key, String(value));
}

/**
 * A nested body as bracket-named form fields (`pack[name]`, `snabs[0][files][0][file]`):
 * null and empty lists become '' (cleared), undefined is left out, files stay files.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  append(form, '', body);
  return form;
}

/**
 * A multipart/form-data call under /api (`files[0][file]`, `file`...): the shared `api()`
 * sends JSON and url-encoded bodies only.
 */
export async function sendForm<T>(path: string, form: FormData, method: 'POST' | 'PATCH' = 'POST'): Promise<T> {
  const res = await fetch(buildUrl(path), {
    method,
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  });
  const data = await readBody(res);
  if (res.ok) return data as T;
  throw toError(res.status, data);
}

/**
 * A PDF answered to a POST (the waybill), opened in a new tab. The tab is opened before the
 * request so that the browser does not treat it as an unrequested pop-up.
 */
export async function openPostedPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(buildUrl(path), { method: 'POST', credentials: 'include', headers: { 'Accept-Language': currentLanguage() } });
    if (!res.ok) throw toError(res.status, await readBody(res));
    const url = URL.createObjectURL(await res.blob());
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
