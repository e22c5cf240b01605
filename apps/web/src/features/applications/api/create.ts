import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

export interface CreateBody {
  pack: Record<string, unknown>;
  type?: string;
  form?: number;
  equipment_required?: number;
  snabs: Record<string, unknown>[];
  signers?: number[];
}

/** `POST applications`: answers the new id. */
export const createApplication = (body: CreateBody) =>
  api<{ id: number; result: boolean }>('/applications', { method: 'POST', json: body });

export function useCreateApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsKeys.lists }),
  });
}
