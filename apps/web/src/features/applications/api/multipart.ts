import { api, apiBlob } from '../../../shared/api/index.ts';

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

/** A multipart call under /api (`files[0][file]`, `file`...) through the shared client. */
export function sendForm<T>(path: string, form: FormData, method: 'POST' | 'PATCH' = 'POST'): Promise<T> {
  return api<T>(path, { method, body: form });
}

/**
 * A PDF answered to a POST (the waybill), opened in a new tab. The tab is opened before the
 * request so that the browser does not treat it as an unrequested pop-up.
 */
export async function openPostedPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await apiBlob(path, { method: 'POST' }));
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
