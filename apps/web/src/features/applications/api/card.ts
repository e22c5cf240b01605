import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import type { ApplicationCard } from '../model/types.ts';
import { applicationsKeys } from './keys.ts';

/** `GET applications/:id` (no flags: pack, positions and signers). */
export const fetchCard = (id: number) => api<ApplicationCard>(`/applications/${id}`);

export const useApplicationCard = (id: number) =>
  useQuery({ queryKey: applicationsKeys.card(id), queryFn: () => fetchCard(id), enabled: id > 0, retry: false });

/** The card with one flag (invoices, offers). */
export const useCardPart = (id: number, part: 'invoices' | 'offers', enabled = true) =>
  useQuery({
    queryKey: applicationsKeys.cardPart(id, part),
    queryFn: () => api<ApplicationCard>(`/applications/${id}`, { query: { [part]: 1 } }),
    enabled: enabled && id > 0,
  });
