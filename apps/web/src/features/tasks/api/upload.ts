import { ApiError } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';

/** Multipart POST through fetch (the shared client sends JSON and form bodies only). */
export async function postMultipart<T>(path: string, form: FormData): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (res.ok) return data as T;
  const record = (data && typeof data === 'object' ? data : {}) as { result_content?: string; errors?: Record<string, string[]> };
  const message = record.result_content || Object.values(record.errors ?? {}).flat()[0] || `HTTP ${res.status}`;
  throw new ApiError(res.status, message, data, record.errors ?? {});
}

/** Board mileage form: equipment_id, run and the run photo (spec 2 §3). */
export function postMileage(boardId: number, input: { equipment_id?: number; run?: number; photo?: Blob; ticket_id?: number }) {
  const form = new FormData();
  if (input.equipment_id) form.append('equipment_id', String(input.equipment_id));
  if (input.run !== undefined) form.append('run', String(input.run));
  if (input.ticket_id) form.append('ticket_id', String(input.ticket_id));
  if (input.photo) form.append('run_photo', input.photo, 'run.jpg');
  return postMultipart<{ mileage: { id: number } }>(`/load/boards/${boardId}/mileage`, form);
}
