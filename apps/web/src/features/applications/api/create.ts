import type { CreateApplicationAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { hasUploads } from '../model/positions.ts';
import { applicationsKeys } from './keys.ts';
import { sendForm, toFormData } from './multipart.ts';

export interface CreateBody {
  pack: Record<string, unknown>;
  type?: string;
  form?: number;
  equipment_required?: number;
  snabs: Record<string, unknown>[];
  signers?: number[];
}

type CreateReply = CreateApplicationAnswer;

/** `POST applications`: answers the new id. With position files it goes as multipart/form-data (`pack[...]`, `snabs[i][files][n][file]`). */
export const createApplication = (body: CreateBody) =>
  hasUploads(body.snabs)
    ? sendForm<CreateReply>('/applications', toFormData({ ...body }))
    : api<CreateReply>('/applications', { method: 'POST', json: body });

export function useCreateApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsKeys.lists }),
  });
}
