import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { PackDraft, PositionDraft } from '../model/types.ts';
import { applicationsKeys } from './keys.ts';

export interface FormData {
  pack: PackDraft & {
    id: number;
    type: number;
    type_code: string;
    form: number;
    urgent: number;
    comment: string | null;
    repeats: number;
    equipment_required: number;
  };
  snabs: (Omit<PositionDraft, 'quantity' | 'min_quantity' | 'desire_quantity' | 'run' | 'links' | 'files' | 'photo' | 'saved_files'> & {
    quantity: number | null;
    min_quantity: number | null;
    desire_quantity: number | null;
    run: number | null;
    links: { link: string }[] | null;
    /** The position's stored files (`/api/files/snab/{id}`). */
    files?: { id: number; name: string; path: string }[];
    /** 1 when the position's own fields may change (on review and not split). */
    edit?: number;
  })[];
  signers: number[];
}

/** `GET applications/get_data/:id`: the form's values for edit, duplicate and based-on. */
export const useFormData = (id: number | null) =>
  useQuery({
    queryKey: applicationsKeys.formData(id ?? 0),
    queryFn: () => api<FormData>(`/applications/get_data/${id}`),
    enabled: Boolean(id),
  });
