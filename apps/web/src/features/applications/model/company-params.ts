import { useQuery } from '@tanstack/react-query';
import { fetchCompanyParams } from '../../session/index.ts';

/** Company params, shared with the layout's cache entry. */
export const useCompanyParams = () => useQuery({ queryKey: ['company-params'], queryFn: fetchCompanyParams, staleTime: 10 * 60_000 });
