import type { EquipmentActBody, EquipmentActCard, EquipmentActRole, EquipmentActsHistory, EquipmentActsPage } from '@app/contracts';
import { api, buildUrl, isApiError } from '../../../shared/api/index.ts';
import { i18n } from '../../../shared/i18n/index.ts';

/** The calls of the equipment handover acts (server `equipment-acts.routes.ts`). */

export const actKeys = {
  all: ['equipment-acts'] as const,
  list: (params: Record<string, string>) => ['equipment-acts', 'list', params] as const,
  card: (id: number) => ['equipment-acts', 'card', id] as const,
  machine: (equipmentId: number) => ['equipment-acts', 'machine', equipmentId] as const,
};

export const fetchActs = (params: Record<string, string>, cursor?: number) =>
  api<EquipmentActsPage>('/tech/acts', { query: { ...params, ...(cursor ? { cursor } : {}) } });
export const fetchAct = (id: number) => api<EquipmentActCard>(`/tech/acts/${id}`);
export const fetchMachineActs = (equipmentId: number) => api<EquipmentActsHistory>(`/equipment/${equipmentId}/acts`);
export const createAct = (body: Partial<EquipmentActBody>) => api<EquipmentActCard>('/tech/acts', { method: 'POST', json: body });
export const signAct = (id: number, role?: EquipmentActRole) =>
  api<EquipmentActCard>(`/tech/acts/${id}/sign`, { method: 'POST', json: role ? { role } : {} });
/** The printable act, opened in a new tab (the session cookie goes with it). */
export const actPdfUrl = (id: number) => buildUrl(`/tech/acts/${id}/pdf`);

const text = (message: string) => (i18n.exists(message) ? i18n.t(message) : message);

/** What to tell the user about a failed call: the server's message for a 4xx, else the generic one. */
export function problemOf(error: unknown): string {
  if (isApiError(error) && error.status < 500) return text(error.message);
  return i18n.t('common.error');
}

/** A 422's field messages (translated), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length)) return null;
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.map(text).join(' ')]));
}
