import { type RegistryDefinition, registryApi } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { RegistryRow } from '../model/row.ts';
import { registryKeys } from './keys.ts';

/** A registry by name (its API at `/<name>`) or by definition (its `api` path when it has one). */
export type RegistryTarget = string | RegistryDefinition;
export const targetName = (target: RegistryTarget) => (typeof target === 'string' ? target : target.name);
export const targetApi = (target: RegistryTarget) => (typeof target === 'string' ? `/${target}` : registryApi(target));

/** `GET /<name>/:id`: the card (a deleted record too, for those who may restore it). */
export const registryRecordQuery = (target: RegistryTarget, id: number) =>
  queryOptions({
    queryKey: registryKeys.record(targetName(target), id),
    queryFn: ({ signal }) => api<RegistryRow>(`${targetApi(target)}/${id}`, { signal }),
    retry: false,
  });

/** `POST /<name>` with an `Idempotency-Key` is not sent: the form disables its button while saving. */
export const createRecord = (target: RegistryTarget, body: Record<string, unknown>) =>
  api<RegistryRow>(targetApi(target), { method: 'POST', json: body });

/** `PATCH /<name>/:id` with the `version` the edit was based on (a stale one answers 409). */
export const patchRecord = (target: RegistryTarget, id: number, body: Record<string, unknown>) =>
  api<RegistryRow>(`${targetApi(target)}/${id}`, { method: 'PATCH', json: body });

/** `DELETE /<name>/:id`: to the trash (status 0). */
export const deleteRecord = (target: RegistryTarget, id: number) => api<RegistryRow>(`${targetApi(target)}/${id}`, { method: 'DELETE' });

/** `POST /<name>/:id/restore`: back from the trash. */
export const restoreRecord = (target: RegistryTarget, id: number) =>
  api<RegistryRow>(`${targetApi(target)}/${id}/restore`, { method: 'POST' });
