import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { ApplicationType } from '../model/types.ts';
import { applicationsKeys } from './keys.ts';

/** `GET applications/types`. */
export const fetchTypes = () => api<ApplicationType[]>('/applications/types');

export const useApplicationTypes = () => useQuery({ queryKey: applicationsKeys.types(), queryFn: fetchTypes, staleTime: 10 * 60_000 });
