import type { RegisterCandidates, RegisterCard, RegisterCreateBody, RegisterView } from '@app/contracts';
import { api, apiBlob } from '../../../shared/api/index.ts';

export const registersKeys = {
  all: ['invoices', 'registers'] as const,
  one: (id: number) => ['invoices', 'registers', id] as const,
  signed: ['invoices', 'registers', 'signed'] as const,
};

export const fetchRegisters = () => api<{ items: RegisterView[] }>('/invoices/registers');
export const fetchRegister = (id: number) => api<RegisterCard>(`/invoices/registers/${id}`);
export const createRegister = (body: RegisterCreateBody) => api<RegisterCard>('/invoices/registers', { method: 'POST', json: body });
/** Signed payments outside registers (the picker). */
export const fetchSignedPayments = () => api<RegisterCandidates>('/invoices/registers/signed');
export const addToRegister = (registerId: number, intervalIds: number[]) =>
  api<{ result: boolean; count: number }>('/invoices/set_register', {
    method: 'POST',
    json: { register_id: registerId, interval_ids: intervalIds },
  });
export const removeFromRegister = (registerId: number, intervalIds: number[]) =>
  api<{ result: boolean; count: number }>(`/invoices/registers/${registerId}/remove`, {
    method: 'POST',
    json: { interval_ids: intervalIds },
  });
export const signRegister = (id: number) => api<RegisterCard>(`/invoices/registers/${id}/sign`, { method: 'POST' });

/** `GET invoices/registers/:id/document`: the register's xlsx (or PDF), saved under its name. */
export async function downloadRegister(id: number, format: 'xlsx' | 'pdf' = 'xlsx'): Promise<void> {
  const blob = await apiBlob(`/invoices/registers/${id}/document`, { query: { format } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `register-${id}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
