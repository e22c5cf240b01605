import { api } from '../../../shared/api/index.ts';

/** `PATCH /notifications/read`: one notification by id, or all of the user's without one. */
export const markNoticesRead = (id?: number) =>
  api<{ result: boolean }>('/notifications/read', { method: 'PATCH', json: id ? { id } : {} });
