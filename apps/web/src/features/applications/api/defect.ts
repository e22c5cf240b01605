import type { DefectAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';
import { sendForm } from './multipart.ts';

/** `POST applications/:id/defect_statement`: `files[0][file]` + `files[0][name]` → the link and status 1. */
export function uploadDefect(packId: number, file: File, name?: string) {
  const form = new FormData();
  form.append('files[0][file]', file, file.name);
  form.append('files[0][name]', name?.trim() || file.name);
  return sendForm<DefectAnswer>(`/applications/${packId}/defect_statement`, form);
}

/** `DELETE applications/:id/defect_statement`. */
export const deleteDefect = (packId: number) => api<DefectAnswer>(`/applications/${packId}/defect_statement`, { method: 'DELETE' });

/** The defect statement as a file (a PDF opens inline). */
export const defectUrl = (packId: number) => buildUrl(`/applications/${packId}/defect`);

function useRefreshCard(packId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: applicationsKeys.card(packId) });
}

export function useUploadDefect(packId: number) {
  const refresh = useRefreshCard(packId);
  return useMutation({ mutationFn: (v: { file: File; name?: string }) => uploadDefect(packId, v.file, v.name), onSuccess: refresh });
}

export function useDeleteDefect(packId: number) {
  const refresh = useRefreshCard(packId);
  return useMutation({ mutationFn: () => deleteDefect(packId), onSuccess: refresh });
}
