import type { EditApplicationAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { hasUploads } from '../model/positions.ts';
import { applicationsKeys } from './keys.ts';
import { sendForm, toFormData } from './multipart.ts';

export interface EditBody {
  pack?: Record<string, unknown>;
  snabs?: Record<string, unknown>[];
  status?: 'delete';
  reason?: string;
}

export type EditReply = EditApplicationAnswer;

/** `PATCH applications/:id`: pack fields, positions, or `status=delete` with a reason; multipart when positions carry new files. */
export const editApplication = (id: number, body: EditBody) =>
  hasUploads(body.snabs)
    ? sendForm<EditReply>(`/applications/${id}`, toFormData({ ...body }), 'PATCH')
    : api<EditReply>(`/applications/${id}`, { method: 'PATCH', json: body });

export function useEditApplication(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EditBody) => editApplication(id, body),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: applicationsKeys.card(id) });
      void qc.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
  });
}
