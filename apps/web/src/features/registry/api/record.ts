import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { RegistryRow } from '../model/row.ts';
import { registryKeys } from './keys.ts';

/** `GET /<name>/:id`: the card (a deleted record too, for those who may restore it). */
export const registryRecordQuery = (name: string, id: number) =>
  queryOptions({
    queryKey: registryKeys.record(name, id),
    queryFn: ({ signal }) => api<RegistryRow>(`/${name}/${id}`, { signal }),
    retry: false,
  });

/** `POST /<name>` with an `Idempotency-Key` is not sent: the form disables its button while saving. */
export const createRecord = (name: string, body: Record<string, unknown>) => api<RegistryRow>(`/${name}`, { method: 'POST', json: body });

/** `PATCH /<name>/:id` with the `version` the edit was based on (a stale one answers 409). */
export const patchRecord = (name: string, id: number, body: Record<string, unknown>) =>
  api<RegistryRow>(`/${name}/${id}`, { method: 'PATCH', json: body });

/** `DELETE /<name>/:id`: to the trash (status 0). */
export const deleteRecord = (name: string, id: number) => api<RegistryRow>(`/${name}/${id}`, { method: 'DELETE' });

/** `POST /<name>/:id/restore`: back from the trash. */
export const restoreRecord = (name: string, id: number) => api<RegistryRow>(`/${name}/${id}/restore`, { method: 'POST' });
