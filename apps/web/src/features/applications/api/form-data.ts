import type { ApplicationFormData } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

/** The form's values of an existing application (the contract's answer). */
export type FormData = ApplicationFormData;

/** `GET applications/get_data/:id`: the form's values for edit, duplicate and based-on. */
export const useFormData = (id: number | null) =>
  useQuery({
    queryKey: applicationsKeys.formData(id ?? 0),
    queryFn: () => api<FormData>(`/applications/get_data/${id}`),
    enabled: Boolean(id),
  });
